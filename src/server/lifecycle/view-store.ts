import { sql, type Kysely } from 'kysely';
import type { ApplicationFamily, ApplicationStatus, Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { visibleTo, type Viewer } from '../applications/visible-to-sql';
import { certificateOfApplication } from '../certificates/certificate-of-application-sql';
import type { Party, Step } from '../../lifecycle/index.ts';
import { after, countUpTo, sortText, type Counted, type Position } from '../core/paging';


/** What staff's queue is filtered by (the contract's query). */
export interface QueueFilters {
  status?: ApplicationStatus;
  step?: Step;
  type?: ApplicationFamily;
  year?: number;
  waiting_on?: Party;
  overdue?: boolean;
  /** Only what is this staff member's: assigned to them as reviewer, or its current inspection planned for them. */
  mineOf?: number;
}

/** Days the certification body may take on a step before the queue calls it overdue. */
export const STAFF_DAYS = 14;

// The queue's order: since when the application waits in its state (created_at for rows without either instant).
const QUEUE_ORDER = sql`coalesce(applications.state_since, applications.submitted_at, applications.created_at)`;

// an offer past its expiry still unanswered, or an open non-conformity past its deadline (ISO
// dates as text compare as dates; read from offers_unanswered_idx and non_conformities_open_idx)
const lateCustomer = (today: string) =>
  sql<boolean>`(
    exists (select 1 from offers o where o.application_id = applications.id and o.reply is null and o.expires_on < ${today})
    or exists (select 1 from non_conformities n where n.application_id = applications.id and n.status = 'open' and n.deadline < ${today})
  )`;

/**
 * The queue's rows with its filters, every one in SQL (so a page and the total agree). Whom an
 * application waits on and its step are read from the generated columns of migration 028 (the
 * same as `stateSql`, tests/server/lifecycle/queue-columns.test.ts), so each filter is a range
 * of an index in the queue's order. No join: a page adds the customer's name, a count needs none.
 */
function queueOf(db: Kysely<Database>, filters: QueueFilters, today: string) {
  const staffSince = new Date(Date.now() - STAFF_DAYS * 24 * 3600 * 1000);
  // Waiting on staff since before `staffSince`: for a submitted application coalesce(state_since,
  // submitted_at) is the queue's order (submitted_at is set on submission), so the condition is
  // also written on QUEUE_ORDER, a range of applications_queue_waiting_idx.
  const overdue = sql<boolean>`(
    (applications.queue_waiting_on = 'staff' and ${QUEUE_ORDER} < ${staffSince} and coalesce(applications.state_since, applications.submitted_at) < ${staffSince})
    or (applications.queue_waiting_on = 'customer' and ${lateCustomer(today)})
  )`;
  return db
    .selectFrom('applications')
    // every submitted application has a state (FIRST_OF_STATUS covers every status but draft)
    .where('applications.status', '!=', 'draft')
    .$if(filters.status !== undefined, (q) => q.where('applications.status', '=', filters.status!))
    .$if(filters.type !== undefined, (q) => q.where('applications.family', '=', filters.type!))
    .$if(filters.year !== undefined, (q) => q.where('applications.year', '=', filters.year!))
    .$if(filters.step !== undefined, (q) => q.where('applications.queue_step', '=', filters.step!))
    .$if(filters.waiting_on !== undefined, (q) => q.where('applications.queue_waiting_on', '=', filters.waiting_on!))
    .$if(filters.overdue !== undefined, (q) => q.where(filters.overdue ? overdue : sql<boolean>`${overdue} is not true`))
    // read from applications_reviewer_queue_idx and applications_inspector_queue_idx (migration 041)
    .$if(filters.mineOf !== undefined, (q) => q.where((eb) => eb.or([eb('applications.reviewer_id', '=', filters.mineOf!), eb('applications.inspector_id', '=', filters.mineOf!)])));
}

/** What the lifecycle's views read: an application's records, its history, staff's queue, the inspections. */
export const lifecycleViewStore = {
  /** Every record of an application's lifecycle, each in the order the view lists it. */
  recordsOf: (db: Kysely<Database>, applicationId: string) =>
    Promise.all([
      db.selectFrom('application_reviews').selectAll().where('application_id', '=', applicationId).orderBy('id').execute(),
      db.selectFrom('offers').selectAll().where('application_id', '=', applicationId).orderBy('created_at').execute(),
      db.selectFrom('contracts').selectAll().where('application_id', '=', applicationId).orderBy('created_at').execute(),
      db.selectFrom('inspections').selectAll().where('application_id', '=', applicationId).orderBy('created_at').execute(),
      db.selectFrom('non_conformities').selectAll().where('application_id', '=', applicationId).orderBy('position').execute(),
      db.selectFrom('application_decisions').selectAll().where('application_id', '=', applicationId).orderBy('id', 'desc').executeTakeFirst(),
      db.selectFrom('certificates').selectAll().where('application_id', '=', applicationId).executeTakeFirst(),
    ]),

  /** The lifecycle's events, the submissions and the notes of an application, each with who acted. */
  historyOf(db: Kysely<Database>, applicationId: string) {
    const actorColumns = ['u.username', 'u.role', 'u.is_employee', 'u.profile'] as const;
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

  /** A page of staff's queue: submitted applications, the longest waiting first (keyset: applications_queue_page_idx). */
  queue: (db: Kysely<Database>, filters: QueueFilters, today: string, limit: number, from?: Position) =>
    queueOf(db, filters, today)
      .innerJoin('users', 'users.id', 'applications.owner_id')
      .select([
        'applications.id',
        'applications.number',
        'applications.created_at',
        'applications.family',
        'applications.status',
        'applications.lifecycle_state',
        'applications.year',
        'applications.submitted_at',
        'applications.state_since',
        'applications.risk_level',
      ])
      .select(sortText(QUEUE_ORDER).as('page_at'))
      .select(displayName('users').as('customer_name'))
      .select(certificateOfApplication.as('certificate'))
      .select(lateCustomer(today).as('late_customer'))
      .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('applications.id'), QUEUE_ORDER)))
      .orderBy(QUEUE_ORDER)
      .orderBy('applications.id')
      .limit(limit + 1)
      .execute(),

  /** How many applications the queue holds with these filters. */
  queueCount: (db: Kysely<Database>, filters: QueueFilters, today: string): Promise<Counted> =>
    countUpTo(db, queueOf(db, filters, today).select(sql.lit(1).as('one'))),

  /** Whether the viewer sees at least one application of the customer. */
  seesACustomerApplication: async (db: Kysely<Database>, viewer: Viewer, customerId: number) =>
    (await db.selectFrom('applications').select('id').where('owner_id', '=', customerId).where(visibleTo(viewer)).executeTakeFirst()) !== undefined,

  /** The inspections of the applications the viewer sees (of one customer when named), newest first, with their findings counted. */
  inspections: (db: Kysely<Database>, viewer: Viewer, customerId: number | undefined, limit: number, from?: Position) =>
    db
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
      .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('i.id'), sql.ref('i.inspection_date'), 'text')))
      .orderBy('i.inspection_date', 'desc')
      .orderBy('i.id', 'desc')
      .limit(limit + 1)
      .execute(),
};
