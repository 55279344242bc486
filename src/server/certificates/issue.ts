import type { Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { certificatesStore } from './store';
import { recordStatusChange } from './status-changes';

/**
 * Issues the certificate of a positive decision, in the decision's transaction. Its number is
 * the standard's prefix, the first year of validity and the application's first 8 hex digits
 * (BIO-2026-1A2B3C4D), so staff can read it aloud and it never collides within a year.
 *
 * A renewal's certificate takes over from the holder's certificate of the cycle before, of the
 * same standard, on its own first day: both are held and listed until then (the next cycle's
 * "not yet valid"), and from that day the earlier one reads expired, "renewed by" the new one
 * (a change dated ahead, status-changes.ts). One that ends before the new one starts ends by
 * itself.
 */
export async function issueCertificate(
  trx: Transaction<Database>,
  app: { id: string; family: string; owner_id: number; purpose: string | null },
  decision: { validFrom: string; validTo: string; scope: string; items: string[]; tracesNumber?: string; ggn?: string },
) {
  const year = decision.validFrom.slice(0, 4);
  const serial = app.id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const number = `${app.family === 'bio' ? 'BIO' : 'GG'}-${year}-${serial}`;
  await certificatesStore.issue(trx, {
    applicationId: app.id,
    number,
    validFrom: decision.validFrom,
    validTo: decision.validTo,
    scope: decision.scope,
    items: decision.items,
    tracesNumber: app.family === 'bio' ? decision.tracesNumber?.trim() || null : null,
    ggn: app.family === 'bio' ? null : (decision.ggn ?? null),
  });
  if (app.purpose !== 'renewal') return;
  for (const earlier of await certificatesStore.runningInto(trx, { ownerId: app.owner_id, family: app.family, applicationId: app.id, day: decision.validFrom })) {
    await recordStatusChange(trx, earlier.id, { change: 'renewed', status: 'expired', from: decision.validFrom, reason: null, by: 'renewal', renewedBy: number });
  }
}
