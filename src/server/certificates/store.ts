import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import type { CertificateStatus } from '../core/db/lifecycle-types';
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
export interface RegisterKeyQuery { holder?: string; place?: string; products?: string; number?: string; traces?: string; ggn?: string[]; standard?: 'bio' | 'globalgap' }

const withHolderQuery = (db: Db) =>
  db
    .selectFrom('certificates as c')
    .innerJoin('applications as a', 'a.id', 'c.application_id')
    .innerJoin('users as u', 'u.id', 'a.owner_id')
    .selectAll('c')
    .select(['a.family', 'u.profile'])
    .select(displayName('u').as('person'));

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
  searchRegister(db: Db, parts: RegisterKeyQuery, page: { after?: string; limit?: number }) {
    let query = withHolderQuery(db);
    const like = (column: 'search_holder' | 'search_place' | 'search_products' | 'search_number' | 'search_traces', part: string | undefined) => {
      if (part !== undefined) query = query.where(`c.${column}`, 'like', `%${part.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    };
    like('search_holder', parts.holder);
    like('search_place', parts.place);
    like('search_products', parts.products);
    like('search_number', parts.number);
    like('search_traces', parts.traces);
    if (parts.ggn) query = query.where('c.search_ggn', 'in', parts.ggn);
    if (parts.standard) query = query.where('c.search_standard', '=', parts.standard);
    if (page.after !== undefined) query = query.where('c.number', '>', page.after);
    query = query.orderBy('c.number');
    return (page.limit === undefined ? query : query.limit(page.limit)).execute();
  },

  /** Every certificate with its holder, by number. */
  allWithHolder: (db: Db) => withHolderQuery(db).orderBy('c.number').execute(),

  /** The status changes recorded for the certificate of an application, oldest first: what changed, for which products, from when (never who or why). */
  statusChanges: (db: Db, applicationId: string) =>
    db
      .selectFrom('application_events')
      .select([sql<string | null>`details->>'change'`.as('change'), sql<string[] | null>`details->'items'`.as('items'), sql<string | null>`details->>'effective_from'`.as('effective_from'), 'at'])
      .where('application_id', '=', applicationId)
      .where('action', '=', 'change_certificate')
      .orderBy('at')
      .orderBy('id')
      .limit(198)
      .execute(),

  statusOf: (trx: Db, applicationId: string) =>
    trx.selectFrom('certificates').select(['id', 'status', 'items']).where('application_id', '=', applicationId).executeTakeFirst(),

  setStatus: (
    trx: Transaction<Database>,
    id: string,
    status: { status: CertificateStatus; suspendedItems: string[]; reason: string; effective: string; until: string | null },
  ) =>
    trx
      .updateTable('certificates')
      .set({
        status: status.status,
        suspended_items: JSON.stringify(status.suspendedItems),
        status_reason: status.reason,
        status_effective: status.effective,
        status_until: status.until,
        status_changed_at: new Date(),
      })
      .where('id', '=', id)
      .execute(),

  /** Stores `expired` on every certificate whose last valid day is before `today`; revoked and cancelled stay so. */
  async expireBefore(db: Kysely<Database>, today: string): Promise<number> {
    const result = await db
      .updateTable('certificates')
      .set({ status: 'expired', status_changed_at: sql<Date>`now()` })
      .where('valid_to', '<', today)
      .where('status', 'not in', ['revoked', 'cancelled', 'expired'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};
