import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import type { FileRow } from './store';
import type { Viewer } from '../applications/access';
import { existingFiles, referencedForViewer } from './access-store';
import { UUID } from '../core/uuid';

/**
 * Who may read a file: its owner, and whoever may read an application or a profile that
 * refers to it **where a form declares a document** (file_references, written with each save
 * by files/document-references.ts; the certification body's staff read every application and
 * profile). A consultant uploads documents into a customer's application or profile (the
 * consultant owns the file), and the customer, the consultant's employees on that customer
 * and the staff who evaluate must open them; a customer's standing order must open for the
 * consultant who edits the profile. A file's id written anywhere else opens nothing.
 */
export async function mayRead(db: Kysely<Database>, file: FileRow, viewer: Viewer): Promise<boolean> {
  if (file.owner_id === viewer.userId) return true;
  return (await referencedForViewer(db, viewer, [file.id])).size > 0;
}

/** Of these ids, the files that exist and the viewer may read (an id that is no UUID names none). */
export async function readableFiles(db: Kysely<Database>, viewer: Viewer, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (!wanted.length) return new Set();
  const existing = await existingFiles(db, wanted);
  const readable = new Set(existing.filter((f) => f.owner_id === viewer.userId).map((f) => f.id));
  const others = existing.filter((f) => !readable.has(f.id)).map((f) => f.id);
  for (const id of await referencedForViewer(db, viewer, others)) readable.add(id);
  return readable;
}

/** Who may delete a file: its owner. */
export async function mayDelete(file: FileRow, viewer: Viewer): Promise<boolean> {
  return file.owner_id === viewer.userId;
}
