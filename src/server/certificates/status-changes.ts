import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import type { CertificateStatus, RecordedStatusChange } from '../core/db/lifecycle-types';
import { isoInstant, todayIso } from '../core/dates';
import { certificatesStore } from './store';

/** A change as its path asks for it; when it was recorded and whether it is told at once are decided here. */
export interface StatusChangeAsked {
  change: RecordedStatusChange['change'];
  status: CertificateStatus;
  items?: string[];
  from: string;
  until?: string | null;
  reason: string | null;
  by: RecordedStatusChange['by'];
  renewedBy?: string;
}

/** The change as the certificate keeps it: one shape for every path. */
function recorded(asked: StatusChangeAsked, today: string): RecordedStatusChange {
  return {
    change: asked.change,
    status: asked.status,
    items: asked.items ?? [],
    from: asked.from,
    until: asked.until ?? null,
    reason: asked.reason,
    by: asked.by,
    at: isoInstant(new Date()),
    // in force already: the action that made it told the holder; dated ahead: the daily job tells them on its day
    noticed: asked.from <= today,
    ...(asked.renewedBy ? { renewed_by: asked.renewedBy } : {}),
  };
}

/**
 * The one way a certificate's status changes, whatever the path (staff's status form, a
 * sanction's escalation or a reinstatement after it, the expiry, a renewal taking over): the
 * dated change is appended to the certificate's `status_changes`, from which its status on any
 * day and its public history are read, and the certificate's latest status is set, in the
 * transaction of what caused it. A change dated ahead waits for its day (`notice_due`).
 */
export async function recordStatusChange(trx: Transaction<Database>, certificateId: string, asked: StatusChangeAsked): Promise<RecordedStatusChange> {
  const change = recorded(asked, todayIso());
  await certificatesStore.appendStatusChange(trx, certificateId, change);
  return change;
}

/**
 * Records `expired` for every certificate whose last valid day is before `today` and that is
 * not revoked, cancelled or expired already, each from the day after its last day (the
 * expiry's history line), in one statement. Answers how many changed.
 */
export function recordExpiries(db: Kysely<Database>, today: string): Promise<number> {
  // `from` is each certificate's own (the day after valid_to): the store sets it per row
  const template = recorded({ change: 'expire', status: 'expired', from: today, reason: null, by: 'expiry' }, today);
  return certificatesStore.expireBefore(db, today, { ...template, noticed: true });
}
