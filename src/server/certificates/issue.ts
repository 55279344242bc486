import type { Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { certificatesStore } from './store';

/**
 * Issues the certificate of a positive decision, in the decision's transaction. Its number is
 * the standard's prefix, the first year of validity and the application's first 8 hex digits
 * (BIO-2026-1A2B3C4D), so staff can read it aloud and it never collides within a year.
 */
export function issueCertificate(
  trx: Transaction<Database>,
  app: { id: string; family: string },
  decision: { validFrom: string; validTo: string; scope: string; items: string[]; tracesNumber?: string; ggn?: string },
) {
  const year = decision.validFrom.slice(0, 4);
  const serial = app.id.replace(/-/g, '').slice(0, 8).toUpperCase();
  return certificatesStore.issue(trx, {
    applicationId: app.id,
    number: `${app.family === 'bio' ? 'BIO' : 'GG'}-${year}-${serial}`,
    validFrom: decision.validFrom,
    validTo: decision.validTo,
    scope: decision.scope,
    items: decision.items,
    tracesNumber: app.family === 'bio' ? decision.tracesNumber?.trim() || null : null,
    ggn: app.family === 'bio' ? null : (decision.ggn ?? null),
  });
}
