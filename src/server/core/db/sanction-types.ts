import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { SanctionKind, SanctionState } from '../../../lifecycle/index.ts';
import type { FileRef } from './lifecycle-types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 014: sanctions on a certified operator. */
export interface SanctionsTable {
  id: Generated<string>;
  application_id: string;
  position: number;
  kind: SanctionKind;
  reason: string;
  corrective_action: string;
  deadline: ColumnType<string, string, string>;
  status: ColumnType<SanctionState, SanctionState | undefined, SanctionState>;
  documents: JSONColumnType<FileRef[], string | undefined, string>;
  comment: string | null;
  answered_by: number | null;
  answered_at: Timestamp | null;
  review_note: string | null;
  closed_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface SanctionTables {
  sanctions: SanctionsTable;
}
