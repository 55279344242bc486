import type { components } from '../../api/schema.gen';
import { takesEffect, type LiveCertificateStatus } from '../../lifecycle/index.ts';
import type { RecordedStatusChange } from '../core/db/lifecycle-types';

export type HistoryLine = components['schemas']['PublicCertificate']['history'][number];

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The public history of a certificate's status, oldest first, read from its dated changes
 * (status-changes.ts, whatever path made them): its issue, with the day its validity starts;
 * the start of its validity when that came after the issue; each suspension (with the products
 * a partial one concerns), reinstatement, revocation, cancellation, renewal taking over and
 * expiry, dated from when it took effect; the end of a suspension set for a time. Only what is
 * in force by `today`: a change dated ahead is announced apart (`scheduled`), and one a later
 * decision overrode before its day never took effect. Never a reason or a person.
 */
export function certificateHistory(
  cert: { issuedOn: string; validFrom: string; validTo: string; changes: readonly RecordedStatusChange[] },
  today: string,
): HistoryLine[] {
  const startsLater = cert.validFrom > cert.issuedOn;
  const lines: HistoryLine[] = [{ date: cert.issuedOn, from: null, to: startsLater ? 'not_yet_valid' : 'valid', items: [], valid_from: cert.validFrom }];
  const add = (date: string, to: LiveCertificateStatus, extra: Partial<HistoryLine> = {}) => {
    const from = lines.at(-1)!.to;
    if (from !== to || (extra.items?.length ?? 0) > 0) lines.push({ date, from, to, items: [], ...extra });
  };
  // what happened, in the order of its days (a change recorded later may be dated earlier)
  const events: { date: string; to: LiveCertificateStatus; items?: string[]; renewed_by?: string }[] = [];
  if (startsLater && cert.validFrom <= today) events.push({ date: cert.validFrom, to: 'valid' });
  cert.changes.forEach((change, i) => {
    if (change.from > today || !takesEffect(cert.changes, i)) return;
    const to: LiveCertificateStatus = change.status === 'active' ? (change.from < cert.validFrom ? 'not_yet_valid' : 'valid') : change.status;
    events.push({ date: change.from, to, items: change.status === 'partially_suspended' ? change.items : undefined, renewed_by: change.renewed_by });
    // a suspension for a time is over the day after its last day, unless a later change came first
    if (change.until && change.until < today && (change.status === 'suspended' || change.status === 'partially_suspended')) {
      const end = dayAfter(change.until);
      const next = cert.changes.slice(i + 1).find((later) => later.from <= today);
      if (!next || next.from > end) events.push({ date: end, to: end < cert.validFrom ? 'not_yet_valid' : 'valid' });
    }
  });
  const ended = cert.changes.some((change) => change.status === 'expired' && change.from <= today);
  if (!ended && cert.validTo < today) events.push({ date: dayAfter(cert.validTo), to: 'expired' });
  events.sort((a, b) => a.date.localeCompare(b.date));
  for (const event of events) {
    const last = lines.at(-1)!.to;
    // revoked, cancelled and expired are final: nothing after them is shown
    if (last === 'revoked' || last === 'cancelled' || last === 'expired') break;
    add(event.date, event.to, { ...(event.items ? { items: [...event.items] } : {}), ...(event.renewed_by ? { renewed_by: event.renewed_by } : {}) });
  }
  return lines;
}
