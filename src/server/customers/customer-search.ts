import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { refreshStale } from '../core/db/refresh-stale';
import { codeKey, searchKey } from '../core/text/search-key';
import { canonicalIdentification } from '../../validation/rules/identifiers';
import { customerSearchStore, type CustomerSearchKeys } from './customer-search-store';

/**
 * A consultant's search of their customers (`GET /customers?q=`, 037_customer_search.sql):
 * one text, matched against each account's names key (the company, the person, the e-mail,
 * folded as the register folds names: no accents or case, Greek and Latin spellings meet) and
 * its codes key (the tax number as stored and as letters and digits), each stored as a key the
 * server writes and read from a trigram index (customer-search-store.ts).
 */

/** What a search compares: every word in the names key; any of the codes in the codes key. */
export interface CustomerSearch {
  words: string[];
  codes: string[];
}

/** The search `q` as the keys are compared. */
export function customerSearchOf(q: string): CustomerSearch {
  const typed = q.trim().toLowerCase();
  // "EL 094 014 201" finds the customer stored as 094014201; a name's canonical form is itself
  const canonical = canonicalIdentification(typed).toLowerCase();
  return { words: searchKey(q).split(' ').filter(Boolean), codes: [...new Set([typed, canonical].filter(Boolean))] };
}

type StaleAccount = Awaited<ReturnType<typeof customerSearchStore.stale>>[number];

/** The keys of one account: its company, person and e-mail; its tax number. */
export function customerKeysOf(row: StaleAccount): CustomerSearchKeys {
  const details = ((row.profile ?? {}) as { user_details?: { company_name?: unknown } }).user_details ?? {};
  const company = typeof details.company_name === 'string' ? details.company_name : '';
  // apart with " | " so that a searched part does not span two names
  const names = [company, row.person, row.email].map(searchKey).filter(Boolean).join(' | ');
  const id = row.identification ?? '';
  const codes = [...new Set([id.trim().toLowerCase(), codeKey(id)])].filter(Boolean).join(' | ');
  return { id: row.id, version: row.version, names, codes };
}

/** Brings every stale key up to date before a search (038's trigger marks what changed; a new account has none yet). */
export const refreshCustomerKeys = (db: Kysely<Database>): Promise<number> =>
  refreshStale(
    (limit) => customerSearchStore.stale(db, limit),
    (stale) => customerSearchStore.write(db, stale.map(customerKeysOf)),
  );
