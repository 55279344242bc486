import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { refreshStale } from '../core/db/refresh-stale';
import { codeKey, containsPattern, SEARCH_MIN, searchKey } from '../core/text/search-key';
import { canonicalIdentification } from '../../validation/rules/identifiers';

/**
 * A consultant's search of their customers (`GET /customers?q=`, 037_customer_search.sql):
 * one text, matched against each account's names key (the company, the person, the e-mail,
 * folded as the register folds names: no accents or case, Greek and Latin spellings meet) and
 * its codes key (the tax number as stored and as letters and digits), each stored as a key the
 * server writes and read from a trigram index.
 */

/** What a search compares: every word in the names key; any of the codes in the codes key. */
export interface CustomerSearch {
  words: string[];
  codes: string[];
}

/** The search `q` as the keys are compared. */
export function customerSearchOf(q: string): CustomerSearch {
  const typed = q.trim().toLowerCase();
  // "EL 094 014 201" finds the customer stored as 094014201; a name's canonical form is empty
  const canonical = canonicalIdentification(typed).toLowerCase();
  return { words: searchKey(q).split(' ').filter(Boolean), codes: [...new Set([typed, canonical].filter(Boolean))] };
}

const contains = (column: RawBuilder<unknown>, part: string) =>
  // a part too short for a trigram is compared without one (the consultant's customers only)
  part.length >= SEARCH_MIN ? sql<boolean>`${column} like ${containsPattern(part)}` : sql<boolean>`position(${part} in ${column}) > 0`;

const orNone = (parts: RawBuilder<boolean>[], joiner: 'and' | 'or') => (parts.length ? sql<boolean>`(${sql.join(parts, sql.raw(` ${joiner} `))})` : sql<boolean>`false`);

/** The account `table` matches by its names (every word). */
export const namesMatch = (table: string, search: CustomerSearch) =>
  orNone(search.words.map((word) => contains(sql`coalesce(${sql.ref(`${table}.search_names`)}, '')`, word)), 'and');

/** The account `table` matches by its tax number. */
export const codesMatch = (table: string, search: CustomerSearch) =>
  orNone(search.codes.map((code) => contains(sql`coalesce(${sql.ref(`${table}.search_codes`)}, '')`, code)), 'or');

/**
 * The accounts whose keys can match, when every compared part is long enough for the trigram
 * indexes (a BitmapOr of users_search_names_trgm and users_search_codes_trgm, then the
 * consultant's links of those few); undefined when a part is too short: then the
 * consultant's own customers are read.
 */
export function indexedMatches(search: CustomerSearch): RawBuilder<boolean> | undefined {
  const long = (part: string) => part.length >= SEARCH_MIN;
  if (!search.words.some(long) || !search.codes.every(long)) return undefined;
  const words = search.words.filter(long).map((word) => sql<boolean>`s.search_names like ${containsPattern(word)}`);
  const codes = search.codes.map((code) => sql<boolean>`s.search_codes like ${containsPattern(code)}`);
  return sql<boolean>`(select s.id from users s where (${sql.join(words, sql` and `)}) or ${orNone(codes, 'or')})`;
}

interface StaleAccount {
  id: number;
  version: number;
  profile: unknown;
  person: string;
  email: string;
  identification: string | null;
}

/** The keys of one account: its company, person and e-mail; its tax number. */
export function customerKeysOf(row: StaleAccount) {
  const details = ((row.profile ?? {}) as { user_details?: { company_name?: unknown } }).user_details ?? {};
  const company = typeof details.company_name === 'string' ? details.company_name : '';
  // apart with " | " so that a searched part does not span two names
  const names = [company, row.person, row.email].map(searchKey).filter(Boolean).join(' | ');
  const id = row.identification ?? '';
  const codes = [...new Set([id.trim().toLowerCase(), codeKey(id)])].filter(Boolean).join(' | ');
  return { id: row.id, version: row.version, names, codes };
}

/** Brings every stale key up to date (037's trigger marks what changed; a new account has none yet). */
export function refreshCustomerKeys(db: Kysely<Database>): Promise<number> {
  return refreshStale(
    async (limit) => {
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
    async (rows) => {
      if (rows.length === 0) return;
      // a row changed meanwhile keeps its newer version, so the next search keys it again
      await sql`
        UPDATE users u SET search_names = v.names, search_codes = v.codes, search_keyed = v.version
        FROM jsonb_to_recordset(${JSON.stringify(rows.map(customerKeysOf))}::jsonb) AS v(id integer, version integer, names text, codes text)
        WHERE u.id = v.id AND u.search_version = v.version`.execute(db);
    },
  );
}
