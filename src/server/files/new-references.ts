import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface NamedFile {
  id: string;
  /** JSON pointer of the reference in the saved document (`/submission/signed_application/0`). */
  path: string;
}

const isFileReference = (value: Record<string, unknown>) =>
  typeof value.id === 'string' && typeof value.name === 'string' && 'media_type' in value;

/** Every document a form value names (`{ id, name, size, media_type }`), with where it stands. */
export function namedFiles(value: unknown, path = ''): NamedFile[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => namedFiles(item, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (isFileReference(record)) return [{ id: record.id as string, path }];
  return Object.entries(record).flatMap(([key, item]) => namedFiles(item, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
}

/** The ids of the documents a form value names. */
export const fileIdsOf = (value: unknown): Set<string> => new Set(namedFiles(value).map((file) => file.id));

/** Whether a value names a document that is not among `known`. */
export const namesOtherFiles = (known: ReadonlySet<string>, value: unknown) => namedFiles(value).some((file) => !known.has(file.id));

/**
 * A saved application or profile may keep the documents it already named (a consultant's
 * upload stays when the customer saves the draft), but a document it names anew must be one
 * the caller uploaded: whoever may read the application or profile may open the documents it
 * names, so naming another person's upload id would open that document to its namer.
 * `prefix` puts the paths under the request body's field (`/answers`).
 */
export async function assertNewFilesAreOwn(db: Kysely<Database>, userId: number, before: unknown, after: unknown, prefix = '') {
  const known = fileIdsOf(before);
  const added = namedFiles(after).filter((file) => !known.has(file.id));
  if (!added.length) return;
  // an id that is no UUID names no upload (and would make the database refuse the query)
  const ids = [...new Set(added.map((file) => file.id))].filter((id) => UUID.test(id));
  const own = ids.length ? await db.selectFrom('files').select('id').where('id', 'in', ids).where('owner_id', '=', userId).execute() : [];
  const found = new Set(own.map((row) => row.id));
  const foreign = added.filter((file) => !found.has(file.id));
  if (!foreign.length) return;
  throw new ApiError(
    400,
    'errors.invalidRequest',
    'A document named is not one of your uploads',
    foreign.map((file) => ({ path: `${prefix}${file.path}`, keyword: 'fileRef', messageId: 'lifecycle.errors.notYourUpload' })),
  );
}
