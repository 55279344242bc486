import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Viewer as RequestViewer } from '../accounts/viewer';
import type { Database } from '../core/db/types';

/**
 * What the access rules need of a caller: the request's viewer (auth/viewer.ts), or one
 * built from a download link's user id (files/access.ts).
 */
export type Viewer = Pick<RequestViewer, 'userId' | 'role' | 'isEmployee' | 'consultantId'>;

/**
 * Which applications a viewer may see, as a WHERE condition (the same for lists and single
 * reads, so the two never disagree):
 * - the customer they are for;
 * - the consultant who has that customer as an approved customer;
 * - an employee of that consultant who created the application or is assigned to it or to its
 *   customer (consultant_customers.assigned_employee_id);
 * - the certification body's staff: all.
 * Anyone else is told the application does not exist.
 */
export function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'applications'>): Expression<SqlBool> => {
    if (viewer.role === 'staff') return eb.lit(true);
    const own = eb('applications.owner_id', '=', viewer.userId);
    if (viewer.consultantId === null) return own;
    const asConsultant = eb.exists(
      eb
        .selectFrom('consultant_customers as cc')
        .select('cc.customer_id')
        .whereRef('cc.customer_id', '=', 'applications.owner_id')
        .where('cc.consultant_id', '=', viewer.consultantId)
        .where('cc.status', '=', 'approved')
        .$if(viewer.isEmployee, (qb) =>
          qb.where((inner) =>
            inner.or([
              inner('cc.assigned_employee_id', '=', viewer.userId),
              inner('applications.assigned_employee_id', '=', viewer.userId),
              inner('applications.created_by', '=', viewer.userId),
            ]),
          ),
        ),
    );
    return eb.or([own, asConsultant]);
  };
}

/** Whether a viewer who can see an application may change it (save, submit, delete). Staff only read. */
export const mayWrite = (viewer: Viewer): boolean => viewer.role !== 'staff';

/** Whether the customer is an approved customer of the consultant. */
export async function isApprovedCustomer(db: Kysely<Database>, consultantId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('consultant_customers')
    .select('customer_id')
    .where('consultant_id', '=', consultantId)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The customers a consultant (or their employee) may start an application for: the
 * consultant's approved customers, by name. Everybody else has none to choose.
 */
export async function customerChoices(db: Kysely<Database>, viewer: Viewer): Promise<{ id: number; name: string; country_id: number }[]> {
  if (viewer.consultantId === null) return [];
  const rows = await db
    .selectFrom('consultant_customers as cc')
    .innerJoin('users', 'users.id', 'cc.customer_id')
    .select(['users.id as id', 'users.username as username', 'users.country_id as country_id'])
    .select(sql<string | null>`nullif(trim(concat_ws(' ', users.profile->'user_details'->>'first_name', users.profile->'user_details'->>'last_name')), '')`.as('full_name'))
    .where('cc.consultant_id', '=', viewer.consultantId)
    .where('cc.status', '=', 'approved')
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.full_name ?? row.username, country_id: row.country_id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
