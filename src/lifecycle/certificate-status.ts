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

export interface CertificateDates {
  status: StoredCertificateStatus;
  /** The first day it is valid (YYYY-MM-DD): a certificate may be issued before it starts. */
  valid_from: string;
  valid_to: string;
  /** The last day of a suspension set for a time; the day after it the certificate is valid again. */
  status_until: string | null;
}

/**
 * The live status on `today` (YYYY-MM-DD), computed at read time so that nothing has to run
 * on a start or end date: revoked and cancelled stay so; past its end date a certificate is
 * expired; a suspension in force shows; before its first day it is not yet valid (a renewal
 * decided before the old one ends); a suspension whose last day has passed is over. The one
 * place that decides it: /verify, both PDFs, every list, badge and header read it.
 */
export function liveStatus(cert: CertificateDates, today: string): LiveCertificateStatus {
  if (cert.status === 'revoked' || cert.status === 'cancelled') return cert.status;
  if (cert.status === 'expired' || today > cert.valid_to) return 'expired';
  const suspensionOver = cert.status_until !== null && today > cert.status_until;
  if ((cert.status === 'suspended' || cert.status === 'partially_suspended') && !suspensionOver) return cert.status;
  if (today < cert.valid_from) return 'not_yet_valid';
  return 'valid';
}
