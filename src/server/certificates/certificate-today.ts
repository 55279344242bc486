import { liveStatus, scheduledAfter, stateOn, type DatedStatusChange, type LiveCertificateStatus, type StoredCertificateStatus } from '../../lifecycle/index.ts';
import { todayIso } from '../core/dates';

/** What an application's row carries of its certificate (hot-queries-store.ts, certificate-of-application-sql.ts). */
export interface CertificateFacts {
  status: StoredCertificateStatus;
  valid_from: string;
  valid_to: string;
  status_until: string | null;
  suspended_items: string[];
  /** Its dated changes (044_certificate_status_changes.sql); the status in force is read from them. */
  status_changes: DatedStatusChange[];
}

/** A stored status as the world reads it. */
const shownStatus = (status: StoredCertificateStatus): LiveCertificateStatus => (status === 'active' ? 'valid' : status);

/**
 * The certificate as it stands on `day`: the live status, the products a partial suspension in
 * force names, since when and until when the change in force holds (null when none is, or it is
 * over), and the changes recorded ahead of the day, soonest first ("suspended from 5 Dec").
 */
export function certificateOn(facts: CertificateFacts, day: string) {
  const status = liveStatus(facts, day);
  const inForce = stateOn(facts.status_changes, day);
  // the change in force shows only while it is what the status says (a suspension whose last day passed is over)
  const changeShows = inForce.from !== null && shownStatus(inForce.status) === status;
  return {
    status,
    suspended_items: status === 'partially_suspended' ? [...inForce.items] : [],
    effective: changeShows ? inForce.from : null,
    until: changeShows ? inForce.until : null,
    scheduled: scheduledAfter(facts.status_changes, day).map((change) => ({ status: shownStatus(change.status), from: change.from, items: change.status === 'partially_suspended' ? [...change.items] : [] })),
  };
}

/**
 * The application's certificate as it stands today, for lists, headers and the staff queue:
 * the live status the public page shows, and the products a partial suspension names.
 */
export function certificateToday(facts: CertificateFacts | null) {
  if (!facts) return null;
  const { status, suspended_items } = certificateOn(facts, todayIso());
  return { status, suspended_items };
}
