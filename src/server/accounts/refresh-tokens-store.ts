import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

/** A refresh token and the sign-in (family) it belongs to. */
export interface IssuedToken {
  token: string;
  familyId: string;
}

export type RotationResult =
  | ({ outcome: 'rotated'; userId: number } & IssuedToken)
  | { outcome: 'unknown' | 'expired' | 'revoked' | 'reused' };

export function refreshTokensRepository(db: Kysely<Database>, ttlSeconds: number) {
  const expiry = () => new Date(Date.now() + ttlSeconds * 1000);

  return {
    /** Starts a new family (one sign-in) and returns its first token. */
    async issue(userId: number): Promise<IssuedToken> {
      const { token, hash } = newOpaqueToken();
      const familyId = randomUUID();
      await db
        .insertInto('refresh_tokens')
        .values({ user_id: userId, family_id: familyId, token_hash: hash, expires_at: expiry() })
        .execute();
      return { token, familyId };
    },

    /**
     * Exchanges a token for its successor. A token is good once: presenting it again means
     * it leaked (or a client replayed it), so the whole family is revoked.
     */
    rotate(token: string): Promise<RotationResult> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('refresh_tokens')
          .selectAll()
          .where('token_hash', '=', hashOpaqueToken(token))
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { outcome: 'unknown' };
        if (row.revoked_at) return { outcome: 'revoked' };
        const now = new Date();
        if (row.used_at) {
          await trx
            .updateTable('refresh_tokens')
            .set({ revoked_at: now })
            .where('family_id', '=', row.family_id)
            .where('revoked_at', 'is', null)
            .execute();
          return { outcome: 'reused' };
        }
        if (new Date(row.expires_at) <= now) return { outcome: 'expired' };
        await trx.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', row.id).execute();
        const next = newOpaqueToken();
        await trx
          .insertInto('refresh_tokens')
          .values({ user_id: row.user_id, family_id: row.family_id, token_hash: next.hash, expires_at: expiry() })
          .execute();
        return { outcome: 'rotated', userId: row.user_id, token: next.token, familyId: row.family_id };
      });
    },

    /** Ends the sign-in the token belongs to. */
    async revokeFamilyOf(token: string): Promise<void> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashOpaqueToken(token))
        .executeTakeFirst();
      if (!row) return;
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every sign-in of the account but `keepFamilyId` (when given). */
    async revokeAllOf(userId: number, keepFamilyId?: string): Promise<void> {
      let query = db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepFamilyId !== undefined) query = query.where('family_id', '<>', keepFamilyId);
      await query.execute();
    },
  };
}
export type RefreshTokensRepository = ReturnType<typeof refreshTokensRepository>;
