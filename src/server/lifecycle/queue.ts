import { applicationReference } from '../applications/reference';
import { sql, type Kysely } from 'kysely';
import { STATES, STATE_INFO, type LifecycleState, type Step } from '../../lifecycle/index.ts';
import type { ApplicationFamily, ApplicationStatus, Database } from '../core/db/types';
import { stateOf } from './state';
import { today } from './offer-expiry';

/** Days the certification body may take on a step before the queue calls it overdue. */
export const STAFF_DAYS = 14;

export interface QueueFilters {
  status?: ApplicationStatus;
  step?: Step;
  type?: ApplicationFamily;
  year?: number;
  waiting_on?: 'staff' | 'customer';
  overdue?: boolean;
}

const customerName = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', users.profile->'user_details'->>'first_name', users.profile->'user_details'->>'last_name')), ''),
  users.username)`;

/** The staff work queue: submitted applications, filtered, the longest waiting first. */
export async function staffQueue(db: Kysely<Database>, filters: QueueFilters) {
  const rows = await db
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
      customerName.as('customer_name'),
    ])
    // an offer past its expiry still unanswered, or an open non-conformity past its deadline
    .select(
      sql<boolean>`(
        exists (select 1 from offers o where o.application_id = applications.id and o.reply is null and o.expires_on < ${today()})
        or exists (select 1 from non_conformities n where n.application_id = applications.id and n.status = 'open' and n.deadline::date < current_date)
      )`.as('late_customer'),
    )
    .where('applications.status', '!=', 'draft')
    .$if(filters.status !== undefined, (q) => q.where('applications.status', '=', filters.status!))
    .$if(filters.type !== undefined, (q) => q.where('applications.family', '=', filters.type!))
    .$if(filters.year !== undefined, (q) => q.where('applications.year', '=', filters.year!))
    .orderBy(sql`coalesce(applications.state_since, applications.submitted_at)`)
    .limit(1000)
    .execute();
  const limit = Date.now() - STAFF_DAYS * 24 * 3600 * 1000;
  return rows
    .map((row) => {
      const state = stateOf({ status: row.status, lifecycle_state: row.lifecycle_state }) as LifecycleState;
      const info = STATE_INFO[state];
      const since = row.state_since ?? row.submitted_at;
      const staffLate = info.waitingOn === 'staff' && since !== null && new Date(since).getTime() < limit;
      return {
        id: row.id,
        reference: applicationReference(row),
        type: row.family,
        status: row.status,
        state,
        step: info.step,
        waiting_on: info.waitingOn,
        year: row.year,
        customer_name: row.customer_name,
        submitted_at: row.submitted_at && new Date(row.submitted_at).toISOString(),
        state_since: since && new Date(since).toISOString(),
        overdue: staffLate || (info.waitingOn === 'customer' && Boolean(row.late_customer)),
        risk_level: row.risk_level,
      };
    })
    .filter((item) => STATES.includes(item.state))
    .filter((item) => filters.step === undefined || item.step === filters.step)
    .filter((item) => filters.waiting_on === undefined || item.waiting_on === filters.waiting_on)
    .filter((item) => filters.overdue === undefined || item.overdue === filters.overdue);
}
