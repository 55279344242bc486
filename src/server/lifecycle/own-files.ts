import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileRef } from '../db/lifecycle-types';
import { ApiError } from '../errors';

/**
 * The documents named in a lifecycle form must be the caller's own uploads: naming another
 * person's file would otherwise open it to everyone who reads the application.
 */
export async function assertOwnFiles(db: Kysely<Database>, userId: number, refs: Record<string, FileRef | FileRef[] | undefined>) {
  const named = Object.entries(refs).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((ref, i) => ({ ref, path: Array.isArray(value) ? `/${field}/${i}` : `/${field}` })),
  );
  if (!named.length) return;
  const ids = [...new Set(named.map((n) => n.ref.id))];
  const own = await db.selectFrom('files').select('id').where('id', 'in', ids).where('owner_id', '=', userId).execute();
  const found = new Set(own.map((r) => r.id));
  const missing = named.filter((n) => !found.has(n.ref.id));
  if (missing.length) {
    throw new ApiError(
      400,
      'errors.invalidRequest',
      'A document named is not one of your uploads',
      missing.map((n) => ({ path: n.path, keyword: 'fileRef', messageId: 'lifecycle.errors.notYourUpload' })),
    );
  }
}
