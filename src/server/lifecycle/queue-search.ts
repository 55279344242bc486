import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import { codeKey, SEARCH_MIN, searchKey } from '../core/text/search-key';
import { applicationReference } from '../applications/reference';
import { queueSearchStore } from './queue-search-store';
import { refreshStale } from '../core/db/refresh-stale';

/**
 * Staff's search of the queue (036_queue_search.sql): one text, matched against the holder's
 * names (the company and the person, folded as the public register folds them: no accents or
 * case, Greek and Latin spellings meet) and against the codes (the reference, the tax number,
 * the GGN of the profile and of the certificate), each stored as a key the server writes.
 */


/** What a search compares: every word of the name in the names key, or the code in the codes key. */
export interface QueueSearch {
  words: string[];
  code: string | null;
}

/** The search `q` as the keys are compared; 400 naming `q` when nothing in it is long enough to search by. */
export function queueSearchOf(q: string): QueueSearch {
  const words = searchKey(q).split(' ').filter(Boolean);
  // a code is Latin letters and digits (with spaces, dots, hyphens, slashes): a text with other
  // letters is a name ("Δοκιμής 4242" is not the code "4242")
  const code = /^[a-z0-9\s./-]+$/i.test(q) ? codeKey(q) : '';
  const search = { words: words.some((word) => word.length >= SEARCH_MIN) ? words : [], code: code.length >= SEARCH_MIN ? code : null };
  if (search.words.length === 0 && search.code === null) {
    throw new ApiError(400, 'errors.invalidRequest', `q needs at least ${SEARCH_MIN} letters or digits`, [
      { path: '/querystring/q', keyword: 'minLength', messageId: 'validation.errors.minLength', params: { limit: SEARCH_MIN } },
    ]);
  }
  return search;
}

type StaleRow = Awaited<ReturnType<typeof queueSearchStore.stale>>[number];

interface HolderDetails {
  company_name?: unknown;
  ggn?: unknown;
}

/** The keys of one application, made of its holder's profile, its reference and its certificate. */
export function queueKeysOf(row: StaleRow) {
  const details = ((row.profile ?? {}) as { user_details?: HolderDetails }).user_details ?? {};
  const company = typeof details.company_name === 'string' ? details.company_name : '';
  const profileGgn = typeof details.ggn === 'string' ? details.ggn : '';
  // apart with " | " so that a searched part does not span two names or two codes
  const names = [company, row.person, row.username].map((name) => searchKey(name ?? '')).filter(Boolean).join(' | ');
  const codes = [applicationReference(row), row.identification ?? '', profileGgn, row.ggn ?? ''].map(codeKey).filter(Boolean).join(' | ');
  return { id: row.id, version: row.version, names, codes };
}

/**
 * Brings every stale key up to date before a search (the triggers of 036_queue_search.sql and
 * 038_search_stale.sql mark what changed; an application submitted has none yet).
 */
export const refreshQueueKeys = (db: Kysely<Database>): Promise<number> =>
  refreshStale(
    (limit) => queueSearchStore.stale(db, limit),
    (stale) => queueSearchStore.write(db, stale.map(queueKeysOf)),
  );
