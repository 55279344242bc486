import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { after, countUpTo, sortText, type Counted, type Position } from '../core/paging';
import { displayName } from '../core/db/display-name';
import { customerSearchOf } from './customer-search';
import { codesMatch, indexedMatches, namesMatch } from './customer-search-store';

export type LinkStatus = 'new_request' | 'approved' | 'declined';

export interface CustomerFilter {
  q?: string;
  status?: LinkStatus;
  type?: 'individual' | 'legal_entity';
  /** An employee sees only the customers assigned to them. */
  assignedTo?: number;
}

/** The consultant ↔ customer links (consultant_customers) with the customers' accounts. */
export function customersRepository(db: Kysely<Database>) {
  const links = () =>
    db
      .selectFrom('consultant_customers as cc')
      .innerJoin('users as u', 'u.id', 'cc.customer_id')
      .leftJoin('users as e', 'e.id', 'cc.assigned_employee_id')
      .select([
        'cc.consultant_id',
        'cc.customer_id as id',
        'cc.status',
        'cc.requested_by',
        'cc.created_at',
        'cc.assigned_employee_id',
        'u.customer_type as type',
        'u.identification',
        'u.email',
        'u.country_id',
        'u.profile_status',
      ])
      .select(displayName('u').as('full_name'))
      .select(displayName('e').as('employee_name'));

  const pendingRequests = () =>
    db.selectFrom('consultant_customers as cc').where('cc.status', '=', 'new_request').where('cc.requested_by', '=', 'consultant');
  const pendingRegistrations = () =>
    db.selectFrom('users').where('role', '=', 'consultant').where('is_employee', '=', false).where('status', '=', 'pending_approval');

  /** The consultant's links matching the filter, unordered (a page of them, or their count). */
  function matching(consultantId: number, filter: CustomerFilter) {
    const search = filter.q?.trim() ? customerSearchOf(filter.q) : undefined;
    const indexed = search && indexedMatches(search);
    return links()
      .where('cc.consultant_id', '=', consultantId)
      .$if(filter.status !== undefined, (qb) => qb.where('cc.status', '=', filter.status as LinkStatus))
      .$if(filter.type !== undefined, (qb) => qb.where('u.customer_type', '=', filter.type as 'individual'))
      .$if(filter.assignedTo !== undefined, (qb) => qb.where('cc.assigned_employee_id', '=', filter.assignedTo as number))
      // the few accounts whose keys match, from the trigram indexes (customer-search.ts)
      .$if(indexed !== undefined, (qb) => qb.where(sql<boolean>`u.id in ${indexed!}`))
      .$if(search !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            codesMatch('u', search!),
            // name and e-mail only of customers who agreed to be on the list: a search
            // must not confirm whose a tax number is before they accepted
            eb.and([eb.or([eb('cc.status', '=', 'approved'), eb('cc.requested_by', '=', 'customer')]), namesMatch('u', search!)]),
          ]),
        ),
      );
  }

  return {
    /** A page of the consultant's customers and requests, newest first (keyset: consultant_customers_page_idx). */
    list: (consultantId: number, filter: CustomerFilter, limit: number, from?: Position) =>
      matching(consultantId, filter)
        .select(sortText(sql.ref('cc.created_at')).as('page_at'))
        .$if(from !== undefined, (qb) => qb.where(after(from!, 'desc', sql.ref('cc.customer_id'), sql.ref('cc.created_at'))))
        .orderBy('cc.created_at', 'desc')
        .orderBy('cc.customer_id', 'desc')
        .limit(limit + 1)
        .execute(),
    /** How many links match the filter. */
    count: (consultantId: number, filter: CustomerFilter): Promise<Counted> => countUpTo(db, matching(consultantId, filter)),
    find: (consultantId: number, customerId: number) =>
      links().where('cc.consultant_id', '=', consultantId).where('cc.customer_id', '=', customerId).executeTakeFirst(),
    async link(values: { consultant_id: number; customer_id: number; status: LinkStatus; requested_by: 'consultant' | 'customer' }) {
      return db
        .insertInto('consultant_customers')
        .values(values)
        .onConflict((oc) => oc.columns(['consultant_id', 'customer_id']).doNothing())
        .returning('customer_id')
        .executeTakeFirst();
    },
    async decide(consultantId: number, customerId: number, status: 'approved' | 'declined') {
      return db
        .updateTable('consultant_customers')
        .set({ status, decided_at: new Date() })
        .where('consultant_id', '=', consultantId)
        .where('customer_id', '=', customerId)
        .where('status', '=', 'new_request')
        .returning('customer_id')
        .executeTakeFirst();
    },
    async assign(consultantId: number, customerId: number, employeeId: number | null) {
      return db
        .updateTable('consultant_customers')
        .set({ assigned_employee_id: employeeId })
        .where('consultant_id', '=', consultantId)
        .where('customer_id', '=', customerId)
        .returning('customer_id')
        .executeTakeFirst();
    },
    async remove(consultantId: number, customerIds: number[]): Promise<number[]> {
      const rows = await db
        .deleteFrom('consultant_customers')
        .where('consultant_id', '=', consultantId)
        .where('customer_id', 'in', customerIds)
        .returning('customer_id')
        .execute();
      return rows.map((r) => r.customer_id);
    },
    /** Consultants' requests to add an existing customer that await the certification body, oldest first. */
    pendingConsultantRequests(limit: number, from?: Position) {
      return pendingRequests()
        .innerJoin('users as u', 'u.id', 'cc.customer_id')
        .innerJoin('users as c', 'c.id', 'cc.consultant_id')
        .select(['cc.customer_id', 'cc.consultant_id', 'cc.created_at', 'u.identification', 'u.country_id'])
        .select(sortText(sql.ref('cc.created_at')).as('page_at'))
        .select(displayName('u').as('customer_name'))
        .select(displayName('c').as('consultant_name'))
        // the customer's id breaks ties: a page ends inside a second's requests at most once per consultant
        .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('cc.customer_id'), sql.ref('cc.created_at'))))
        .orderBy('cc.created_at')
        .orderBy('cc.customer_id')
        .limit(limit + 1)
        .execute();
    },
    pendingConsultantRequestCount: (): Promise<Counted> => countUpTo(db, pendingRequests().select(sql.lit(1).as('one'))),
    /** Every link of a customer with a consultant, whoever asked and whatever the answer, newest first. */
    linksOfCustomer(customerId: number, limit: number, from?: Position) {
      return db
        .selectFrom('consultant_customers as cc')
        .innerJoin('users as c', 'c.id', 'cc.consultant_id')
        .select(['cc.consultant_id', 'cc.status', 'cc.requested_by', 'cc.created_at'])
        .select(sortText(sql.ref('cc.created_at')).as('page_at'))
        .select(displayName('c').as('consultant_name'))
        .where('cc.customer_id', '=', customerId)
        .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('cc.consultant_id'), sql.ref('cc.created_at'))))
        .orderBy('cc.created_at', 'desc')
        .orderBy('cc.consultant_id', 'desc')
        .limit(limit + 1)
        .execute();
    },
    /** Approved consultants linked to a customer (notified of their applications). */
    async consultantsOf(customerId: number): Promise<{ consultant_id: number; assigned_employee_id: number | null }[]> {
      return db
        .selectFrom('consultant_customers')
        .select(['consultant_id', 'assigned_employee_id'])
        .where('customer_id', '=', customerId)
        .where('status', '=', 'approved')
        .execute();
    },

    /** The consultant (any status) whose partner code this is, in any letter case. */
    consultantByPartnerCode: (code: string) => db.selectFrom('users').selectAll().where(sql`upper(partner_code)`, '=', code.toUpperCase()).executeTakeFirst(),

    /** An employee of this consultant, if the id is one. */
    employeeOf: (consultantId: number, employeeId: number) =>
      db.selectFrom('users').select('id').where('id', '=', employeeId).where('is_employee', '=', true).where('consultant_id', '=', consultantId).executeTakeFirst(),

    /** A consultant's edit of their customer's account data (type, country, tax number, profile). */
    updateCustomerAccount: (customerId: number, account: { type: 'individual' | 'legal_entity'; country: number; identification: string; profile: unknown }) =>
      db
        .updateTable('users')
        .set({ customer_type: account.type, country_id: account.country, identification: account.identification, profile: JSON.stringify(account.profile), updated_at: new Date() })
        .where('id', '=', customerId)
        .execute(),

    /** Consultants' registrations waiting for staff, the oldest first. */
    pendingConsultantRegistrations: (limit: number, from?: Position) =>
      pendingRegistrations()
        .select(['id', 'username', 'email', 'customer_type', 'country_id', 'profile', 'created_at'])
        .select(sortText(sql.ref('created_at')).as('page_at'))
        .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('id'), sql.ref('created_at'))))
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit + 1)
        .execute(),
    pendingConsultantRegistrationCount: (): Promise<Counted> => countUpTo(db, pendingRegistrations().select(sql.lit(1).as('one'))),

    /** Staff's decision on a consultant's registration, if it still waits for one: the decided account, else undefined. */
    decideConsultantRegistration: (id: number, decision: { approve: boolean; partnerCode: string | null; by: number }) =>
      db
        .updateTable('users')
        .set({ status: decision.approve ? 'active' : 'declined', partner_code: decision.partnerCode, decided_by: decision.by, decided_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .where('role', '=', 'consultant')
        .where('is_employee', '=', false)
        .where('status', '=', 'pending_approval')
        .returningAll()
        .executeTakeFirst(),

    /** Whether the customer is an approved customer of the consultant. */
    isApproved: async (consultantId: number, customerId: number): Promise<boolean> =>
      (await db
        .selectFrom('consultant_customers')
        .select('customer_id')
        .where('consultant_id', '=', consultantId)
        .where('customer_id', '=', customerId)
        .where('status', '=', 'approved')
        .executeTakeFirst()) !== undefined,

    /** A consultant's approved customers with their display names. */
    /** A page of the consultant's approved customers, by name. */
    approvedCustomers: (consultantId: number, limit: number, from?: Position) =>
      db
        .selectFrom('consultant_customers as cc')
        .innerJoin('users as u', 'u.id', 'cc.customer_id')
        .select(['u.id as id', 'u.country_id as country_id'])
        .select(displayName('u').as('name'))
        .where('cc.consultant_id', '=', consultantId)
        .where('cc.status', '=', 'approved')
        .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('u.id'), displayName('u'), 'text')))
        .orderBy(displayName('u'))
        .orderBy('u.id')
        .limit(limit + 1)
        .execute(),
  };
}
export type CustomersRepository = ReturnType<typeof customersRepository>;
export type CustomerLinkRow = NonNullable<Awaited<ReturnType<CustomersRepository['find']>>>;
