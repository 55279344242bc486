import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/db/types';

/**
 * Spec §9: organic files are kept at least 5 years after withdrawal. An organic application is
 * withdrawn when its certificate was revoked or cancelled (the regulation's "withdrawal of the
 * certificate", and the operator leaving); the date is the certificate's status change.
 * docs/decisions.md "Files no record refers to" says why GLOBALG.A.P. files are kept.
 */
export const ORGANIC_RETENTION_YEARS = 5;

/**
 * Whether some reference still keeps file `f.id` on `retainedSince` (the day 5 years before
 * now): every recorded reference (file_references, written with each save from the places
 * document-holders.ts lists) but those of organic applications withdrawn before that day.
 */
function keptBy(retainedSince: Date, file: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM file_references r
    LEFT JOIN applications a ON a.id = r.application_id
    LEFT JOIN certificates c ON c.application_id = a.id
    WHERE r.file_id = ${file}
      AND NOT coalesce(a.family = 'bio' AND c.status IN ('revoked', 'cancelled') AND c.status_changed_at < ${retainedSince}, false))`;
}

/** Files uploaded before `uploadedBefore` that no reference keeps any more. */
export async function unreferencedFiles(db: Kysely<Database>, uploadedBefore: Date, retainedSince: Date) {
  const { rows } = await sql<{ id: string; sha256: string }>`
    SELECT f.id, f.sha256 FROM files f
    WHERE f.created_at < ${uploadedBefore} AND NOT ${keptBy(retainedSince, sql`f.id`)}
    ORDER BY f.created_at`.execute(db);
  return rows;
}

/** Whether some reference still keeps this one file (checked again inside the delete). */
export async function isKept(db: Kysely<Database>, fileId: string, retainedSince: Date): Promise<boolean> {
  const { rows } = await sql<{ kept: boolean }>`SELECT ${keptBy(retainedSince, sql`${fileId}::uuid`)} AS kept`.execute(db);
  return rows[0]?.kept === true;
}
