import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object> = JSONColumnType<T, string | undefined, string>;
type DateOnly = ColumnType<string, string, string>;
// numeric: node-postgres and PGlite read it as a string
type Money = ColumnType<string, number | string, number | string>;

/** An uploaded or generated document, as forms keep it (schemas/_defs/file-ref). */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  media_type: string;
}

export interface ApplicationReviewsTable {
  id: Generated<string>;
  application_id: string;
  outcome: 'complete' | 'request_completion' | 'reject';
  risk_level: 'low' | 'medium' | 'high' | null;
  transfer_reviewed: ColumnType<boolean, boolean | undefined, boolean>;
  reopen_steps: Json<string[]>;
  notes: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface OffersTable {
  id: Generated<string>;
  application_id: string;
  amount: Money;
  fees: Money;
  expires_on: DateOnly;
  notes: string | null;
  document: JSONColumnType<FileRef, string, string>;
  recipient: 'customer' | 'consultant';
  signed_document: JSONColumnType<FileRef | null, string | null | undefined, string | null>;
  reply: ColumnType<'accepted' | 'declined' | 'replaced' | null, undefined, 'accepted' | 'declined' | 'replaced'>;
  decline_reason: string | null;
  replied_by: number | null;
  replied_at: Date | null;
  /** When the daily job found it past its expiry without an answer and told both sides. */
  expired_at: ColumnType<Date | null, undefined, Date | null>;
  created_by: number | null;
  created_at: Timestamp;
}

export interface ContractsTable {
  id: Generated<string>;
  application_id: string;
  duration_years: number;
  start_date: DateOnly;
  documents: Json<FileRef[]>;
  signed_document: JSONColumnType<FileRef | null, string | null | undefined, string | null>;
  signed_by: number | null;
  signed_at: Date | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface InspectionsTable {
  id: Generated<string>;
  application_id: string;
  inspection_date: DateOnly;
  /** The inspector's name as planned (plans before migration 041 name only this). */
  inspector: string;
  /** The inspector's account (migration 041); null on older plans. */
  inspector_id: ColumnType<number | null, number | null | undefined, number | null>;
  preparation: string | null;
  requested_documents: Json<string[]>;
  customer_documents: Json<FileRef[]>;
  customer_note: string | null;
  documents_submitted_at: Date | null;
  results: string | null;
  /** The day the inspection took place, recorded with the results (NULL before migration 034). */
  inspected_on: DateOnly | null;
  report: JSONColumnType<FileRef | null, string | null | undefined, string | null>;
  results_recorded_at: Date | null;
  created_by: number | null;
  created_at: Timestamp;
}

export type NcSeverity = 'minor' | 'major' | 'critical';
export interface NonConformitiesTable {
  id: Generated<string>;
  application_id: string;
  inspection_id: string | null;
  position: number;
  requirement: string;
  finding: string;
  severity: NcSeverity;
  deadline: DateOnly;
  status: ColumnType<'open' | 'answered' | 'closed', 'open' | undefined, 'open' | 'answered' | 'closed'>;
  response: 'confirm' | 'recheck' | null;
  response_note: string | null;
  evidence: Json<FileRef[]>;
  responded_at: Date | null;
  review: 'accepted' | 'returned' | null;
  review_note: string | null;
  reviewed_at: Date | null;
  created_at: Timestamp;
}

export interface ApplicationDecisionsTable {
  id: Generated<string>;
  application_id: string;
  outcome: 'certify' | 'certify_partially' | 'reject';
  certified_items: Json<string[]>;
  reasons: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface CertificatesTable {
  id: Generated<string>;
  application_id: string;
  number: string;
  valid_from: DateOnly;
  valid_to: DateOnly;
  scope: string;
  items: Json<string[]>;
  created_at: Timestamp;
  public_code: Generated<string>;
  traces_number: string | null;
  ggn: string | null;
  status: Generated<CertificateStatus>;
  suspended_items: Json<string[]>;
  status_reason: string | null;
  status_effective: DateOnly | null;
  status_until: DateOnly | null;
  status_changed_at: Timestamp | null;
  /** Every change of its status, dated, in the order recorded (044_certificate_status_changes.sql, certificates/status-changes.ts). */
  status_changes: Json<RecordedStatusChange[]>;
  /** The first day of a change recorded ahead whose notice is still to go. */
  notice_due: DateOnly | null;
  /** The register's search keys (026_register_search.sql, certificates/register-keys.ts). */
  search_holder: string | null;
  search_place: string | null;
  search_products: string | null;
  search_number: string | null;
  search_traces: string | null;
  search_ggn: string | null;
  search_standard: string | null;
  search_version: Generated<number>;
  search_keyed: Generated<number>;
}

/** One change of a certificate's status as the certificate keeps it; `reason` and `by` stay within the body. */
export interface RecordedStatusChange {
  change: 'suspend' | 'suspend_partially' | 'revoke' | 'cancel' | 'reinstate' | 'expire' | 'renewed';
  status: CertificateStatus;
  items: string[];
  /** The first day it is in force (YYYY-MM-DD). */
  from: string;
  until: string | null;
  reason: string | null;
  /** What made it: staff's status form, a sanction's escalation, the expiry, a renewal taking over. */
  by: 'staff' | 'sanction' | 'expiry' | 'renewal';
  /** When it was recorded (ISO instant). */
  at: string;
  /** Whether the holder was told it took effect (at once when recorded for a day come; by the daily job on its day otherwise). */
  noticed: boolean;
  /** A renewal taking over: the number of the certificate that follows. */
  renewed_by?: string;
}

/** What staff last made of a certificate; "expired" is read from valid_to, never stored. */
export type CertificateStatus = 'active' | 'suspended' | 'partially_suspended' | 'revoked' | 'cancelled' | 'expired';

export interface ApplicationEventsTable {
  id: Generated<string>;
  application_id: string;
  actor_id: number | null;
  action: string;
  from_state: string | null;
  to_state: string | null;
  details: Json<Record<string, unknown>>;
  at: Timestamp;
}

export interface ApplicationNotesTable {
  id: Generated<string>;
  application_id: string;
  author_id: number | null;
  side: 'customer' | 'staff';
  body: string;
  created_at: Timestamp;
}

export interface LifecycleTables {
  application_notes: ApplicationNotesTable;
  application_reviews: ApplicationReviewsTable;
  offers: OffersTable;
  contracts: ContractsTable;
  inspections: InspectionsTable;
  non_conformities: NonConformitiesTable;
  application_decisions: ApplicationDecisionsTable;
  certificates: CertificatesTable;
  application_events: ApplicationEventsTable;
}
