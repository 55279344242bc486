import { sql, type Kysely } from 'kysely';
import { after, type Position } from '../core/paging';
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
    /** The customers assigned to each of the given employees. */
    async customersOf(employeeIds: number[]) {
      if (!employeeIds.length) return [];
      return db
        .selectFrom('consultant_customers as cc')
        .innerJoin('users as u', 'u.id', 'cc.customer_id')
        .select(['cc.assigned_employee_id as employee_id', 'u.id'])
        .select(displayName('u').as('name'))
        .where('cc.assigned_employee_id', 'in', employeeIds)
        .where('cc.status', '=', 'approved')
        .orderBy('u.id')
        .execute();
    },
    /** The applications assigned to each of the given employees. */
    async applicationsOf(employeeIds: number[]) {
      if (!employeeIds.length) return [];
      return db
        .selectFrom('applications as a')
        .select(['a.assigned_employee_id as employee_id', 'a.id', 'a.family as type', 'a.year', 'a.status'])
        .where('a.assigned_employee_id', 'in', employeeIds)
        .orderBy('a.created_at', 'desc')
        .execute();
    },
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
