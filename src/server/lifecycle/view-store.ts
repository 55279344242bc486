import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { visibleTo, type Viewer } from '../applications/visible-to-sql';
import { after, type Position } from '../core/paging';

/** Whose inspections a history lists: one customer's, one application's, or (neither named) all the viewer sees. */
export interface InspectionsOf {
  customerId?: number;
  applicationId?: string;
}

/** What the lifecycle's views read: an application's records, its history, the inspections (staff's queue: queue-store.ts). */
export const lifecycleViewStore = {
  /**
   * Every record of an application's lifecycle, each in the order the view lists it, with the
   * columns a reader sees (present.ts shows them as they are: record-view.ts).
   */
  recordsOf: (db: Kysely<Database>, applicationId: string) =>
    Promise.all([
      db.selectFrom('application_reviews').select(['outcome', 'risk_level', 'transfer_reviewed', 'reopen_steps', 'notes', 'created_at'])
        .where('application_id', '=', applicationId).orderBy('id').execute(),
      db.selectFrom('offers').select(['id', 'amount', 'fees', 'expires_on', 'notes', 'document', 'recipient', 'signed_document', 'reply', 'decline_reason', 'created_at'])
        .where('application_id', '=', applicationId).orderBy('created_at').execute(),
      db.selectFrom('contracts').select(['id', 'duration_years', 'start_date', 'documents', 'signed_document', 'signed_at', 'created_at'])
        .where('application_id', '=', applicationId).orderBy('created_at').execute(),
      db.selectFrom('inspections')
        .select(['id', 'inspection_date', 'inspector', 'inspector_id', 'preparation', 'requested_documents', 'customer_documents', 'customer_note', 'inspected_on', 'results', 'report', 'created_at'])
        .where('application_id', '=', applicationId).orderBy('created_at').execute(),
      db.selectFrom('non_conformities')
        .select(['id', 'position', 'requirement', 'finding', 'severity', 'deadline', 'status', 'response', 'response_note', 'evidence', 'review', 'review_note'])
        .where('application_id', '=', applicationId).orderBy('position').execute(),
      db.selectFrom('application_decisions').select(['outcome', 'certified_items', 'reasons', 'created_at'])
        .where('application_id', '=', applicationId).orderBy('id', 'desc').executeTakeFirst(),
      db.selectFrom('certificates').selectAll().where('application_id', '=', applicationId).executeTakeFirst(),
    ]),

  /** The lifecycle's events, the submissions and the notes of an application, each with who acted. */
  historyOf(db: Kysely<Database>, applicationId: string) {
    const actorColumns = ['u.username', 'u.role', 'u.is_employee', 'u.profile', 'u.identification', 'u.country_id'] as const;
    return Promise.all([
      db
        .selectFrom('application_events as e')
        .leftJoin('users as u', 'u.id', 'e.actor_id')
        .select(['e.action', 'e.from_state', 'e.to_state', 'e.at', 'e.details', ...actorColumns])
        .where('e.application_id', '=', applicationId)
        .orderBy('e.id')
        .execute(),
      db
        .selectFrom('application_status_history as h')
        .leftJoin('users as u', 'u.id', 'h.changed_by')
        .select(['h.at', ...actorColumns])
        .where('h.application_id', '=', applicationId)
        .where('h.from_status', '=', 'draft')
        .where('h.to_status', '=', 'submitted')
        .orderBy('h.id')
        .execute(),
      db
        .selectFrom('application_notes as n')
        .leftJoin('users as u', 'u.id', 'n.author_id')
        .select(['n.created_at as at', ...actorColumns])
        .where('n.application_id', '=', applicationId)
        .orderBy('n.id')
        .execute(),
      // certificate requests: asked, then answered or refused (by staff)
      db
        .selectFrom('certificate_requests as r')
        .leftJoin('users as u', 'u.id', 'r.requested_by')
        .leftJoin('users as a', 'a.id', 'r.answered_by')
        .select(['r.kind', 'r.status', 'r.created_at', 'r.answered_at', ...actorColumns])
        .select(['a.username as answerer_username', 'a.role as answerer_role', 'a.is_employee as answerer_is_employee', 'a.profile as answerer_profile'])
        .where('r.application_id', '=', applicationId)
        .orderBy('r.created_at')
        .execute(),
      // invoices: sent by staff, then paid
      db
        .selectFrom('invoices as i')
        .leftJoin('users as u', 'u.id', 'i.created_by')
        .select(['i.number', 'i.created_at', 'i.paid_at', ...actorColumns])
        .where('i.application_id', '=', applicationId)
        .orderBy('i.created_at')
        .execute(),
    ]);
  },

  /** Whether the viewer sees at least one application of the customer. */
  seesACustomerApplication: async (db: Kysely<Database>, viewer: Viewer, customerId: number) =>
    (await db.selectFrom('applications').select('id').where('owner_id', '=', customerId).where(visibleTo(viewer)).executeTakeFirst()) !== undefined,

  /** The inspections of the applications the viewer sees (of one customer, or one application, when named), newest first, with their findings counted. */
  inspections: (db: Kysely<Database>, viewer: Viewer, of: InspectionsOf, limit: number, from?: Position) =>
    db
      .selectFrom('inspections as i')
      .innerJoin('applications', 'applications.id', 'i.application_id')
      .innerJoin('users as owner', 'owner.id', 'applications.owner_id')
      .where(visibleTo(viewer))
      .$if(of.customerId !== undefined, (q) => q.where('applications.owner_id', '=', of.customerId as number))
      .$if(of.applicationId !== undefined, (q) => q.where('applications.id', '=', of.applicationId as string))
      .select([
        'i.id', 'i.inspection_date', 'i.inspected_on', 'i.inspector', 'i.results', 'i.created_at',
        'applications.id as application_id', 'applications.family', 'applications.number', 'applications.created_at as application_created_at',
        'applications.year', 'applications.status', 'applications.owner_id',
      ])
      .select(displayName('owner').as('customer_name'))
      .select((eb) => [
        eb.selectFrom('non_conformities as n').select(sql<string>`count(*)`.as('c')).whereRef('n.inspection_id', '=', 'i.id').as('found'),
        eb.selectFrom('non_conformities as n').select(sql<string>`count(*)`.as('c')).whereRef('n.inspection_id', '=', 'i.id').where('n.status', '=', 'closed').as('closed'),
      ])
      .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('i.id'), sql.ref('i.inspection_date'), 'text')))
      .orderBy('i.inspection_date', 'desc')
      .orderBy('i.id', 'desc')
      .limit(limit + 1)
      .execute(),
};
