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

/**
 * `retrySeconds`: how long a used token may come back as a retry rather than a theft (`rotate`);
 * 0 counts every return as a theft.
 */
export function refreshTokensRepository(db: Kysely<Database>, ttlSeconds: number, retrySeconds = 0) {
  const expiry = () => new Date(Date.now() + ttlSeconds * 1000);

  /**
   * The unused successor of a token exchanged less than `retrySeconds` ago, when no token of its
   * family was exchanged after it (so the successor is the family's one live token).
   */
  async function retryOf(trx: Kysely<Database>, row: { family_id: string; used_at: Date | null }, now: Date): Promise<{ successorId: string } | undefined> {
    if (!row.used_at || now.getTime() - new Date(row.used_at).getTime() >= retrySeconds * 1000) return undefined;
    const family = await trx
      .selectFrom('refresh_tokens')
      .select(['id', 'used_at', 'revoked_at'])
      .where('family_id', '=', row.family_id)
      .where((eb) => eb.or([eb('used_at', '>', row.used_at), eb.and([eb('used_at', 'is', null), eb('revoked_at', 'is', null)])]))
      .execute();
    const live = family.filter((token) => token.used_at === null);
    if (live.length !== 1 || family.length !== 1) return undefined;
    return { successorId: live[0].id };
  }

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
     *
     * Except as a retry: the answer carrying the successor can be lost (the page reloaded or the
     * phone's connection dropped while the refresh was under way), and the browser then asks
     * again with the token it kept. When the token is the family's latest exchanged, less than
     * `retrySeconds` ago, and its successor has never been used, the successor is set aside and a
     * new one given instead (docs/decisions.md, "Tokens"). Should the set-aside successor come
     * after all (a thief replayed the token in that window while the person kept the answer),
     * the family is revoked; after the window, or once the successor was used, a return is a
     * theft as before.
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
        const now = new Date();
        const revokeFamily = () =>
          trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', row.family_id).where('revoked_at', 'is', null).execute();
        if (row.revoked_at) {
          // a successor set aside by a retry, presented after all: two holders of one sign-in
          if (!row.used_at) await revokeFamily();
          return { outcome: 'revoked' };
        }
        if (row.used_at) {
          const retried = await retryOf(trx, row, now);
          if (!retried) {
            await revokeFamily();
            return { outcome: 'reused' };
          }
          // the successor whose answer was lost will not be presented: it is set aside
          await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('id', '=', retried.successorId).execute();
        } else {
          if (new Date(row.expires_at) <= now) return { outcome: 'expired' };
          await trx.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', row.id).execute();
        }
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
