import { sql, type Kysely } from 'kysely';
import type { ApplicationFamily, ApplicationStatus, Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { visibleTo, type Viewer } from '../applications/visible-to-sql';
import { certificateOfApplication } from '../certificates/certificate-of-application-sql';

const MAX_INSPECTIONS = 500;
const MAX_QUEUE = 1000;

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
    ]);
  },

  /** Submitted applications for staff's queue, the longest waiting first, with whether the customer side is late. */
  queue: (db: Kysely<Database>, filters: { status?: ApplicationStatus; type?: ApplicationFamily; year?: number }, today: string) =>
    db
      .selectFrom('applications')
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
      .select(displayName('users').as('customer_name'))
      .select(certificateOfApplication.as('certificate'))
      // an offer past its expiry still unanswered, or an open non-conformity past its deadline
      .select(
        sql<boolean>`(
          exists (select 1 from offers o where o.application_id = applications.id and o.reply is null and o.expires_on < ${today})
          or exists (select 1 from non_conformities n where n.application_id = applications.id and n.status = 'open' and n.deadline::date < current_date)
        )`.as('late_customer'),
      )
      .where('applications.status', '!=', 'draft')
      .$if(filters.status !== undefined, (q) => q.where('applications.status', '=', filters.status!))
      .$if(filters.type !== undefined, (q) => q.where('applications.family', '=', filters.type!))
      .$if(filters.year !== undefined, (q) => q.where('applications.year', '=', filters.year!))
      .orderBy(sql`coalesce(applications.state_since, applications.submitted_at)`)
      .limit(MAX_QUEUE)
      .execute(),

  /** Whether the viewer sees at least one application of the customer. */
  seesACustomerApplication: async (db: Kysely<Database>, viewer: Viewer, customerId: number) =>
    (await db.selectFrom('applications').select('id').where('owner_id', '=', customerId).where(visibleTo(viewer)).executeTakeFirst()) !== undefined,

  /** The inspections of the applications the viewer sees (of one customer when named), newest first, with their findings counted. */
  inspections: (db: Kysely<Database>, viewer: Viewer, customerId?: number) =>
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
      .orderBy('i.inspection_date', 'desc')
      .orderBy('i.created_at', 'desc')
      .limit(MAX_INSPECTIONS)
      .execute(),
};
