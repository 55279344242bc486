import { sql, type Kysely, type Transaction } from 'kysely';
import { after, countUpTo, sortText, type Counted, type Position } from '../core/paging';
import type { Database } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';
import type { AttestationKind, CertificateRequestKind } from '../core/db/requests-types';
import { displayName, operatorCompany } from '../core/db/display-name';

type Db = Kysely<Database> | Transaction<Database>;

/** Certificate requests and invoices: the one place their SQL lives. */
export const requestsStore = {
  /** An application's certificate requests with who asked (`where` narrows to one). */
  requestsOf: (db: Db, applicationId: string) =>
    db
      .selectFrom('certificate_requests as r')
      .leftJoin('users as u', 'u.id', 'r.requested_by')
      .selectAll('r')
      .select(displayName('u').as('requester'))
      .where('r.application_id', '=', applicationId),

  hasCertificate: async (db: Db, applicationId: string) =>
    (await db.selectFrom('certificates').select('id').where('application_id', '=', applicationId).executeTakeFirst()) !== undefined,

  openRequest: (db: Db, applicationId: string, kind: CertificateRequestKind, attestation: AttestationKind | null) =>
    db
      .selectFrom('certificate_requests')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('kind', '=', kind)
      .where('status', '=', 'open')
      .$if(attestation !== null, (qb) => qb.where('attestation', '=', attestation as AttestationKind))
      .executeTakeFirst(),

  addRequest: (trx: Db, request: { applicationId: string; kind: CertificateRequestKind; attestation: AttestationKind | null; note: string | null; by: number }) =>
    trx
      .insertInto('certificate_requests')
      .values({ application_id: request.applicationId, kind: request.kind, attestation: request.attestation, note: request.note, requested_by: request.by })
      .returning('id')
      .executeTakeFirstOrThrow(),

  answerRequest: (trx: Db, id: string, answer: { document: FileRef | null; refusalReason: string | null; by: number }) =>
    trx
      .updateTable('certificate_requests')
      .set({
        status: answer.document ? 'answered' : 'refused',
        document: answer.document ? JSON.stringify(answer.document) : null,
        refusal_reason: answer.document ? null : answer.refusalReason,
        answered_by: answer.by,
        answered_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute(),

  /** A page of an application's certificate requests, newest first. */
  requestPage: (db: Db, applicationId: string, limit: number, from?: Position) =>
    requestsStore
      .requestsOf(db, applicationId)
      .select(sortText(sql.ref('r.created_at')).as('page_at'))
      .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('r.id'), sql.ref('r.created_at'))))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit + 1)
      .execute(),

  /** A page of staff's work list: open requests, the longest waiting first (keyset: certificate_requests_open_page_idx). */
  openRequests: (db: Db, limit: number, from?: Position) =>
    db
      .selectFrom('certificate_requests as r')
      .innerJoin('applications as a', 'a.id', 'r.application_id')
      .innerJoin('users as u', 'u.id', 'a.owner_id')
      .select(['r.id', 'r.kind', 'r.attestation', 'r.created_at', 'a.id as application_id', 'a.family', 'a.number', 'a.created_at as application_created_at'])
      .select(sortText(sql.ref('r.created_at')).as('page_at'))
      .select(displayName('u').as('customer_name'))
      .select(operatorCompany('u').as('customer_company'))
      .where('r.status', '=', 'open')
      .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('r.id'), sql.ref('r.created_at'))))
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(limit + 1)
      .execute(),

  openRequestCount: (db: Db): Promise<Counted> => countUpTo(db, db.selectFrom('certificate_requests').select(sql.lit(1).as('one')).where('status', '=', 'open')),

  /** A page of an application's invoices, newest first. */
  invoicesOf: (db: Db, applicationId: string, limit: number, from?: Position) =>
    db
      .selectFrom('invoices')
      .selectAll()
      .select(sortText(sql.ref('created_at')).as('page_at'))
      .where('application_id', '=', applicationId)
      .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('id'), sql.ref('created_at'))))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute(),

  invoice: (db: Db, id: string, applicationId: string) =>
    db.selectFrom('invoices').selectAll().where('id', '=', id).where('application_id', '=', applicationId).executeTakeFirst(),

  /** Invoice numbers are unique whatever their case. */
  invoiceNumberTaken: async (db: Db, number: string) =>
    (await db.selectFrom('invoices').select('id').where((eb) => eb(eb.fn('upper', ['number']), '=', number.toUpperCase())).executeTakeFirst()) !== undefined,

  addInvoice: (trx: Db, invoice: { applicationId: string; number: string; amount: number; dueDate: string; document: FileRef; by: number }) =>
    trx
      .insertInto('invoices')
      .values({
        application_id: invoice.applicationId,
        number: invoice.number,
        amount: invoice.amount,
        due_date: invoice.dueDate,
        document: JSON.stringify(invoice.document),
        created_by: invoice.by,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  setInvoicePaid: (db: Db, id: string, paidAt: Date | null) =>
    db.updateTable('invoices').set({ paid_at: paidAt }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
};
