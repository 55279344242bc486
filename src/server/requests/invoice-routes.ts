import type { AppContext } from '../context';
import { instantPage } from '../core/paging';
import { ApiError } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import type { Viewer } from '../applications/access';
import type { InvoicesTable } from '../core/db/requests-types';
import type { Selectable } from 'kysely';
import { documentLink, isUniqueViolation } from '../lifecycle/document-link';
import { requestNotifier } from './notify-requests';
import { stateOf } from '../lifecycle/state';
import { visibleApplication } from '../applications/visible';
import { requestsStore } from './store';
import { assertBodyDocuments } from '../files/document-references';
import type { Handler } from '../core/handler';
import { UUID } from '../core/uuid';
import { isoInstant, isoInstantOrNull, todayIso } from '../core/dates';


const numberTaken = () =>
  new ApiError(409, 'invoices.errors.numberTaken', 'The invoice number is already used', [
    { path: '/number', keyword: 'uniqueNumber', messageId: 'invoices.errors.numberTaken' },
  ]);

/** Invoices of the certification body on an application: staff attach and mark paid, the customer side reads and downloads. */
export function invoiceHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const visibleApp = (id: string, viewer: Viewer) => visibleApplication(db, id, viewer);

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
      paid_at: isoInstantOrNull(i.paid_at),
      // overdue is read, not stored: nothing has to run on the due date
      overdue: i.paid_at === null && i.due_date < todayIso(),
      created_at: isoInstant(i.created_at),
    });
  };

  const listInvoices: Handler<'listInvoices'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    return instantPage(request.query, (limit, from) => requestsStore.invoicesOf(db, app.id, limit, from), present(viewer));
  };

  const createInvoice: Handler<'createInvoice'> = async (request, reply) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    await assertBodyDocuments(ctx, request, viewer);
    if (!stateOf(app)) throw new ApiError(409, 'lifecycle.errors.notNow', 'The application is a draft');
    const body = request.body;
    const number = body.number.trim();
    if (!number) throw new ApiError(400, 'errors.invalidRequest', 'Give the number', [{ path: '/number', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'number' } }]);
    if (await requestsStore.invoiceNumberTaken(db, number)) throw numberTaken();
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const inserted = await requestsStore.addInvoice(trx, { applicationId: app.id, number, amount: body.amount, dueDate: body.due_date, document: body.document, by: viewer.userId });
        await ctx.documents.recordApplicationRecords(trx, app.id);
        await requestNotifier(ctx, trx).toCustomerSide(app, 'invoices.notify.created', viewer.userId, { number, amount: Number(body.amount), due: body.due_date });
        return inserted;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw numberTaken();
        throw error;
      });
    return reply.code(201).send(await present(viewer)(row));
  };

  const setInvoicePaid: Handler<'setInvoicePaid'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    const { invoiceId } = request.params;
    const found = UUID.test(invoiceId) ? await requestsStore.invoice(db, invoiceId, app.id) : undefined;
    if (!found) throw new ApiError(404, 'invoices.errors.noSuchInvoice', 'No such invoice on this application');
    const paidAt = request.body.paid ? (found.paid_at ?? new Date()) : null;
    const row = await requestsStore.setInvoicePaid(db, found.id, paidAt);
    return present(viewer)(row);
  };

  return { listInvoices, createInvoice, setInvoicePaid };
}
