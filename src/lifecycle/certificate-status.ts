/** What staff may make of an issued certificate (spec §4 certificate outcomes). */
export const CERTIFICATE_CHANGES = ['suspend', 'suspend_partially', 'revoke', 'cancel', 'reinstate'] as const;
export type CertificateChange = (typeof CERTIFICATE_CHANGES)[number];

/** The status staff last set, as stored; `expired` is set by the daily job once valid_to has passed. */
export type StoredCertificateStatus = 'active' | 'suspended' | 'partially_suspended' | 'revoked' | 'cancelled' | 'expired';

/** The status the world reads: the stored one, with the passing of time applied. */
export type LiveCertificateStatus = 'valid' | 'not_yet_valid' | 'expired' | 'suspended' | 'partially_suspended' | 'revoked' | 'cancelled';

export const STATUS_AFTER: Readonly<Record<CertificateChange, StoredCertificateStatus>> = {
  suspend: 'suspended',
  suspend_partially: 'partially_suspended',
  revoke: 'revoked',
  cancel: 'cancelled',
  reinstate: 'active',
};

/**
 * Revoked, cancelled and expired are final: nothing brings such a certificate back (a new
 * certification does). A suspension is lifted by reinstating.
 */
export function changeAllowed(current: StoredCertificateStatus, change: CertificateChange): boolean {
  if (current === 'revoked' || current === 'cancelled' || current === 'expired') return false;
  if (change === 'reinstate') return current === 'suspended' || current === 'partially_suspended';
  return true;
}

/**
 * One dated change of a certificate's status as the certificate keeps it (`status_changes`):
 * the status it leads to, the products of a partial suspension, the first day it is in force
 * and, for a suspension set for a time, its last day. Recorded in the order staff (or a
 * sanction, the expiry, a renewal) made them.
 */
export interface DatedStatusChange {
  status: StoredCertificateStatus;
  items: readonly string[];
  from: string;
  until: string | null;
  /** When it was recorded (ISO instant), when known: a change recorded once another's day had come does not undo that it happened. */
  at?: string;
}

export interface CertificateDates {
  status: StoredCertificateStatus;
  /** The first day it is valid (YYYY-MM-DD): a certificate may be issued before it starts. */
  valid_from: string;
  valid_to: string;
  /** The last day of a suspension set for a time; the day after it the certificate is valid again. */
  status_until: string | null;
  /**
   * The dated changes, when the reader has them: then the status in force on the day is read
   * from them (a change dated in the future is not in force yet) rather than from `status`,
   * which is the state after the last change recorded.
   */
  status_changes?: readonly DatedStatusChange[] | null;
}

const ACTIVE = { status: 'active' as StoredCertificateStatus, items: [] as readonly string[], from: null as string | null, until: null as string | null };

/**
 * The stored status in force on `day`: of the changes whose first day has come, the one
 * recorded last (a later decision overrides an earlier one, even one dated later that has not
 * come yet: a suspension scheduled for the 5th and a reinstatement recorded afterwards for the
 * 1st leave the certificate valid on the 5th); active before any.
 */
export function stateOn(changes: readonly DatedStatusChange[], day: string): { status: StoredCertificateStatus; items: readonly string[]; from: string | null; until: string | null } {
  let state = ACTIVE;
  for (const change of changes) if (change.from <= day) state = change;
  return state;
}

/**
 * Whether the change recorded as `index` of `changes` takes effect: unless a change recorded
 * after it, before its day came, is in force by its date (a suspension scheduled for the 5th
 * and a reinstatement from the 1st recorded on the 2nd: the suspension never happens). One in
 * force when the next was recorded did happen (suspended in the morning, reinstated at noon).
 */
export const takesEffect = (changes: readonly DatedStatusChange[], index: number): boolean => {
  const change = changes[index]!;
  return !changes.slice(index + 1).some((later) => later.from <= change.from && (later.at === undefined || later.at.slice(0, 10) < change.from));
};

/**
 * The changes recorded but not in force on `day` that will take effect, soonest first: what
 * the public page announces ("suspended from 5 Dec 2026").
 */
export function scheduledAfter(changes: readonly DatedStatusChange[], day: string): DatedStatusChange[] {
  const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  // a change that leaves the status as it will be the day before (a reinstatement of a valid certificate) announces nothing
  const changesSomething = (change: DatedStatusChange) => {
    const before = stateOn(changes, dayBefore(change.from));
    return before.status !== change.status || before.items.join('\n') !== change.items.join('\n');
  };
  return changes.filter((change, i) => change.from > day && takesEffect(changes, i) && changesSomething(change)).sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * The live status on `today` (YYYY-MM-DD), computed at read time so that nothing has to run
 * on a start or end date: revoked and cancelled stay so; past its end date a certificate is
 * expired; a suspension in force shows; before its first day it is not yet valid (a renewal
 * decided before the old one ends); a suspension whose last day has passed is over; a change
 * dated in the future is not in force before its day. The one place that decides it: /verify,
 * both PDFs, every list, badge and header read it.
 */
export function liveStatus(cert: CertificateDates, today: string): LiveCertificateStatus {
  const inForce = cert.status_changes ? stateOn(cert.status_changes, today) : { status: cert.status, until: cert.status_until };
  if (inForce.status === 'revoked' || inForce.status === 'cancelled') return inForce.status;
  if (inForce.status === 'expired' || today > cert.valid_to) return 'expired';
  const suspensionOver = inForce.until !== null && today > inForce.until;
  if ((inForce.status === 'suspended' || inForce.status === 'partially_suspended') && !suspensionOver) return inForce.status;
  if (today < cert.valid_from) return 'not_yet_valid';
  return 'valid';
}
