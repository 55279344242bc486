import type { Kysely } from 'kysely';
import type { components } from '../../api/schema.gen';
import { STATUS_AFTER, type CertificateChange, type LiveCertificateStatus } from '../../lifecycle/index.ts';
import type { Database } from '../core/db/types';
import { todayIso } from '../core/dates';
import { certificatesStore } from './store';

export type HistoryLine = components['schemas']['PublicCertificate']['history'][number];

/** A stored status as the world reads it: an active certificate is "valid". */
const shown = (change: CertificateChange): LiveCertificateStatus => {
  const after = STATUS_AFTER[change];
  return after === 'active' ? 'valid' : after;
};

/**
 * The public history of a certificate's status, oldest first: its issue, each suspension,
 * reinstatement, revocation or cancellation (from the lifecycle's `change_certificate` events,
 * dated by when the change took effect, with the products a partial one concerns), and its end
 * when its validity ran out. Never a reason or a person: the events' other details stay here.
 */
export async function certificateHistory(
  db: Kysely<Database>,
  cert: { applicationId: string; issuedOn: string; validTo: string; status: LiveCertificateStatus },
): Promise<HistoryLine[]> {
  const changes = await certificatesStore.statusChanges(db, cert.applicationId);
  const lines: HistoryLine[] = [{ date: cert.issuedOn, from: null, to: 'valid', items: [] }];
  for (const change of changes) {
    if (!change.change || !(change.change in STATUS_AFTER)) continue;
    const to = shown(change.change as CertificateChange);
    lines.push({
      date: change.effective_from ?? change.at.toISOString().slice(0, 10),
      from: lines.at(-1)!.to,
      to,
      items: to === 'partially_suspended' && Array.isArray(change.items) ? change.items.filter((item) => typeof item === 'string') : [],
    });
  }
  const last = lines.at(-1)!.to;
  if (cert.status === 'expired' && last !== 'revoked' && last !== 'cancelled' && cert.validTo < todayIso()) {
    lines.push({ date: cert.validTo, from: last, to: 'expired', items: [] });
  }
  return lines;
}
