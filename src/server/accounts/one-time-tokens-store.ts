import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

type Purpose = 'password_reset' | 'email_verification';

/** Single-use links (password reset, e-mail confirmation); only their SHA-256 is stored. */
export function oneTimeTokensRepository(db: Kysely<Database>) {
  /** Whether the user holds this token, used already or still usable (unused and not expired). */
  async function exists(userId: number, purpose: Purpose, token: string, state: 'used' | 'usable'): Promise<boolean> {
    let query = db
      .selectFrom('one_time_tokens')
      .select('id')
      .where('token_hash', '=', hashOpaqueToken(token))
      .where('purpose', '=', purpose)
      .where('user_id', '=', userId);
    query = state === 'used' ? query.where('used_at', 'is not', null) : query.where('used_at', 'is', null).where('expires_at', '>', new Date());
    return !!(await query.executeTakeFirst());
  }

  return {
    async issue(userId: number, purpose: Purpose, ttlMs: number): Promise<string> {
      const { token, hash } = newOpaqueToken();
      await db
        .insertInto('one_time_tokens')
        .values({ user_id: userId, purpose, token_hash: hash, expires_at: new Date(Date.now() + ttlMs) })
        .execute();
      return token;
    },
    /** Marks the token used and answers true, or answers false for an unknown, used or expired one. */
    async consume(userId: number, purpose: Purpose, token: string): Promise<boolean> {
      const used = await db
        .updateTable('one_time_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', hashOpaqueToken(token))
        .where('purpose', '=', purpose)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('id')
        .executeTakeFirst();
      return !!used;
    },
    /** Whether this token of the user's was used already (a confirmation link opened a second time). */
    wasUsed: (userId: number, purpose: Purpose, token: string) => exists(userId, purpose, token, 'used'),
    /** Checks a token without using it (the reset screen validates before asking for a password). */
    isValid: (userId: number, purpose: Purpose, token: string) => exists(userId, purpose, token, 'usable'),
  };
}
export type OneTimeTokensRepository = ReturnType<typeof oneTimeTokensRepository>;
