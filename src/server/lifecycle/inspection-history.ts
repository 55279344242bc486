import type { Kysely } from 'kysely';
import { pageOf, pageSize, positionOf, type PageQuery } from '../core/paging';
import type { Viewer } from '../applications/access';
import { isApprovedCustomer } from '../customers/customer-side';
import type { Database } from '../core/db/types';
import { applicationReference } from '../applications/reference';
import { lifecycleViewStore, type InspectionsOf } from './view-store';
import { findVisibleApplication } from '../applications/visible';

/**
 * Whether the viewer may read a customer's inspection history: staff any customer, a customer
 * their own, a consultant their approved customers; anyone else (an employee) a customer with
 * at least one application they see.
 */
async function mayReadCustomer(db: Kysely<Database>, viewer: Viewer, customerId: number): Promise<boolean> {
  if (viewer.role === 'staff' || viewer.userId === customerId) return true;
  if (viewer.consultantId !== null && !viewer.isEmployee && (await isApprovedCustomer(db, viewer.consultantId, customerId))) return true;
  return lifecycleViewStore.seesACustomerApplication(db, viewer, customerId);
}

/**
 * The inspections over all years of the applications the viewer sees (of one customer, or one
 * application, when named), newest first: planned and actual dates, reference, standard, inspector, findings, the application's
 * status, and how many non-conformities the inspection found and how many are closed.
 * `undefined` when the viewer may not read the customer or the application named.
 */
export async function inspectionHistory(db: Kysely<Database>, viewer: Viewer, of: InspectionsOf, page: PageQuery) {
  const from = positionOf(page.cursor, 'text', 'uuid');
  if (of.customerId !== undefined && !(await mayReadCustomer(db, viewer, of.customerId))) return undefined;
  // an application's own page: the same rows, of the application alone (404 as for any other read of it)
  if (of.applicationId !== undefined && !(await findVisibleApplication(db, of.applicationId, viewer))) return undefined;
  const limit = pageSize(page);
  const rows = await lifecycleViewStore.inspections(db, viewer, of, limit, from);
  return pageOf(rows, limit, (r) => ({ at: r.inspection_date, id: r.id }), (r) => ({
    application_id: r.application_id,
    reference: applicationReference({ family: r.family, number: r.number, created_at: r.application_created_at }),
    type: r.family,
    year: r.year,
    customer_id: r.owner_id,
    customer_name: r.customer_name,
    inspection_date: r.inspection_date,
    inspected_on: r.inspected_on,
    inspector: r.inspector || null,
    results: r.results,
    status: r.status,
    non_conformities_found: Number(r.found ?? 0),
    non_conformities_closed: Number(r.closed ?? 0),
  }));
}
