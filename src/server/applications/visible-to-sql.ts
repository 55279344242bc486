import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
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
