import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/types';

/**
 * Stores `expired` on every certificate whose last valid day (valid_to) is before `today`, so
 * that the stored status agrees with the live one the public page computes (liveStatus).
 * Revoked and cancelled certificates stay so. Answers how many changed.
 */
export async function expireCertificates(db: Kysely<Database>, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  const result = await db
    .updateTable('certificates')
    .set({ status: 'expired', status_changed_at: sql<Date>`now()` })
    .where('valid_to', '<', today)
    .where('status', 'not in', ['revoked', 'cancelled', 'expired'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
