import type { ColumnType, Generated } from 'kysely';

/** The reports staff send the authorities (migration 049, src/server/reports/). */
export type ReportKind = 'organic_operators' | 'globalgap_certificates';
export type ReportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface StaffReportsTable {
  id: Generated<string>;
  kind: ReportKind;
  period_from: string;
  period_to: string;
  locale: string;
  requested_by: number;
  requested_at: Generated<Date>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  rows_done: ColumnType<number, number | undefined, number>;
  rows_total: ColumnType<number | null, number | null | undefined, number | null>;
  csv_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  xlsx_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReportTables {
  staff_reports: StaffReportsTable;
}
