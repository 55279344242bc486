import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../core/errors';
import { hashPassword } from '../accounts/passwords';
import { customersRepository } from './store';
import { postNotification } from '../notifications/post';
import { actingConsultant } from './acting-consultant';
import { profileWithCustomer, type CustomerData } from './customer-data';
import { canonicalIdentification } from '../../validation/rules/identifiers';
import { customerOf, customerSummaryOf } from './present';
import { displayNameOf } from '../accounts/display-name';
import type { Handler } from '../core/handler';
import { pageOf, pageSize, positionOf } from '../core/paging';
import { refreshCustomerKeys } from './customer-search';

const profileIncomplete = () =>
  new ApiError(403, 'customers.profileIncomplete', 'Fill in all the required fields of your profile before adding a customer');
const alreadyRegistered = () =>
  new ApiError(409, 'customers.alreadyRegistered', 'This identification belongs to a registered customer; add them by identification', [
    { path: '/identification', keyword: 'unique', messageId: 'customers.alreadyRegistered' },
  ]);

/** A consultant's customers: list, add (new or existing), edit, remove, assign (contract: /customers). */
export function customerHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const customers = customersRepository(db);

  // A consultant's own request to add an existing customer shows no more than its list row
  // until it is approved: the customer has not agreed to share their data yet.
  async function ownCustomer(consultantId: number, customerId: number) {
    const row = await customers.find(consultantId, customerId);
    if (!row || (row.status !== 'approved' && row.requested_by === 'consultant')) throw notFound();
    return row;
  }

  const listCustomers: Handler<'listCustomers'> = async (request) => {
    const consultant = actingConsultant(request);
    const { limit: asked, cursor, ...filter } = request.query ?? {};
    const limit = pageSize({ limit: asked });
    if (filter.q?.trim()) await refreshCustomerKeys(db);
    const [rows, counted] = await Promise.all([
      customers.list(consultant.userId, filter, limit, positionOf(cursor, 'instant', 'integer')),
      customers.count(consultant.userId, filter),
    ]);
    return { ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), customerSummaryOf), ...counted };
  };

  const createCustomer: Handler<'createCustomer'> = async (request, reply) => {
    const consultant = actingConsultant(request);
    if (consultant.profileStatus !== 'complete') throw profileIncomplete();
    const data: CustomerData = request.body;
    const identification = canonicalIdentification(data.identification);
    if (await ctx.users.findByIdentification(identification)) throw alreadyRegistered();
    // The customer signs in later through "forgot password"; until then no password opens the account.
    const account = await ctx.users.create({
      username: `customer.${identification.toLowerCase()}`,
      email: data.email.trim(),
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      role: 'client',
      customer_type: data.type,
      country_id: data.country,
      status: 'active',
      identification,
      profile: JSON.stringify(profileWithCustomer({}, { ...data, identification })),
    });
    await customers.link({ consultant_id: consultant.userId, customer_id: account.id, status: 'approved', requested_by: 'consultant' });
    const row = await ownCustomer(consultant.userId, account.id);
    return reply.code(201).send(customerOf(row, account));
  };

  const linkCustomer: Handler<'linkCustomer'> = async (request, reply) => {
    const consultant = actingConsultant(request);
    if (consultant.profileStatus !== 'complete') throw profileIncomplete();
    const account = await ctx.users.findByIdentification(canonicalIdentification(request.body.identification));
    if (!account || account.role !== 'client' || account.country_id !== request.body.country) {
      throw new ApiError(404, 'customers.notFoundByIdentification', 'No customer has this identification');
    }
    await db.transaction().execute(async (trx) => {
      const linked = await customersRepository(trx).link({ consultant_id: consultant.userId, customer_id: account.id, status: 'new_request', requested_by: 'consultant' });
      if (!linked) throw new ApiError(409, 'customers.alreadyOnList', 'The customer is on your list already');
      await postNotification(trx, [account.id], { messageId: 'notifications.consultantAddedYou', params: { name: displayNameOf(consultant.account) } });
    });
    const row = await customers.find(consultant.userId, account.id);
    if (!row) throw notFound();
    return reply.code(201).send(customerSummaryOf(row));
  };

  const getCustomer: Handler<'getCustomer'> = async (request) => {
    const consultant = actingConsultant(request);
    const row = await ownCustomer(consultant.userId, request.params.id);
    const account = await ctx.users.findById(row.id);
    if (!account) throw notFound();
    return customerOf(row, account);
  };

  const updateCustomer: Handler<'updateCustomer'> = async (request) => {
    const consultant = actingConsultant(request);
    const row = await ownCustomer(consultant.userId, request.params.id);
    if (row.status !== 'approved') throw new ApiError(409, 'customers.notApproved', 'Only an approved customer can be edited');
    const data: CustomerData = request.body;
    const identification = canonicalIdentification(data.identification);
    const holder = await ctx.users.findByIdentification(identification);
    if (holder && holder.id !== row.id) throw alreadyRegistered();
    const account = await ctx.users.findById(row.id);
    if (!account) throw notFound();
    await customers.updateCustomerAccount(row.id, {
      type: data.type,
      country: data.country,
      identification,
      profile: profileWithCustomer(account.profile as Record<string, unknown>, { ...data, identification }),
    });
    const saved = await ctx.users.findById(row.id);
    if (!saved) throw notFound();
    return customerOf(await ownCustomer(consultant.userId, row.id), saved);
  };

  const deleteCustomers: Handler<'deleteCustomers'> = async (request) => {
    const consultant = actingConsultant(request);
    const deleted = await customers.remove(consultant.userId, request.body.ids);
    if (!deleted.length) throw notFound();
    return { deleted };
  };

  const assignCustomerEmployee: Handler<'assignCustomerEmployee'> = async (request, reply) => {
    const consultant = actingConsultant(request);
    const row = await ownCustomer(consultant.userId, request.params.id);
    if (row.status !== 'approved') throw new ApiError(409, 'customers.notApproved', 'Only an approved customer can be assigned');
    const employeeId = request.body.employee_id ?? null;
    if (employeeId !== null) {
      const employee = await customers.employeeOf(consultant.userId, employeeId);
      if (!employee) throw new ApiError(404, 'employees.notFound', 'No such employee of yours');
    }
    await db.transaction().execute(async (trx) => {
      await customersRepository(trx).assign(consultant.userId, row.id, employeeId);
      if (employeeId !== null && employeeId !== row.assigned_employee_id) {
        await postNotification(trx, [employeeId], { messageId: 'notifications.customerAssigned', params: { name: row.full_name }, link: '/employees' });
      }
    });
    return reply.code(204).send();
  };

  return { listCustomers, createCustomer, linkCustomer, getCustomer, updateCustomer, deleteCustomers, assignCustomerEmployee };
}
