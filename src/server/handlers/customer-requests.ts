import type { AppContext } from '../context';
import { ApiError, notFound, unauthorized } from '../errors';
import { customersRepository } from '../repositories/customers';
import { notificationsRepository } from '../repositories/notifications';
import { pathId } from '../customers/acting-consultant';
import { normalIdentification } from '../customers/customer-data';
import { displayNameOf } from '../customers/names';
import type { Handler } from './types';

/**
 * Customer requests (docs/decisions.md): a customer asks a consultant to take them on and the
 * consultant answers; a consultant asks to add an existing customer and the certification
 * body's staff answer. Whoever may not answer a request is told it does not exist.
 */
export function customerRequestHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const customers = customersRepository(db);
  const notifications = notificationsRepository(db);

  const decideCustomerRequest: Handler<'decideCustomerRequest'> = async (request) => {
    const claims = request.user;
    if (!claims) throw unauthorized();
    const customerId = pathId(request);
    const { decision, consultant_id } = request.body;
    const isStaff = claims.role === 'staff';
    if (!isStaff && claims.isEmployee) throw notFound();
    const consultantId = isStaff ? consultant_id : claims.userId;
    if (consultantId === undefined) {
      throw new ApiError(400, 'errors.invalidRequest', 'consultant_id is required for staff', [
        { path: '/body/consultant_id', keyword: 'required', messageId: 'validation.errors.required' },
      ]);
    }
    const link = await customers.find(consultantId, customerId);
    const mayAnswer = link && (isStaff ? link.requested_by === 'consultant' : link.requested_by === 'customer');
    if (!link || !mayAnswer) throw notFound();
    if (link.status !== 'new_request') throw new ApiError(409, 'customers.alreadyDecided', 'This request was answered already');
    if (!(await customers.decide(consultantId, customerId, decision))) {
      throw new ApiError(409, 'customers.alreadyDecided', 'This request was answered already');
    }
    const requester = link.requested_by === 'customer' ? customerId : consultantId;
    await notifications.notify([requester], {
      messageId: decision === 'approved' ? 'notifications.requestApproved' : 'notifications.requestDeclined',
      params: { name: link.full_name },
      link: link.requested_by === 'consultant' ? '/customers' : undefined,
    });
    return { status: decision };
  };

  const requestConsultant: Handler<'requestConsultant'> = async (request, reply) => {
    const claims = request.user;
    if (!claims) throw unauthorized();
    const consultant = await ctx.users.findByIdentification(normalIdentification(request.body.identification));
    if (!consultant || consultant.role !== 'consultant' || consultant.is_employee || consultant.status !== 'active') {
      throw new ApiError(404, 'customers.consultantNotFound', 'No consultant has this code');
    }
    const linked = await customers.link({ consultant_id: consultant.id, customer_id: claims.userId, status: 'new_request', requested_by: 'customer' });
    if (!linked) throw new ApiError(409, 'customers.alreadyRequested', 'You asked this consultant already');
    const me = await ctx.users.findById(claims.userId);
    await notifications.notify([consultant.id], {
      messageId: 'notifications.customerRequested',
      params: { name: me ? displayNameOf(me) : '' },
      link: '/customers?status=new_request',
    });
    return reply.code(201).send();
  };

  return { decideCustomerRequest, requestConsultant };
}
