import { sql, type Kysely } from 'kysely';
import { isApprovedCustomer, visibleTo, type Viewer } from '../applications/access';
import type { Database } from '../core/db/types';
import { applicationReference } from '../applications/reference';
import { displayName } from '../core/db/display-name';

const MAX_ROWS = 500;

/**
 * Whether the viewer may read a customer's inspection history: staff any customer, a customer
 * their own, a consultant their approved customers; anyone else (an employee) a customer with
 * at least one application they see.
 */
async function mayReadCustomer(db: Kysely<Database>, viewer: Viewer, customerId: number): Promise<boolean> {
  if (viewer.role === 'staff' || viewer.userId === customerId) return true;
  if (viewer.consultantId !== null && !viewer.isEmployee && (await isApprovedCustomer(db, viewer.consultantId, customerId))) return true;
  const seen = await db.selectFrom('applications').select('id').where('owner_id', '=', customerId).where(visibleTo(viewer)).executeTakeFirst();
  return seen !== undefined;
}

/**
 * The inspections over all years of the applications the viewer sees (of one customer when
 * named), newest first: date, reference, standard, inspector, findings, the application's
 * status, and how many non-conformities the inspection found and how many are closed.
 * `undefined` when the viewer may not read the customer named.
 */
export async function inspectionHistory(db: Kysely<Database>, viewer: Viewer, customerId?: number) {
  if (customerId !== undefined && !(await mayReadCustomer(db, viewer, customerId))) return undefined;
  const rows = await db
    .selectFrom('inspections as i')
    .innerJoin('applications', 'applications.id', 'i.application_id')
    .innerJoin('users as owner', 'owner.id', 'applications.owner_id')
    .where(visibleTo(viewer))
    .$if(customerId !== undefined, (q) => q.where('applications.owner_id', '=', customerId as number))
    .select([
      'i.id', 'i.inspection_date', 'i.inspector', 'i.results', 'i.created_at',
      'applications.id as application_id', 'applications.family', 'applications.number', 'applications.created_at as application_created_at',
      'applications.year', 'applications.status', 'applications.owner_id',
    ])
    .select(displayName('owner').as('customer_name'))
    .select((eb) => [
      eb.selectFrom('non_conformities as n').select(sql<string>`count(*)`.as('c')).whereRef('n.inspection_id', '=', 'i.id').as('found'),
      eb.selectFrom('non_conformities as n').select(sql<string>`count(*)`.as('c')).whereRef('n.inspection_id', '=', 'i.id').where('n.status', '=', 'closed').as('closed'),
    ])
    .orderBy('i.inspection_date', 'desc')
    .orderBy('i.created_at', 'desc')
    .limit(MAX_ROWS)
    .execute();
  return rows.map((r) => ({
    application_id: r.application_id,
    reference: applicationReference({ family: r.family, number: r.number, created_at: r.application_created_at }),
    type: r.family,
    year: r.year,
    customer_id: r.owner_id,
    customer_name: r.customer_name,
    inspection_date: r.inspection_date,
    inspector: r.inspector || null,
    results: r.results,
    status: r.status,
    non_conformities_found: Number(r.found ?? 0),
    non_conformities_closed: Number(r.closed ?? 0),
  }));
}
