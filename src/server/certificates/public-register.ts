import type { Kysely } from 'kysely';
import type { components, operations } from '../../api/schema.gen';
import type { Database } from '../core/db/types';
import { searchKey } from '../core/text/search-key';
import { refreshStale } from '../core/db/refresh-stale';
import { divisionNames } from '../reference-data/division-names';
import { certificateOn } from './certificate-today';
import { todayIso } from '../core/dates';
import { certificatesStore, type RegisterKeyQuery, type RegisterKeys } from './store';

export type PublicRegisterEntry = components['schemas']['PublicRegisterEntry'];

/**
 * What the public register shows of a certificate: decided here, once, as data. Every answer of
 * the register (search, JSON, CSV) is built by `pickPublic`, which copies these fields and no
 * other. Never: tax numbers, addresses beyond the town, e-mails, phones, reasons for a status,
 * staff or consultants. The order is the CSV's columns (docs/register.md); add at the end only.
 */
export const PUBLIC_REGISTER_FIELDS = [
  'number',
  'holder',
  'town',
  'region',
  'standard',
  'products',
  'status',
  'valid_from',
  'valid_to',
  'ggn',
  'traces_number',
  'verify_path',
  'regional_unit',
  'scheduled',
] as const satisfies readonly (keyof PublicRegisterEntry)[];

export const pickPublic = (entry: PublicRegisterEntry): PublicRegisterEntry =>
  Object.fromEntries(PUBLIC_REGISTER_FIELDS.map((field) => [field, entry[field]])) as unknown as PublicRegisterEntry;

/** The register's filters, as the contract declares them for its search (the exports take the same). */
export type RegisterFilters = Omit<NonNullable<operations['searchPublicRegister']['parameters']['query']>, 'limit' | 'cursor'>;

interface Division { region?: string; prefecture?: string; municipal_unit?: string }
interface HolderDetails {
  company_name?: string;
  ggn?: string;
  address?: { division?: Division };
}

type Row = Awaited<ReturnType<typeof certificatesStore.allWithHolder>>[number];

/** The entry of one certificate, as the world sees it today (status by certificate-today.ts). */
function entryOf(row: Row): PublicRegisterEntry {
  const details = ((row.profile ?? {}) as { user_details?: HolderDetails }).user_details ?? {};
  const division = details.address?.division ?? {};
  const [region, regionalUnit, town] = divisionNames([division.region, division.prefecture, division.municipal_unit].filter((id): id is string => !!id), 'el');
  const today = certificateOn(row, todayIso());
  const productStatus = (name: string): PublicRegisterEntry['products'][number]['status'] => {
    if (today.status === 'partially_suspended') return today.suspended_items.includes(name) ? 'suspended' : 'valid';
    return today.status;
  };
  return pickPublic({
    number: row.number,
    // a company is certified under its name; a person under theirs (and their town only)
    holder: details.company_name?.trim() || row.person,
    town: town ?? null,
    region: region ?? null,
    standard: row.family === 'bio' ? 'bio' : 'globalgap',
    products: row.items.map((name) => ({ name, status: productStatus(name) })),
    status: today.status,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    // the GGN staff confirmed at the decision; for a certificate from before, the profile's
    ggn: row.family === 'bio' ? null : (row.ggn ?? (/^\d{13}$/.test(details.ggn ?? '') ? details.ggn! : null)),
    traces_number: row.family === 'bio' ? row.traces_number : null,
    verify_path: `/verify/${row.public_code}`,
    regional_unit: regionalUnit ?? null,
    scheduled: today.scheduled,
  });
}

/** The code-like keys: lower case, without spaces (a number or a TRACES number typed with or without them). */
const codeKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * A key of words: each starts after a space (the key's first too), so a query's word is looked
 * up as the start of a word, `LIKE '% word%'` (045_certificate_search_words.sql).
 */
const wordsOf = (names: (string | null)[]) => ` ${names.map((name) => searchKey(name ?? '')).join(' | ')}`;

/** The keys a certificate is searched by (026_register_search.sql), made of its public entry alone. */
export function registerKeysOf(entry: PublicRegisterEntry): RegisterKeys {
  return {
    holder: wordsOf([entry.holder]),
    // region, regional unit and town apart, so no part spans two
    place: wordsOf([entry.region, entry.regional_unit, entry.town]),
    products: wordsOf(entry.products.map((product) => product.name)),
    number: codeKey(entry.number),
    traces: entry.traces_number ? codeKey(entry.traces_number) : null,
    ggn: entry.ggn,
    standard: entry.standard,
  };
}

/** The filters as the keys are compared: each keyed the way the stored keys are. */
function keyQueryOf(f: RegisterFilters, today: string): RegisterKeyQuery {
  // each word apart, in any order: "papadopoulos giorgos" finds Γιώργος Παπαδόπουλος
  const words = (text: string | undefined) => (text === undefined ? undefined : [...new Set(searchKey(text).split(' ').filter(Boolean))]);
  return {
    holder: words(f.name),
    products: words(f.product),
    place: words(f.region),
    number: f.number === undefined ? undefined : codeKey(f.number),
    traces: f.traces === undefined ? undefined : codeKey(f.traces),
    ggn: f.ggn === undefined ? undefined : [...new Set([f.ggn, f.ggn.padStart(13, '0')])],
    standard: f.standard,
    expiresBetween: f.expires_within === undefined ? undefined : [today, addDays(today, f.expires_within)],
  };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** How many stale certificates one pass keys (a first search after a bulk import makes several passes). */
const KEYING_BATCH = 1000;

/**
 * Brings every stale key up to date before a search (the triggers of 026_register_search.sql and
 * 038_search_stale.sql mark what changed; a certificate issued has none yet).
 */
export const refreshRegisterKeys = (db: Kysely<Database>): Promise<number> =>
  refreshStale(
    (limit) => certificatesStore.staleForRegister(db, limit),
    (stale) => certificatesStore.writeRegisterKeys(db, stale.map((row) => ({ id: row.id, version: row.search_version, ...registerKeysOf(entryOf(row)) }))),
    KEYING_BATCH,
  );

/** The entries the filters select, by certificate number: after the number `after`, at most `limit` (none: every one, the open-data export). */
export async function searchRegister(db: Kysely<Database>, filters: RegisterFilters, page: { after?: string; limit?: number } = {}): Promise<PublicRegisterEntry[]> {
  await refreshRegisterKeys(db);
  const rows = await certificatesStore.searchRegister(db, keyQueryOf(filters, todayIso()), page);
  return rows.map(entryOf);
}

/** The opaque cursor of a page: the last number shown, as base64url (the next page starts after it). */
export const cursorOf = (number: string) => Buffer.from(`n${number}`).toString('base64url');
/** The number a cursor names; '' for none (the first page); undefined for a cursor this server never gave. */
export function afterOf(cursor: string | undefined): string | undefined {
  if (!cursor) return '';
  const text = Buffer.from(cursor, 'base64url').toString();
  return /^n[A-Z0-9-]{1,28}$/.test(text) ? text.slice(1) : undefined;
}
