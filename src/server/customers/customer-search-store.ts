import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { containsPattern, SEARCH_MIN } from '../core/text/search-key';
import type { CustomerSearch } from './customer-search';
import { writeKeysAt } from '../core/db/write-keys-at';

/** The keys one account is searched by (037_customer_search.sql), made by customer-search.ts. */
export interface CustomerSearchKeys {
  id: number;
  version: number;
  names: string;
  codes: string;
}

const contains = (column: RawBuilder<unknown>, part: string) =>
  // a part too short for a trigram is compared without one (the consultant's customers only)
  part.length >= SEARCH_MIN ? sql<boolean>`${column} like ${containsPattern(part)}` : sql<boolean>`position(${part} in ${column}) > 0`;

const joined = (parts: RawBuilder<boolean>[], joiner: 'and' | 'or') => (parts.length ? sql<boolean>`(${sql.join(parts, sql.raw(` ${joiner} `))})` : sql<boolean>`false`);

/** The account `table` matches by its names (every word). */
export const namesMatch = (table: string, search: CustomerSearch) =>
  joined(search.words.map((word) => contains(sql`coalesce(${sql.ref(`${table}.search_names`)}, '')`, word)), 'and');

/** The account `table` matches by its tax number (any of the forms). */
export const codesMatch = (table: string, search: CustomerSearch) =>
  joined(search.codes.map((code) => contains(sql`coalesce(${sql.ref(`${table}.search_codes`)}, '')`, code)), 'or');

/**
 * The ids of the accounts whose keys can match, when the parts are long enough for the trigram
 * indexes (a BitmapOr of users_search_names_trgm and users_search_codes_trgm; the consultant's
 * links of those few are read then); undefined when they are not: then the consultant's own
 * customers are read, as many as they have. A superset of the matches: the full condition
 * (namesMatch, codesMatch) is checked on each.
 */
export function indexedMatches(search: CustomerSearch): RawBuilder<unknown> | undefined {
  const long = (part: string) => part.length >= SEARCH_MIN;
  if (!search.words.some(long) || !search.codes.every(long)) return undefined;
  const words = search.words.filter(long).map((word) => sql<boolean>`s.search_names like ${containsPattern(word)}`);
  const codes = search.codes.map((code) => sql<boolean>`s.search_codes like ${containsPattern(code)}`);
  return sql`(select s.id from users s where ${joined(words, 'and')} or ${joined(codes, 'or')})`;
}

/** The customers' search keys: which are stale, and writing them. */
export const customerSearchStore = {
  /** Up to `limit` accounts whose keys are stale, with what their keys are made of. */
  async stale(db: Kysely<Database>, limit: number) {
    // the stale ids alone first, from the partial index: nearly always none, and then nothing more
    const ids = await db.selectFrom('users').select('id').where(sql<boolean>`search_keyed <> search_version`).limit(limit).execute();
    if (ids.length === 0) return [];
    return db
      .selectFrom('users as u')
      .select(['u.id', 'u.search_version as version', 'u.profile', 'u.email', 'u.identification'])
      .select(displayName('u').as('person'))
      .where('u.id', 'in', ids.map((row) => row.id))
      .execute();
  },

  /** Writes keys made at `version` (core/db/write-keys-at.ts). */
  write: (db: Kysely<Database>, rows: readonly CustomerSearchKeys[]) =>
    writeKeysAt(db, { table: 'users', idType: 'integer', version: 'search_version', keyed: 'search_keyed', columns: { names: 'search_names', codes: 'search_codes' } }, rows),
};
