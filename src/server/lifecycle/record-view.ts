import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';
import { documentLink } from './document-link';
import { isoInstant } from '../core/dates';

type DocumentLink = Awaited<ReturnType<ReturnType<typeof documentLink>>>;

/** A stored value as the view shows it (a union, such as `FileRef | null`, value by value). */
type Shown<T> = T extends FileRef ? DocumentLink : T extends readonly FileRef[] ? DocumentLink[] : T;
/** An instant (a column named `*_at`) is written in ISO; a day (`*_on`, `*_date`) stays as the contract's `date` writes it. */
type Instant<T> = T extends Date ? string : T;
export type ShownRow<R> = { [K in keyof R]: K extends `${string}_at` ? Instant<R[K]> : Shown<R[K]> };

// a document is the one JSON value with a media type (schemas/_defs/file-ref)
const isFileRef = (value: unknown): value is FileRef => typeof value === 'object' && value !== null && 'media_type' in value && 'id' in value;

/**
 * How the lifecycle's records reach one reader: every column the store read as it is stored,
 * but its documents as links signed for the reader and its instants (`*_at`) in ISO. The store chooses
 * the columns (view-store.ts); this writes each record's values the one way.
 */
export function recordView(db: Kysely<Database>, userId: number) {
  const doc = documentLink(db, userId);
  const docs = (refs: FileRef[] | null) => Promise.all((refs ?? []).map(doc));

  async function value(key: string, stored: unknown): Promise<unknown> {
    if (key.endsWith('_at') && stored instanceof Date) return isoInstant(stored);
    if (isFileRef(stored)) return doc(stored);
    if (Array.isArray(stored) && stored.length > 0 && stored.every(isFileRef)) return docs(stored);
    return stored;
  }

  /** One record as the reader sees it. */
  async function shown<R extends object>(row: R): Promise<ShownRow<R>> {
    const entries = await Promise.all(Object.entries(row).map(async ([key, stored]) => [key, await value(key, stored)] as const));
    return Object.fromEntries(entries) as ShownRow<R>;
  }

  return { docs, shown, all: <R extends object>(rows: R[]) => Promise.all(rows.map(shown)) };
}
