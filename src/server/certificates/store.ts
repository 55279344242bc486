import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import type { CertificateStatus } from '../core/db/lifecycle-types';

type Db = Kysely<Database> | Transaction<Database>;

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

  /** Every certificate with its holder, by number. */
  allWithHolder: (db: Db) => withHolderQuery(db).orderBy('c.number').execute(),

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
