import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { ApiError } from './errors';
import { UUID } from './uuid';

/**
 * Cursor (keyset) paging, the one convention of every list of the contract
 * (`components/parameters/Limit` and `Cursor`, answered as `{ items, nextCursor, total? }`).
 *
 * A list is ordered by a sort key and a unique id. A page is read as `limit + 1` rows after the
 * cursor's position: the extra row says whether there is a next page, and the last row shown
 * becomes the next cursor. No OFFSET: a deep page costs what the first one does.
 */

/** The page size when the client names none, and the largest it may ask for (the contract's `maximum`). */
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;

/** How a list's sort key is written in its cursor: an instant (timestamptz as PostgreSQL prints it), a text (a name), or none (by id alone). */
export type SortKind = 'instant' | 'text' | 'none';
/** The list's unique tie-breaker: a uuid, a serial (int4) or a bigserial. */
export type IdKind = 'uuid' | 'integer' | 'bigint';

/** A position in a list: the sort key of the last row shown (as text) and its id. */
export interface Position {
  at: string | null;
  id: string | number;
}

export interface PageQuery {
  limit?: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

// timestamptz::text in the ISO DateStyle: 2026-11-26 21:58:37.123456+00 (seconds and offset minutes optional parts)
const INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const badCursor = () =>
  new ApiError(400, 'errors.invalidRequest', 'cursor is not one this list gave', [
    { path: '/querystring/cursor', keyword: 'format', messageId: 'validation.errors.cursor', params: {} },
  ]);

/** The cursor of a position: opaque to clients (base64url of JSON), read back by `positionOf`. */
export const cursorOf = (position: Position): string => Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');

/** The position a cursor names, checked against the list's kinds; 400 naming `cursor` for anything else. */
export function positionOf(cursor: string | undefined, sort: SortKind, id: IdKind): Position | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badCursor();
  const [at, key] = parsed as [unknown, unknown];
  const atFits =
    sort === 'none'
      ? at === null
      : sort === 'text'
        ? typeof at === 'string' && at.length <= 300
        : typeof at === 'string' && INSTANT.test(at) && !Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
  const idFits =
    id === 'uuid'
      ? typeof key === 'string' && UUID.test(key)
      : Number.isSafeInteger(key) && (key as number) > 0 && (id === 'bigint' || (key as number) <= 2147483647);
  if (!atFits || !idFits) throw badCursor();
  return { at: at as string | null, id: key as string | number };
}

/** The page size asked for, or the default (the contract has checked the range). */
export const pageSize = (query: PageQuery | undefined): number => Math.min(query?.limit ?? PAGE_DEFAULT, PAGE_MAX);

/**
 * The rows after a position in a keyset order, for a store's `where`: `sortKey` and `id` are
 * the SQL the list orders by (both in `direction`); without a sort key (`at` null) by id alone.
 */
export function after(
  position: Position,
  direction: 'asc' | 'desc',
  id: Expression<unknown>,
  sortKey?: Expression<unknown>,
  sort: Exclude<SortKind, 'none'> = 'instant',
): RawBuilder<boolean> {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  if (sortKey === undefined || position.at === null) return sql<boolean>`${id} ${op} ${position.id}`;
  const at = sort === 'instant' ? sql`${position.at}::timestamptz` : sql`${position.at}::text`;
  return sql<boolean>`(${sortKey}, ${id}) ${op} (${at}, ${position.id})`;
}

/**
 * A page of the rows read (`limit + 1` of them at most): the first `limit` and, when there was
 * one more, the cursor of the last one shown.
 */
export function pageOf<R, T>(rows: R[], limit: number, positionOfRow: (row: R) => Position, present: (row: R) => T): Page<T> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(present),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(positionOfRow(last)) : null,
  };
}

/**
 * A page of a list ordered by an instant and a UUID (newest first or oldest first, as `read`
 * orders it): the query's size and cursor, the rows `read` gives with their `page_at` sort
 * text, each presented (a presenter may wait, to sign a document's link).
 */
export async function instantPage<P, R extends P & { page_at: string; id: string }, T>(
  query: PageQuery | undefined,
  read: (limit: number, from: Position | undefined) => Promise<R[]>,
  present: (row: P) => T | Promise<T>,
): Promise<Page<Awaited<T>>> {
  const limit = pageSize(query);
  const rows = await read(limit, positionOf(query?.cursor, 'instant', 'uuid'));
  const page = pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), present);
  return { items: await Promise.all(page.items), nextCursor: page.nextCursor };
}

/** A timestamp as the sort key of a cursor: its exact text (microseconds and offset), for a store's `select`. */
export const sortText = (expression: Expression<unknown>) => sql<string>`(${expression})::text`;

/**
 * How far a list's `total` counts. A count reads every row it counts, so an exact total would
 * cost what the whole list costs (80,000 rows of staff's queue: 57 ms on PostgreSQL, measured in
 * docs/performance.md); counted up to here it costs at most what 10,000 rows do, and a person
 * is told "more than 10,000", which is what they need from a number that large.
 */
export const TOTAL_MAX = 10_000;

/** A list's total: exact up to TOTAL_MAX; beyond, TOTAL_MAX with `totalCapped` (the contract's `PageTotal`). */
export interface Counted {
  total: number;
  totalCapped?: true;
}

/** Counts `rows` (the list's query with its filters, selecting anything) up to TOTAL_MAX + 1. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's query, of any tables
export async function countUpTo(db: Kysely<any>, rows: SelectQueryBuilder<any, any, any>): Promise<Counted> {
  const { rows: [row] } = await sql<{ count: string }>`select count(*) as count from (${rows.limit(TOTAL_MAX + 1)}) as counted`.execute(db);
  const count = Number(row?.count ?? 0);
  return count > TOTAL_MAX ? { total: TOTAL_MAX, totalCapped: true } : { total: count };
}
