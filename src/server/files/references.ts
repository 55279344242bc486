import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';

/**
 * Every column that may keep a file reference (`{ id, name, size, media_type }`, anywhere in
 * its JSON), with the application the row belongs to (none for a profile). A new jsonb column
 * goes here or into HOLD_NO_FILES: tests/server/jobs/sweep-files.test.ts fails until it does,
 * so the daily sweep never deletes a file a new kind of record names.
 */
export const FILE_REFERRERS = [
  { table: 'applications', columns: ['answers'], application: 'id' },
  { table: 'offers', columns: ['document', 'signed_document'], application: 'application_id' },
  { table: 'contracts', columns: ['documents', 'signed_document'], application: 'application_id' },
  { table: 'inspections', columns: ['customer_documents', 'report'], application: 'application_id' },
  { table: 'non_conformities', columns: ['evidence'], application: 'application_id' },
  { table: 'certificate_requests', columns: ['document'], application: 'application_id' },
  { table: 'invoices', columns: ['document'], application: 'application_id' },
  { table: 'sanctions', columns: ['documents'], application: 'application_id' },
  // the history names counts and ids of records today, but whatever it ever names is kept
  { table: 'application_events', columns: ['details'], application: 'application_id' },
  { table: 'users', columns: ['profile'], application: null },
] as const;

/** jsonb columns that hold texts, lists of names or message parameters, never a file. */
export const HOLD_NO_FILES = [
  'notifications.params',
  'news.title',
  'news.body',
  'application_reviews.reopen_steps',
  'inspections.requested_documents',
  'application_decisions.certified_items',
  'certificates.items',
  'certificates.suspended_items',
] as const;

/**
 * Spec §9: organic files are kept at least 5 years after withdrawal. An organic application is
 * withdrawn when its certificate was revoked or cancelled (the regulation's "withdrawal of the
 * certificate", and the operator leaving); the date is the certificate's status change.
 * docs/decisions.md "Files no record refers to" says why GLOBALG.A.P. files are kept.
 */
export const ORGANIC_RETENTION_YEARS = 5;

/**
 * The references that still keep their file on `retainedSince` (the day 5 years before now):
 * every reference but those of organic applications withdrawn before that day. With `fileId`,
 * only that file's (a cheap text match first, then the exact JSON walk).
 */
export function keepingReferences(retainedSince: Date, fileId?: string): RawBuilder<{ file_id: string }> {
  const branches = FILE_REFERRERS.flatMap(({ table, columns, application }) =>
    columns.map((column) => {
      const narrow = fileId ? sql` WHERE t.${sql.ref(column)}::text LIKE ${`%${JSON.stringify(fileId)}%`}` : sql``;
      const app = application ? sql`t.${sql.ref(application)}` : sql`NULL::uuid`;
      return sql`SELECT jsonb_path_query(t.${sql.ref(column)}, 'lax $.**.id') #>> '{}' AS file_id, ${app} AS application_id FROM ${sql.table(table)} t${narrow}`;
    }),
  );
  return sql<{ file_id: string }>`
    SELECT r.file_id FROM (${sql.join(branches, sql` UNION ALL `)}) r
    LEFT JOIN applications a ON a.id = r.application_id
    LEFT JOIN certificates c ON c.application_id = a.id
    WHERE NOT coalesce(a.family = 'bio' AND c.status IN ('revoked', 'cancelled') AND c.status_changed_at < ${retainedSince}, false)`;
}

/** Files uploaded before `uploadedBefore` that no reference keeps any more. */
export async function unreferencedFiles(db: Kysely<Database>, uploadedBefore: Date, retainedSince: Date) {
  const { rows } = await sql<{ id: string; sha256: string }>`
    SELECT f.id, f.sha256 FROM files f
    WHERE f.created_at < ${uploadedBefore}
      AND f.id::text NOT IN (SELECT k.file_id FROM (${keepingReferences(retainedSince)}) k WHERE k.file_id IS NOT NULL)
    ORDER BY f.created_at`.execute(db);
  return rows;
}

/** Whether some reference still keeps this one file (checked again inside the delete). */
export async function isKept(db: Kysely<Database>, fileId: string, retainedSince: Date): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM (${keepingReferences(retainedSince, fileId)}) k WHERE k.file_id = ${fileId} LIMIT 1`.execute(db);
  return rows.length > 0;
}
