import type { AppContext } from '../context';
import { ApiError, notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import { hashPassword } from '../accounts/passwords';
import { employeesRepository } from './store';
import { postNotification } from '../notifications/post';
import { applicationReference } from '../applications/reference';
import { mailText } from '../notifications/mail-text';
import { actingConsultant } from '../customers/acting-consultant';
import { assignApplicationTo, findVisibleApplication } from '../applications/visible';
import { displayNameOf, operatorOfRow } from '../accounts/display-name';
import { recordAssignment } from '../lifecycle/side-events';
import type { Handler, OperationRequest } from '../core/handler';
import { pageOf, pageSize, positionOf, type Position } from '../core/paging';

/** How many of an employee's customers and of their applications come with the employee (the table's cells). */
const ASSIGNED_PREVIEW = 5;

const usernameTaken = () =>
  new ApiError(409, 'employees.usernameTaken', 'This username is taken', [
    { path: '/username', keyword: 'unique', messageId: 'employees.usernameTaken' },
  ]);

const profileOf = (fullName: string, email: string) => ({ user_details: { first_name: fullName.trim(), last_name: '', email } });

/**
 * A consultant's employees (contract: /employees). Employees may read their own entry (the
 * customers and applications assigned to them) and nothing else here.
 */
export function employeeHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const employees = employeesRepository(db);

  const customerPage = async (employeeId: number, limit: number, from?: Position) =>
    pageOf(await employees.customers(employeeId, limit, from), limit, (c) => ({ at: null, id: c.id }), ({ id, name }) => ({ id, name }));
  const applicationPage = async (employeeId: number, limit: number, from?: Position) =>
    pageOf(await employees.applications(employeeId, limit, from), limit, (a) => ({ at: a.page_at, id: a.id }), ({ id, type, year, status }) => ({ id, type, year, status }));

  /** Each employee with the first few of what is assigned to them; the rest page by page (…/customers, …/applications). */
  async function present(rows: Awaited<ReturnType<typeof employees.list>>) {
    return Promise.all(
      rows.map(async (row) => {
        const [customers, applications] = await Promise.all([customerPage(row.id, ASSIGNED_PREVIEW), applicationPage(row.id, ASSIGNED_PREVIEW)]);
        return { id: row.id, full_name: row.full_name, username: row.username, email: row.email, customers, applications };
      }),
    );
  }

  /** The employee whose assignments are asked for: the consultant's own, or the employee asking about themself; else 404. */
  async function assignmentsOf(request: OperationRequest<'listEmployeeCustomers' | 'listEmployeeApplications'>) {
    const viewer = signedIn(request);
    const employerId = viewer.isEmployee ? (viewer.userId === request.params.id ? viewer.employerId : undefined) : viewer.userId;
    const row = employerId ? await employees.find(employerId, request.params.id) : undefined;
    if (!row) throw notFound();
    return row.id;
  }

  const listEmployeeCustomers: Handler<'listEmployeeCustomers'> = async (request) => {
    const id = await assignmentsOf(request);
    const limit = pageSize(request.query);
    const [page, counted] = await Promise.all([customerPage(id, limit, positionOf(request.query?.cursor, 'none', 'integer')), employees.customerCount(id)]);
    return { ...page, ...counted };
  };

  const listEmployeeApplications: Handler<'listEmployeeApplications'> = async (request) => {
    const id = await assignmentsOf(request);
    const limit = pageSize(request.query);
    const [page, counted] = await Promise.all([applicationPage(id, limit, positionOf(request.query?.cursor, 'instant', 'uuid')), employees.applicationCount(id)]);
    return { ...page, ...counted };
  };

  async function ownEmployee(request: OperationRequest<'getEmployee' | 'updateEmployee'>) {
    const consultant = actingConsultant(request);
    const row = await employees.find(consultant.userId, request.params.id);
    if (!row) throw notFound();
    return { consultant, row };
  }

  async function usernameFree(username: string, exceptId?: number) {
    const holder = await ctx.users.findByUsername(username);
    return !holder || holder.id === exceptId;
  }

  const listEmployees: Handler<'listEmployees'> = async (request) => {
    const viewer = signedIn(request);
    if (viewer.isEmployee) {
      const own = viewer.employerId ? await employees.find(viewer.employerId, viewer.userId) : undefined;
      return { items: await present(own ? [own] : []), nextCursor: null };
    }
    const consultant = actingConsultant(request);
    const limit = pageSize(request.query);
    const rows = await employees.list(consultant.userId, limit, positionOf(request.query?.cursor, 'none', 'integer'));
    const page = pageOf(rows, limit, (row) => ({ at: null, id: row.id }), (row) => row);
    return { items: await present(page.items), nextCursor: page.nextCursor };
  };

  const getEmployee: Handler<'getEmployee'> = async (request) => {
    const { row } = await ownEmployee(request);
    return (await present([row]))[0];
  };

  const createEmployee: Handler<'createEmployee'> = async (request, reply) => {
    const consultant = actingConsultant(request);
    const { fullName, username, email, password } = request.body;
    if (!(await usernameFree(username))) throw usernameTaken();
    const account = await ctx.users.create({
      username,
      email: email.trim(),
      password_hash: await hashPassword(password),
      role: 'consultant',
      is_employee: true,
      consultant_id: consultant.userId,
      country_id: consultant.countryId,
      locale: consultant.locale,
      status: 'active',
      profile: JSON.stringify(profileOf(fullName, email.trim())),
    });
    // The password is the consultant's to hand over; the mail says where and as whom to sign in.
    await ctx.mailer.send({
      to: account.email,
      locale: account.locale,
      greet: displayNameOf(account),
      ...mailText(account.locale, 'employees.mail.created', {
        name: displayNameOf(account),
        consultant: displayNameOf(consultant.account),
        link: `${ctx.config.publicUrl}/login`,
        username: account.username,
      }),
    });
    const row = await employees.find(consultant.userId, account.id);
    if (!row) throw notFound();
    return reply.code(201).send((await present([row]))[0]);
  };

  const updateEmployee: Handler<'updateEmployee'> = async (request) => {
    const { consultant, row } = await ownEmployee(request);
    const { fullName, username, email } = request.body;
    if (!(await usernameFree(username, row.id))) throw usernameTaken();
    await employees.update(row.id, { username: username.trim().toLowerCase(), email: email.trim(), profile: profileOf(fullName, email.trim()) });
    const saved = await employees.find(consultant.userId, row.id);
    if (!saved) throw notFound();
    return (await present([saved]))[0];
  };

  const deleteEmployees: Handler<'deleteEmployees'> = async (request) => {
    const consultant = actingConsultant(request);
    const deleted = await employees.remove(consultant.userId, request.body.ids);
    if (!deleted.length) throw notFound();
    return { deleted };
  };

  const assignApplicationEmployee: Handler<'assignApplicationEmployee'> = async (request, reply) => {
    const consultant = actingConsultant(request);
    const viewer = signedIn(request);
    const { id } = request.params;
    const app = await findVisibleApplication(db, id, viewer);
    // The consultant's own applications as a customer are not theirs to hand out.
    if (!app || app.owner_id === consultant.userId) throw notFound();
    const employeeId = request.body.employee_id ?? null;
    const employee = employeeId === null ? null : await employees.find(consultant.userId, employeeId);
    if (employeeId !== null && !employee) {
      throw new ApiError(404, 'employees.notFound', 'No such employee of yours');
    }
    await db.transaction().execute(async (trx) => {
      await assignApplicationTo(trx, app.id, employeeId);
      if (employeeId !== app.assigned_employee_id) {
        await recordAssignment(trx, { applicationId: app.id, by: viewer.userId, employeeName: employee ? employee.full_name : null });
      }
      if (employeeId !== null && employeeId !== app.assigned_employee_id) {
        await postNotification(trx, [employeeId], { messageId: 'notifications.applicationAssigned', params: { type: app.family, reference: applicationReference(app), customer: operatorOfRow(app).name } });
      }
    });
    return reply.code(204).send();
  };

  return { listEmployees, listEmployeeCustomers, listEmployeeApplications, getEmployee, createEmployee, updateEmployee, deleteEmployees, assignApplicationEmployee };
}
