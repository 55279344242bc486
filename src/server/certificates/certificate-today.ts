import { liveStatus, type StoredCertificateStatus } from '../../lifecycle/index.ts';
import { todayIso } from '../core/dates';

/** What an application's row carries of its certificate (hot-queries-store.ts). */
export interface CertificateFacts {
  status: StoredCertificateStatus;
  valid_from: string;
  valid_to: string;
  status_until: string | null;
  suspended_items: string[];
}

/**
 * The application's certificate as it stands today, for lists, headers and the staff queue:
 * the live status the public page shows, and the products a partial suspension names.
 */
export function certificateToday(facts: CertificateFacts | null) {
  if (!facts) return null;
  const status = liveStatus(facts, todayIso());
  return { status, suspended_items: status === 'partially_suspended' ? facts.suspended_items : [] };
}
