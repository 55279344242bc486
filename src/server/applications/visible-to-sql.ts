import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../core/db/types';
import type { Viewer } from './access';

export type { Viewer };

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
export const visibleTo = (viewer: Viewer) =>
  actsForCustomer<'applications'>(viewer, 'applications.owner_id', (link) =>
    link.or([
      link('cc.assigned_employee_id', '=', viewer.userId),
      link('applications.assigned_employee_id', '=', viewer.userId),
      link('applications.created_by', '=', viewer.userId),
    ]),
  );

// the link (`cc`) beside the outer query's table, as the employee's condition reads them
type Linked = ExpressionBuilder<Database & { cc: Database['consultant_customers'] }, 'cc' | 'applications' | 'users'>;

/**
 * Whether the viewer acts for the customer the column `customer` names: the customer themself,
 * or the consultant who has them as an approved customer (`cc`), or one of that consultant's
 * employees where `employeeSees` holds too; staff for every customer. The one rule behind
 * which applications (above) and which profiles (files/access-store.ts) a viewer reads.
 */
export function actsForCustomer<TB extends 'applications' | 'users'>(
  viewer: Viewer,
  customer: 'applications.owner_id' | 'users.id',
  employeeSees: (link: Linked) => Expression<SqlBool>,
) {
  return (eb: ExpressionBuilder<Database, TB>): Expression<SqlBool> => {
    if (viewer.role === 'staff') return eb.lit(true);
    const column = sql.ref<number>(customer);
    const own = eb(column, '=', viewer.userId);
    if (viewer.consultantId === null) return own;
    const asConsultant = eb.exists(
      // built apart from the outer table's type: Kysely cannot type a reference through a generic table
      (eb as unknown as ExpressionBuilder<Database, never>)
        .selectFrom('consultant_customers as cc')
        .select('cc.customer_id')
        .where('cc.customer_id', '=', column)
        .where('cc.consultant_id', '=', viewer.consultantId)
        .where('cc.status', '=', 'approved')
        .$if(viewer.isEmployee, (qb) => qb.where((link) => employeeSees(link as unknown as Linked))),
    );
    return eb.or([own, asConsultant]);
  };
}
