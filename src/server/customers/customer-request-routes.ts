import type { AppContext } from '../context';
import { ApiError, notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import { customersRepository } from './store';
import { postNotification } from '../notifications/post';
import { displayNameOf } from '../accounts/display-name';
import type { Handler } from '../core/handler';
import { pageOf, pageSize, positionOf } from '../core/paging';
import { isoInstant } from '../core/dates';

// Partner codes are what consultants hand out (docs/decisions.md, Accounts): `CP-` and six characters.
const PARTNER_CODE = /^CP-[0-9A-Z]{6}$/;

/**
 * Customer requests (docs/decisions.md): a customer asks a consultant to take them on and the
 * consultant answers; a consultant asks to add an existing customer and the certification
 * body's staff answer. Whoever may not answer a request is told it does not exist.
 */
export function customerRequestHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const customers = customersRepository(db);

  /** The active consultant (not an employee) a customer names by partner code or tax number. */
  async function consultantNamed(value: string) {
    const code = value.trim().toUpperCase();
    const consultant = PARTNER_CODE.test(code)
      ? await customers.consultantByPartnerCode(code)
      : await ctx.users.findByIdentification(value);
    if (!consultant || consultant.role !== 'consultant' || consultant.is_employee || consultant.status !== 'active') {
      throw new ApiError(404, 'customers.consultantNotFound', 'No consultant has this code');
    }
    return consultant;
  }

  const decideCustomerRequest: Handler<'decideCustomerRequest'> = async (request) => {
    const viewer = signedIn(request);
    const customerId = request.params.id;
    const { decision, consultant_id } = request.body;
    const isStaff = viewer.role === 'staff';
    if (!isStaff && viewer.isEmployee) throw notFound();
    const consultantId = isStaff ? consultant_id : viewer.userId;
    if (consultantId === undefined) {
      throw new ApiError(400, 'errors.invalidRequest', 'consultant_id is required for staff', [
        { path: '/body/consultant_id', keyword: 'required', messageId: 'validation.errors.required' },
      ]);
    }
    const link = await customers.find(consultantId, customerId);
    const mayAnswer = link && (isStaff ? link.requested_by === 'consultant' : link.requested_by === 'customer');
    if (!link || !mayAnswer) throw notFound();
    if (link.status !== 'new_request') throw new ApiError(409, 'customers.alreadyDecided', 'This request was answered already');
    const consultant = await ctx.users.findById(consultantId);
    await db.transaction().execute(async (trx) => {
      if (!(await customersRepository(trx).decide(consultantId, customerId, decision))) {
        throw new ApiError(409, 'customers.alreadyDecided', 'This request was answered already');
      }
      // Everybody the answer concerns and who did not give it hears of it: a staff decision
      // reaches the consultant who asked and the customer; a consultant's, the customer.
      if (link.requested_by === 'consultant') {
        await postNotification(trx, [consultantId], {
          messageId: decision === 'approved' ? 'notifications.requestApproved' : 'notifications.requestDeclined',
          params: { name: link.full_name },
          link: '/customers',
        });
      }
      await postNotification(trx, [customerId], {
        messageId: 'notifications.consultantLinkDecided',
        params: { name: consultant ? displayNameOf(consultant) : '', decision },
        link: '/settings?tab=consultant',
      });
    });
    return { status: decision };
  };

  const requestConsultant: Handler<'requestConsultant'> = async (request, reply) => {
    const viewer = signedIn(request);
    const consultant = await consultantNamed(request.body.identification);
    await db.transaction().execute(async (trx) => {
      const linked = await customersRepository(trx).link({ consultant_id: consultant.id, customer_id: viewer.userId, status: 'new_request', requested_by: 'customer' });
      if (!linked) throw new ApiError(409, 'customers.alreadyRequested', 'You asked this consultant already');
      await postNotification(trx, [consultant.id], {
        messageId: 'notifications.customerRequested',
        params: { name: displayNameOf(viewer.account) },
        link: '/customers?status=new_request',
      });
    });
    return reply.code(201).send();
  };

  /** The signed-in customer's consultants and requests: their own data only. */
  const listMyConsultants: Handler<'listMyConsultants'> = async (request) => {
    const viewer = signedIn(request);
    const limit = pageSize(request.query);
    const rows = await customers.linksOfCustomer(viewer.userId, limit, positionOf(request.query?.cursor, 'instant', 'integer'));
    return {
      ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.consultant_id }), (row) => ({
        consultant: { id: row.consultant_id, name: row.consultant_name },
        status: row.status,
        requested_by: row.requested_by,
        requested_at: isoInstant(row.created_at),
      })),
    };
  };

  /** Staff: the consultants' requests that wait for the certification body. */
  const listCustomerRequests: Handler<'listCustomerRequests'> = async (request) => {
    const limit = pageSize(request.query);
    const from = positionOf(request.query?.cursor, 'instant', 'integer');
    const [rows, counted] = await Promise.all([customers.pendingConsultantRequests(limit, from), customers.pendingConsultantRequestCount()]);
    return {
      ...counted,
      ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.customer_id }), (row) => ({
        customer_id: row.customer_id,
        customer_name: row.customer_name,
        identification: row.identification,
        country_id: row.country_id,
        consultant: { id: row.consultant_id, name: row.consultant_name },
        requested_at: isoInstant(row.created_at),
      })),
    };
  };

  return { decideCustomerRequest, requestConsultant, listMyConsultants, listCustomerRequests };
}
