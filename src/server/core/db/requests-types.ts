import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { FileRef } from './lifecycle-types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;
// numeric: node-postgres and PGlite read it as a string
type Money = ColumnType<string, number | string, number | string>;

export type CertificateRequestKind = 'attestation' | 'duplicate' | 'issuance';
/** The attestations a customer may ask for (docs/decisions.md "Certificate requests and invoices"). */
export type AttestationKind = 'conformity' | 'products' | 'conversion' | 'control_system';

export interface CertificateRequestsTable {
  id: Generated<string>;
  application_id: string;
  kind: CertificateRequestKind;
  attestation: AttestationKind | null;
  note: string | null;
  status: ColumnType<'open' | 'answered' | 'refused', 'open' | undefined, 'answered' | 'refused'>;
  requested_by: number | null;
  created_at: Timestamp;
  document: JSONColumnType<FileRef | null, string | null | undefined, string | null>;
  refusal_reason: string | null;
  answered_by: number | null;
  answered_at: Date | null;
}

export interface InvoicesTable {
  id: Generated<string>;
  application_id: string;
  number: string;
  amount: Money;
  currency: ColumnType<'EUR', 'EUR' | undefined, 'EUR'>;
  due_date: DateOnly;
  document: JSONColumnType<FileRef, string, string>;
  paid_at: Date | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface RequestTables {
  certificate_requests: CertificateRequestsTable;
  invoices: InvoicesTable;
}
