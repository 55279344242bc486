import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import type { RecordedStatusChange } from '../core/db/lifecycle-types';
import { writeKeysAt } from '../core/db/write-keys-at';

type Db = Kysely<Database> | Transaction<Database>;

/** A certificate's register keys as stored (certificates/register-keys.ts makes them). */
/** Where each register key is kept. */
const REGISTER_KEY_COLUMNS = {
  holder: 'search_holder', place: 'search_place', products: 'search_products', number: 'search_number',
  traces: 'search_traces', ggn: 'search_ggn', standard: 'search_standard',
} as const;
export interface RegisterKeys { holder: string; place: string; products: string; number: string; traces: string | null; ggn: string | null; standard: 'bio' | 'globalgap' }
/** What a search asks of the keys, each already keyed like the stored ones. */
export interface RegisterKeyQuery {
  /** Words, each the start of a word of the key, in any order. */
  holder?: string[]; place?: string[]; products?: string[];
  number?: string; traces?: string; ggn?: string[]; standard?: 'bio' | 'globalgap';
  /** The first and the last day the last valid day may fall on. */
  expiresBetween?: [string, string];
}

const withHolderQuery = (db: Db) =>
  db
    .selectFrom('certificates as c')
    .innerJoin('applications as a', 'a.id', 'c.application_id')
    .innerJoin('users as u', 'u.id', 'a.owner_id')
    .selectAll('c')
    .select(['a.family', 'u.profile'])
    .select(displayName('u').as('person'));

/**
 * Several words (a name typed "surname first name", a name with a product): PostgreSQL multiplies
 * the words' chances as if unrelated and expects hundreds of rows, so it walks the certificates by
 * number and filters, reading 50,000 rows (80–220 ms at 100,000) when the holder's come late.
 * Ordering by an expression of the number that no index holds makes it take the trigram indexes'
 * few matches first and sort them: the same order, since the expression keeps the column's
 * collation. One word keeps the planner's choice: its estimate holds (docs/register.md).
 */
const severalWords = (parts: RegisterKeyQuery) => (parts.holder?.length ?? 0) + (parts.place?.length ?? 0) + (parts.products?.length ?? 0) > 1;

function registerSearchQuery(db: Db, parts: RegisterKeyQuery, page: { after?: string; limit?: number }) {
  let query = withHolderQuery(db);
  const escaped = (part: string) => part.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const like = (column: 'search_number' | 'search_traces', part: string | undefined) => {
    if (part !== undefined) query = query.where(`c.${column}`, 'like', `%${escaped(part)}%`);
  };
  // a word key starts each word after a space (public-register.ts wordsOf): ' word' is a word's start
  const words = (column: 'search_holder' | 'search_place' | 'search_products', parts: string[] | undefined) => {
    for (const part of parts ?? []) query = query.where(`c.${column}`, 'like', `% ${escaped(part)}%`);
  };
  words('search_holder', parts.holder);
  words('search_place', parts.place);
  words('search_products', parts.products);
  like('search_number', parts.number);
  like('search_traces', parts.traces);
  if (parts.expiresBetween) query = query.where('c.valid_to', '>=', parts.expiresBetween[0]).where('c.valid_to', '<=', parts.expiresBetween[1]);
  if (parts.ggn) query = query.where('c.search_ggn', 'in', parts.ggn);
  // a range of one value rather than `=`: with `=`, PostgreSQL drops the standard from the order
  // below as a constant and walks the number index again (see the order)
  if (parts.standard) query = query.where('c.search_standard', '>=', parts.standard).where('c.search_standard', '<=', parts.standard);
  if (page.after !== undefined) query = query.where('c.number', '>', page.after);
  if (severalWords(parts)) query = query.orderBy(sql`c.number || ''`);
  // one standard: its numbers in order are the (search_standard, number) index read from the
  // standard's start. By number alone PostgreSQL may walk every number and filter, believing
  // the standard spread evenly, when every BIO- number sorts before every GG- one (38–97 ms for
  // GLOBALG.A.P.'s first page at 100,000 after a VACUUM ANALYZE, reading 50,000 rows)
  else if (parts.standard) query = query.orderBy('c.search_standard').orderBy('c.number');
  else query = query.orderBy('c.number');
  return page.limit === undefined ? query : query.limit(page.limit);
}

/** Every read and write of certificates: the one place their SQL lives. */
export const certificatesStore = {
  issue: (
    trx: Transaction<Database>,
    cert: { applicationId: string; number: string; validFrom: string; validTo: string; scope: string; items: string[]; tracesNumber: string | null; ggn: string | null },
  ) =>
    trx
      .insertInto('certificates')
      .values({
        application_id: cert.applicationId,
        number: cert.number,
        valid_from: cert.validFrom,
        valid_to: cert.validTo,
        scope: cert.scope,
        items: JSON.stringify(cert.items),
        traces_number: cert.tracesNumber,
        ggn: cert.ggn,
      })
      .execute(),

  /** The certificate with what its public page shows of the holder. */
  withHolder(db: Db, by: { applicationId: string } | { code: string }) {
    const query = withHolderQuery(db);
    return ('code' in by ? query.where('c.public_code', '=', by.code) : query.where('c.application_id', '=', by.applicationId)).executeTakeFirst();
  },

  /** Certificates whose register keys are stale (026_register_search.sql), with what the keys are made of. */
  async staleForRegister(db: Db, limit: number) {
    // the stale ids alone first, from the partial index: nearly always none, and then no join at all
    const ids = await db.selectFrom('certificates').select('id').where(sql<boolean>`search_keyed <> search_version`).limit(limit).execute();
    if (ids.length === 0) return [];
    return withHolderQuery(db).select('c.search_version').where('c.id', 'in', ids.map((row) => row.id)).execute();
  },

  /** Writes register keys made at `version` (core/db/write-keys-at.ts). */
  writeRegisterKeys: (db: Db, rows: readonly (RegisterKeys & { id: string; version: number })[]) =>
    writeKeysAt(db, { table: 'certificates', idType: 'uuid', version: 'search_version', keyed: 'search_keyed', columns: REGISTER_KEY_COLUMNS }, rows),

  /**
   * The certificates whose keys hold every part asked (LIKE '%part%', served by the trigram
   * indexes), by number, after `after`, at most `limit`; no limit for the open-data export.
   */
  searchRegister: (db: Db, parts: RegisterKeyQuery, page: { after?: string; limit?: number }) => registerSearchQuery(db, parts, page).execute(),

  /** The register search's query itself, for the benchmark's plans (`BENCH_EXPLAIN`). */
  registerSearchQuery: (db: Db, parts: RegisterKeyQuery, page: { after?: string; limit?: number }) => registerSearchQuery(db, parts, page),

  /** Every certificate with its holder, by number. */
  allWithHolder: (db: Db) => withHolderQuery(db).orderBy('c.number').execute(),

  /** The holder's other certificates of a standard still running on `day` (begun before it, not ended, revoked or cancelled): what a renewal takes over. */
  runningInto: (trx: Db, of: { ownerId: number; family: string; applicationId: string; day: string }) =>
    trx
      .selectFrom('certificates as c')
      .innerJoin('applications as a', 'a.id', 'c.application_id')
      .select(['c.id', 'c.number'])
      .where('a.owner_id', '=', of.ownerId)
      .where('a.family', '=', of.family as never)
      .where('c.application_id', '<>', of.applicationId)
      .where('c.valid_from', '<', of.day)
      .where('c.valid_to', '>=', of.day)
      .where('c.status', 'not in', ['revoked', 'cancelled', 'expired'])
      .execute(),

  statusOf: (trx: Db, applicationId: string) =>
    trx.selectFrom('certificates').select(['id', 'number', 'status', 'items', 'valid_from', 'valid_to', 'status_until', 'status_changes']).where('application_id', '=', applicationId).executeTakeFirst(),

  /**
   * Appends a dated change to the certificate's changes and sets its latest status, in one
   * statement (status-changes.ts makes the change): the append is SQL's, so two changes
   * recorded at once both stay. A change dated ahead moves `notice_due` to its day if sooner.
   */
  appendStatusChange: (trx: Transaction<Database>, id: string, change: RecordedStatusChange) =>
    trx
      .updateTable('certificates')
      .set({
        status: change.status,
        suspended_items: JSON.stringify(change.items),
        status_reason: change.reason,
        status_effective: change.from,
        status_until: change.until,
        status_changed_at: new Date(),
        status_changes: sql`status_changes || jsonb_build_array(${JSON.stringify(change)}::jsonb)`,
        notice_due: change.noticed ? sql`notice_due` : sql`least(notice_due, ${change.from})`,
      })
      .where('id', '=', id)
      .execute(),

  /** The certificates with a change dated on or before `today` whose notice is still to go (the partial index holds only these). */
  noticesDue: (db: Db, today: string) =>
    db
      .selectFrom('certificates')
      .select(['id', 'application_id', 'number', 'public_code', 'valid_from', 'valid_to', 'status', 'status_until', 'status_changes'])
      .where('notice_due', '<=', today)
      .orderBy('notice_due')
      .limit(500)
      .forUpdate()
      .skipLocked()
      .execute(),

  /** Marks told the changes in force by `today`, and moves `notice_due` to the next change still ahead (or none). */
  markNoticed: (db: Db, id: string, changes: RecordedStatusChange[], nextDue: string | null) =>
    db.updateTable('certificates').set({ status_changes: JSON.stringify(changes), notice_due: nextDue }).where('id', '=', id).execute(),

  /**
   * Stores `expired` on every certificate whose last valid day is before `today`, with its
   * change dated the day after that day (`change` is the shape, `from` set per row);
   * revoked, cancelled and expired ones stay so.
   */
  async expireBefore(db: Kysely<Database>, today: string, change: RecordedStatusChange): Promise<number> {
    const result = await db
      .updateTable('certificates')
      .set({
        status: 'expired',
        status_changed_at: sql<Date>`now()`,
        status_changes: sql`status_changes || jsonb_build_array(jsonb_set(${JSON.stringify(change)}::jsonb, '{from}', to_jsonb(to_char(valid_to::date + 1, 'YYYY-MM-DD'))))`,
      })
      .where('valid_to', '<', today)
      .where('status', 'not in', ['revoked', 'cancelled', 'expired'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};
