import { sql, type Kysely } from 'kysely';
import { after, countUpTo, sortText, type Counted, type Position } from '../core/paging';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';

/** A consultant's employees: accounts with role consultant and is_employee, linked by consultant_id. */
export function employeesRepository(db: Kysely<Database>) {
  const employees = () =>
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.username', 'u.email', 'u.created_at'])
      .select(displayName('u').as('full_name'))
      .where('u.is_employee', '=', true);

  const assignedCustomers = (employeeId: number) =>
    db
      .selectFrom('consultant_customers as cc')
      .innerJoin('users as u', 'u.id', 'cc.customer_id')
      .where('cc.assigned_employee_id', '=', employeeId)
      .where('cc.status', '=', 'approved');

  return {
    /** A page of the consultant's employees, in the order they were added (keyset on the id). */
    list: (consultantId: number, limit: number, from?: Position) =>
      employees()
        .where('u.consultant_id', '=', consultantId)
        .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('u.id'))))
        .orderBy('u.id')
        .limit(limit + 1)
        .execute(),
    find: (consultantId: number, employeeId: number) =>
      employees().where('u.consultant_id', '=', consultantId).where('u.id', '=', employeeId).executeTakeFirst(),
    /** A page of the customers assigned to an employee, by customer id (keyset: consultant_customers_assigned_idx). */
    customers: (employeeId: number, limit: number, from?: Position) =>
      assignedCustomers(employeeId)
        .select(['cc.customer_id as id'])
        .select(displayName('u').as('name'))
        .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('cc.customer_id'))))
        .orderBy('cc.customer_id')
        .limit(limit + 1)
        .execute(),
    customerCount: (employeeId: number): Promise<Counted> => countUpTo(db, assignedCustomers(employeeId).select(sql.lit(1).as('one'))),
    /** A page of the applications assigned to an employee, newest first (keyset: applications_assigned_page_idx). */
    applications: (employeeId: number, limit: number, from?: Position) =>
      db
        .selectFrom('applications as a')
        .select(['a.id', 'a.family as type', 'a.year', 'a.status'])
        .select(sortText(sql.ref('a.created_at')).as('page_at'))
        .where('a.assigned_employee_id', '=', employeeId)
        .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('a.id'), sql.ref('a.created_at'))))
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit + 1)
        .execute(),
    applicationCount: (employeeId: number): Promise<Counted> =>
      countUpTo(db, db.selectFrom('applications as a').select(sql.lit(1).as('one')).where('a.assigned_employee_id', '=', employeeId)),
    async remove(consultantId: number, employeeIds: number[]): Promise<number[]> {
      const rows = await db
        .deleteFrom('users')
        .where('is_employee', '=', true)
        .where('consultant_id', '=', consultantId)
        .where('id', 'in', employeeIds)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
    /** An employee's own account data, as their consultant edits it. */
    update: (id: number, account: { username: string; email: string; profile: unknown }) =>
      db.updateTable('users').set({ username: account.username, email: account.email, profile: JSON.stringify(account.profile), updated_at: new Date() }).where('id', '=', id).execute(),
  };
}
