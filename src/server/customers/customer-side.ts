import type { Kysely } from 'kysely';
import { pageOf, pageSize, positionOf, type Page, type PageQuery } from '../core/paging';
import type { Database, UserRow } from '../core/db/types';
import { customersRepository } from './store';

// What other areas may know of consultants and their customers. The links themselves are this
// area's (customers/store.ts); every function reads in the caller's transaction when it passes one.

/** A customer's consultant links (approved and asked). */
export const consultantLinksOf = (db: Kysely<Database>, customerId: number) => customersRepository(db).consultantsOf(customerId);

/** Whether the customer is an approved customer of the consultant. */
export const isApprovedCustomer = (db: Kysely<Database>, consultantId: number, customerId: number) => customersRepository(db).isApproved(consultantId, customerId);

/**
 * The customers a consultant (or their employee) may start an application for: the
 * consultant's approved customers, by name. Everybody else has none to choose.
 */
export async function customerChoices(db: Kysely<Database>, viewer: { consultantId: number | null }, page: PageQuery): Promise<Page<{ id: number; name: string; country_id: number }>> {
  const from = positionOf(page.cursor, 'text', 'integer');
  if (viewer.consultantId === null) return { items: [], nextCursor: null };
  const limit = pageSize(page);
  const rows = await customersRepository(db).approvedCustomers(viewer.consultantId, limit, from);
  return pageOf(rows, limit, (row) => ({ at: row.name, id: row.id }), (row) => row);
}

/** The active consultant (not an employee) whose partner code this is, in any letter case. */
export async function activeConsultantByCode(db: Kysely<Database>, code: string): Promise<UserRow | undefined> {
  const consultant = await customersRepository(db).consultantByPartnerCode(code.trim());
  return consultant && consultant.role === 'consultant' && !consultant.is_employee && consultant.status === 'active' ? consultant : undefined;
}

/** A new customer's request to the consultant whose code they registered with: the consultant answers it. */
export const askConsultant = (db: Kysely<Database>, consultantId: number, customerId: number) =>
  customersRepository(db).link({ consultant_id: consultantId, customer_id: customerId, status: 'new_request', requested_by: 'customer' });
