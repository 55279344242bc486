import type { AppContext } from '../context';
import { ApiError, notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import type { Viewer } from '../applications/access';
import type { InvoicesTable } from '../core/db/requests-types';
import type { Selectable } from 'kysely';
import { documentLink, isUniqueViolation } from '../lifecycle/document-link';
import { requestNotifier } from './notify-requests';
import { stateOf } from '../lifecycle/state';
import { applicationsRepository } from '../applications/store';
import { assertBodyDocuments } from '../files/document-references';
import type { Handler } from '../core/handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const today = () => new Date().toISOString().slice(0, 10);

const numberTaken = () =>
  new ApiError(409, 'invoices.errors.numberTaken', 'The invoice number is already used', [
    { path: '/number', keyword: 'uniqueNumber', messageId: 'invoices.errors.numberTaken' },
  ]);

/** Invoices of the certification body on an application: staff attach and mark paid, the customer side reads and downloads. */
export function invoiceHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const applications = applicationsRepository(db);
  const notify = requestNotifier(ctx);

  const visibleApp = async (id: string, viewer: Viewer) => {
    const app = await applications.findVisible(id, viewer);
    if (!app) throw notFound();
    return app;
  };

  const present = (viewer: Viewer) => {
    const doc = documentLink(db, viewer.userId);
    return async (i: Selectable<InvoicesTable>) => ({
      id: i.id,
      number: i.number,
      amount: Number(i.amount),
      currency: i.currency,
      due_date: i.due_date,
      document: await doc(i.document),
      paid: i.paid_at !== null,
      paid_at: i.paid_at === null ? null : new Date(i.paid_at).toISOString(),
      // overdue is read, not stored: nothing has to run on the due date
      overdue: i.paid_at === null && i.due_date < today(),
      created_at: new Date(i.created_at).toISOString(),
    });
  };

  const listInvoices: Handler<'listInvoices'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    const rows = await db.selectFrom('invoices').selectAll().where('application_id', '=', app.id).orderBy('created_at', 'desc').execute();
    return { data: await Promise.all(rows.map(present(viewer))) };
  };

  const createInvoice: Handler<'createInvoice'> = async (request, reply) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    await assertBodyDocuments(ctx, request, viewer);
    if (!stateOf(app)) throw new ApiError(409, 'lifecycle.errors.notNow', 'The application is a draft');
    const body = request.body;
    const number = body.number.trim();
    if (!number) throw new ApiError(400, 'errors.invalidRequest', 'Give the number', [{ path: '/number', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'number' } }]);
    const taken = await db.selectFrom('invoices').select('id').where((eb) => eb(eb.fn('upper', ['number']), '=', number.toUpperCase())).executeTakeFirst();
    if (taken) throw numberTaken();
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx
          .insertInto('invoices')
          .values({ application_id: app.id, number, amount: body.amount, due_date: body.due_date, document: JSON.stringify(body.document), created_by: viewer.userId })
          .returningAll()
          .executeTakeFirstOrThrow();
        await ctx.documents.recordApplicationRecords(trx, app.id);
        return inserted;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw numberTaken();
        throw error;
      });
    await notify.toCustomerSide(app, 'invoices.notify.created', viewer.userId, { number, amount: Number(body.amount).toFixed(2), due: body.due_date });
    return reply.code(201).send(await present(viewer)(row));
  };

  const setInvoicePaid: Handler<'setInvoicePaid'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    const { invoiceId } = request.params;
    const found = UUID.test(invoiceId)
      ? await db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).where('application_id', '=', app.id).executeTakeFirst()
      : undefined;
    if (!found) throw new ApiError(404, 'invoices.errors.noSuchInvoice', 'No such invoice on this application');
    const paidAt = request.body.paid ? (found.paid_at ?? new Date()) : null;
    const row = await db.updateTable('invoices').set({ paid_at: paidAt }).where('id', '=', found.id).returningAll().executeTakeFirstOrThrow();
    return present(viewer)(row);
  };

  return { listInvoices, createInvoice, setInvoicePaid };
}
