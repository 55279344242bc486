import { sql, type Kysely } from 'kysely';
import type { Database } from './types';

/** Where a search keeps its keys: the table, its id's type, and which column holds each key. */
export interface KeyColumns<Key extends string> {
  table: 'certificates' | 'applications' | 'users';
  idType: 'uuid' | 'integer';
  /** The row's version (raised by every change that alters what the keys are made of) and the version its keys were made at. */
  version: string;
  keyed: string;
  columns: Record<Key, string>;
}

/**
 * Writes the search keys made at each row's `version`, the batch in one statement (the
 * register's, the queue's, the customers'). A row changed meanwhile keeps its newer version,
 * so the next search keys it again.
 */
export async function writeKeysAt<Key extends string>(
  db: Kysely<Database>,
  to: KeyColumns<Key>,
  rows: readonly ({ id: string | number; version: number } & Record<NoInfer<Key>, string | null>)[],
) {
  if (rows.length === 0) return;
  const keys = Object.keys(to.columns) as Key[];
  const sets = [...keys.map((key) => sql`${sql.id(to.columns[key])} = v.${sql.id(key)}`), sql`${sql.id(to.keyed)} = v.version`];
  // the record's shape names only code's own constants: nothing of a request reaches it
  const shape = sql.raw([`id ${to.idType}`, 'version integer', ...keys.map((key) => `"${key}" text`)].join(', '));
  await sql`
    UPDATE ${sql.table(to.table)} t SET ${sql.join(sets)}
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(${shape})
    WHERE t.id = v.id AND t.${sql.id(to.version)} = v.version`.execute(db);
}
