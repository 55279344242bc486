import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { LifecycleTables } from './lifecycle-types';
import type { RequestTables } from './requests-types';
import type { SanctionTables } from './sanction-types';
import type { ReportTables } from './report-types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Role = 'client' | 'consultant' | 'third_party' | 'staff';
export type AccountStatus = 'pending_verification' | 'pending_approval' | 'active' | 'declined' | 'deactivated';
/** What a staff member does (migration 041; docs/staff-accounts.md). */
export type StaffDuty = 'reviewer' | 'inspector' | 'admin';
import type { Locale } from '../../../engine/locales.ts';

export type { Locale };

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  email: string;
  role: ColumnType<Role, Role | undefined, Role>;
  customer_type: ColumnType<'individual' | 'legal_entity', 'individual' | 'legal_entity' | undefined>;
  is_employee: ColumnType<boolean, boolean | undefined, boolean>;
  consultant_id: number | null;
  country_id: ColumnType<number, number | undefined, number>;
  status: ColumnType<AccountStatus, AccountStatus | undefined, AccountStatus>;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  identification: string | null;
  profile: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  profile_status: ColumnType<'incomplete' | 'complete', 'incomplete' | 'complete' | undefined>;
  partner_code: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  staff_duties: ColumnType<StaffDuty[], StaffDuty[] | undefined, StaffDuty[]>;
  /** The customers' search keys (migration 037), written by customers/customer-search.ts; current when keyed = version. */
  search_names: ColumnType<string | null, never, string | null>;
  search_codes: ColumnType<string | null, never, string | null>;
  search_version: ColumnType<number, never, never>;
  search_keyed: ColumnType<number, never, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConsultantCustomersTable {
  consultant_id: number;
  customer_id: number;
  status: ColumnType<'new_request' | 'approved' | 'declined', string | undefined, string>;
  assigned_employee_id: number | null;
  requested_by: ColumnType<'consultant' | 'customer', 'consultant' | 'customer' | undefined, 'consultant' | 'customer'>;
  decided_at: Date | null;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: number;
  message_id: string;
  params: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  link: string | null;
  created_at: Timestamp;
  read_at: Date | null;
}

export type LocalizedText = Record<Locale, string>;

export interface NewsTable {
  id: Generated<number>;
  title: JSONColumnType<LocalizedText, string, string>;
  body: JSONColumnType<LocalizedText, string, string>;
  published_at: Timestamp;
  created_by: number | null;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  user_id: number | null;
  subject: string;
  description: string;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
  revoked_at: Date | null;
}

export interface RequestCountsTable {
  key: string;
  hits: number;
  window_ends: Date;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  username: string;
  address: string;
  at: Timestamp;
}

export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: number;
  purpose: 'password_reset' | 'email_verification';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface FilesTable {
  id: Generated<string>;
  owner_id: number;
  document_type: string;
  original_name: string;
  media_type: string;
  // bigint: node-postgres reads it as a string, PGlite as a number
  size: ColumnType<string | number, number, number>;
  sha256: string;
  /** The uploader's own name for this upload (`Idempotency-Key`): unique per owner, migration 042. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export type ApplicationStatus =
  | 'draft'
  | 'submitted'
  | 'finalized'
  | 'in_inspection'
  | 'in_veto_checking'
  | 'certified'
  | 'partially_certified'
  | 'rejected';
export type ApplicationFamily = 'bio' | 'globalgap';

/** Every questionnaire revision an application used, by the hash of its bundle (migration 043). */
export interface QuestionnaireRevisionsTable {
  hash: string;
  wizard_id: string;
  version: number;
  bundle: JSONColumnType<Record<string, unknown>, string, string>;
  stored_at: Generated<Date>;
}

export interface ApplicationsTable {
  id: Generated<string>;
  owner_id: number;
  created_by: number | null;
  consultant_id: number | null;
  assigned_employee_id: number | null;
  /** The reviewer the application is assigned to, and the inspector of its current plan (migration 041). */
  reviewer_id: ColumnType<number | null, number | null | undefined, number | null>;
  inspector_id: ColumnType<number | null, number | null | undefined, number | null>;
  family: ApplicationFamily;
  wizard_id: string;
  wizard_version: number;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  year: number | null;
  purpose: string | null;
  answers: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  current_step: string | null;
  row_version: ColumnType<number, number | undefined, number>;
  client_request_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: Date | null;
  lifecycle_state: ColumnType<string | null, string | null | undefined, string | null>;
  risk_level: ColumnType<'low' | 'medium' | 'high' | null, undefined, 'low' | 'medium' | 'high' | null>;
  state_since: ColumnType<Date | null, undefined, Date | string | null>;
  /** Generated from the status and lifecycle state (migration 028): whom the queue says it waits on, and its step. */
  queue_waiting_on: ColumnType<'staff' | 'customer' | null, never, never>;
  queue_step: ColumnType<string | null, never, never>;
  /** The queue's search keys (migration 036), written by lifecycle/queue-search.ts; current when keyed = version. */
  queue_search_names: ColumnType<string | null, never, string | null>;
  queue_search_codes: ColumnType<string | null, never, string | null>;
  /** The questionnaire revision the application was given under (migration 043, docs/revisions.md). */
  revision_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** A draft's answers that no migration placed: shown as "no longer asked" until dismissed. */
  retired_answers: JSONColumnType<Record<string, unknown>[] | null, string | null | undefined, string | null>;
  /** What changed in the form when a draft moved to a newer revision: shown until dismissed. */
  revision_notice: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  queue_search_version: ColumnType<number, never, never>;
  queue_search_keyed: ColumnType<number, never, number>;
  /** When the next move is due (migration 036, kept by triggers); 9999-12-31 for nothing due, null for a draft. */
  queue_due_at: ColumnType<Date | null, never, never>;
  /** Given at creation (a sequence); read as a reference by applicationReference. */
  number: Generated<number>;
}

/** Which record refers to which document, and where (migrations/020_file_references.sql). */
export interface FileReferencesTable {
  file_id: string;
  holder: string;
  record_id: string;
  path: string;
  application_id: string | null;
  profile_user_id: number | null;
}

export interface ApplicationStatusHistoryTable {
  id: Generated<string>;
  application_id: string;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  changed_by: number | null;
  at: Timestamp;
}

export interface Database extends LifecycleTables, RequestTables, SanctionTables, ReportTables {
  users: UsersTable;
  consultant_customers: ConsultantCustomersTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  request_counts: RequestCountsTable;
  one_time_tokens: OneTimeTokensTable;
  app_settings: AppSettingsTable;
  files: FilesTable;
  file_references: FileReferencesTable;
  applications: ApplicationsTable;
  questionnaire_revisions: QuestionnaireRevisionsTable;
  application_status_history: ApplicationStatusHistoryTable;
  notifications: NotificationsTable;
  news: NewsTable;
  contact_messages: ContactMessagesTable;
}

/** An account as a query reads it. */
export type UserRow = Selectable<UsersTable>;
