import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ApplicationFamily, ApplicationStatus, Database } from '../core/db/types';
import { displayName, operatorCompany } from '../core/db/display-name';
import { certificateOfApplication } from '../certificates/certificate-of-application-sql';
import { STEPS, type Party, type Step } from '../../lifecycle/index.ts';
import { after, countUpTo, sortText, TOTAL_MAX, type Counted, type Position } from '../core/paging';
import type { QueueSearch } from './queue-search';
import { containsPattern, SEARCH_MIN } from '../core/text/search-key';
import { operatorRegion } from '../core/db/operator-region';

/** What staff's queue is filtered by (the contract's query; the search already keyed). */
export interface QueueFilters {
  status?: ApplicationStatus;
  step?: Step;
  type?: ApplicationFamily;
  year?: number;
  waiting_on?: Party;
  overdue?: boolean;
  /** Only applications with an open sanction (imposed, or answered and waiting on staff). */
  sanction?: 'open';
  search?: QueueSearch;
  /** Only what is this staff member's: assigned to them as reviewer, or its current inspection planned for them. */
  mineOf?: number;
  /** Only operators in this region (a division id; the profile's address, as the register names it). */
  region?: string;
}

/** The queue's orders: the longest waiting first, the soonest due first, by type (then the longest waiting). */
export type QueueSort = 'waiting' | 'due' | 'type';

/** Days the certification body may take on a step before the queue calls it overdue. */
export const STAFF_DAYS = 14;

// Since when the application waits in its state (created_at for rows without either instant).
const QUEUE_ORDER = sql`coalesce(applications.state_since, applications.submitted_at, applications.created_at)`;

/**
 * When the next move is due (036_queue_search.sql keeps it on the application, so that an index
 * holds the order): waiting on staff, STAFF_DAYS after it began to wait; waiting on the
 * customer, the unanswered offer's expiry or the open non-conformity's deadline, the earlier;
 * nothing due (a planned inspection, a certificate): 9999-12-31, last.
 */
const DUE = sql.ref('applications.queue_due_at');

// an offer past its expiry still unanswered, or an open non-conformity past its deadline (ISO
// dates as text compare as dates; read from offers_unanswered_idx and non_conformities_open_idx)
const lateCustomer = (today: string) =>
  sql<boolean>`(
    exists (select 1 from offers o where o.application_id = applications.id and o.reply is null and o.expires_on < ${today})
    or exists (select 1 from non_conformities n where n.application_id = applications.id and n.status = 'open' and n.deadline < ${today})
  )`;

/** Which side of the overdue filter a count reads (the two are counted apart: each is a range of its own index). */
type LateSide = 'staff' | 'customer';

/**
 * Overdue, one side or both. Waiting on staff since before `staffSince`: for a submitted
 * application coalesce(state_since, submitted_at) is the queue's order (submitted_at is set on
 * submission), so the condition is also written on QUEUE_ORDER, a range of
 * applications_queue_open_idx for a page and of applications_queue_staff_late_idx (037) for a
 * count, which holds every column it compares (an index-only count). Waiting on the customer:
 * the EXISTS form, which the planner makes one hashed look at the late offers and findings,
 * tested on the entries of applications_queue_waiting_idx (driven from the late offers instead,
 * each counted row was read from the table: 2,205 buffers for 548 at 100,000).
 */
function lateCondition(side: LateSide | 'either', staffSince: Date, today: string) {
  const staff = sql<boolean>`(applications.queue_waiting_on = 'staff' and ${QUEUE_ORDER} < ${staffSince}
    and coalesce(applications.state_since, applications.submitted_at) < ${staffSince})`;
  if (side === 'staff') return staff;
  const customer = sql<boolean>`(applications.queue_waiting_on = 'customer' and ${lateCustomer(today)})`;
  if (side === 'customer') return customer;
  return sql<boolean>`(${staff} or ${customer})`;
}

// LIKE '%part%' with LIKE's own characters taken literally
const contains = (column: string, part: string) => sql<boolean>`${sql.ref(column)} like ${containsPattern(part)}`;

/**
 * The search: every word of the name in the names key, or the code in the codes key. The words
 * and the code long enough are LIKE on a trigram index (036_queue_search.sql); a shorter word
 * only narrows what the others found (position(), which no index is asked for).
 */
function searchCondition(search: QueueSearch): RawBuilder<boolean> {
  const names = search.words.map((word) =>
    word.length >= SEARCH_MIN ? contains('applications.queue_search_names', word) : sql<boolean>`position(${word} in applications.queue_search_names) > 0`,
  );
  const either = [
    ...(names.length > 0 ? [sql<boolean>`(${sql.join(names, sql` and `)})`] : []),
    ...(search.code !== null ? [contains('applications.queue_search_codes', search.code)] : []),
  ];
  return sql<boolean>`(${sql.join(either, sql` or `)})`;
}

/**
 * The queue's rows with its filters, every one in SQL (so a page and the total agree). Whom an
 * application waits on and its step are read from the generated columns of migration 028 (the
 * same as `stateSql`, tests/server/lifecycle/queue-columns.test.ts), so each filter is a range
 * of an index in the queue's order; the search is read from the trigram indexes of 036. No
 * join: a page adds the customer's name, a count needs none.
 */
function queueOf(db: Kysely<Database>, filters: QueueFilters, today: string, lateSide?: LateSide) {
  const staffSince = new Date(Date.now() - STAFF_DAYS * 24 * 3600 * 1000);
  const overdue = lateCondition(lateSide ?? 'either', staffSince, today);
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
    // the few applications with an open sanction (sanctions_open_idx), not a look at each row
    .$if(filters.sanction === 'open', (q) =>
      q.where('applications.id', 'in', (eb) => eb.selectFrom('sanctions').select('sanctions.application_id').where('sanctions.status', 'in', ['imposed', 'answered'])),
    )
    .$if(filters.search !== undefined, (q) => q.where(searchCondition(filters.search!)))
    // read from applications_reviewer_queue_idx and applications_inspector_queue_idx (migration 041)
    .$if(filters.mineOf !== undefined, (q) => q.where((eb) => eb.or([eb('applications.reviewer_id', '=', filters.mineOf!), eb('applications.inspector_id', '=', filters.mineOf!)])))
    // the region's operators first (users_region_idx, 046_overview.sql), then their applications
    .$if(filters.region !== undefined, (q) =>
      q.where('applications.owner_id', 'in', (eb) => eb.selectFrom('users').select('users.id').where(operatorRegion('users'), '=', filters.region!)),
    );
}

/** The position of a row in the type order: its type and instant in one text ("bio 2026-11-26 21:58:37.12+00"). */
const TYPE_POSITION = sql<string>`applications.family || ' ' || ${sortText(QUEUE_ORDER)}`;

/** The keyset condition "after this position" in one of the queue's orders. */
function afterPosition(sort: QueueSort, from: Position) {
  const id = sql.ref('applications.id');
  if (sort === 'due') return after(from, 'asc', id, DUE);
  if (sort === 'waiting') return after(from, 'asc', id, QUEUE_ORDER);
  // the type order: (family, instant, id) after the family and instant the cursor names
  const [family, instant] = [String(from.at).slice(0, String(from.at).indexOf(' ')), String(from.at).slice(String(from.at).indexOf(' ') + 1)];
  return sql<boolean>`(applications.family, ${QUEUE_ORDER}, ${id}) > (${family}, ${instant}::timestamptz, ${from.id})`;
}

/**
 * How many applications the queue holds with these filters. Overdue is counted as its two
 * sides apart and added (they never share a row: each names whom the application waits on):
 * as one OR the planner read every counted row from the table (850 buffers at 100,000,
 * 2.9× those of 10,000), apart each side reads index entries only.
 */
async function countOf(db: Kysely<Database>, filters: QueueFilters, today: string): Promise<Counted> {
  const rows = (side?: LateSide) => queueOf(db, filters, today, side).select(sql.lit(1).as('one'));
  if (filters.overdue !== true) return countUpTo(db, rows());
  const [staff, customer] = await Promise.all([countUpTo(db, rows('staff')), countUpTo(db, rows('customer'))]);
  const total = staff.total + customer.total;
  return total > TOTAL_MAX || staff.totalCapped || customer.totalCapped ? { total: TOTAL_MAX, totalCapped: true } : { total };
}

/** Staff's work queue: a page, its total, and how many wait in each step. */
export const queueStore = {
  /** A page of the queue in the order asked (keyset; the waiting and type orders each read an index in their order). */
  page: (db: Kysely<Database>, filters: QueueFilters, sort: QueueSort, today: string, limit: number, from?: Position) => {
    let query = queueOf(db, filters, today)
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
      .select(operatorCompany('users').as('customer_company'))
      .select(certificateOfApplication.as('certificate'))
      .select(lateCustomer(today).as('late_customer'))
      .select('applications.queue_due_at as due_at')
      .select((sort === 'type' ? TYPE_POSITION : sortText(sort === 'due' ? DUE : QUEUE_ORDER)).as('page_at'))
      .$if(from !== undefined, (q) => q.where(afterPosition(sort, from!)));
    if (sort === 'type') query = query.orderBy('applications.family');
    return query
      .orderBy(sort === 'due' ? DUE : QUEUE_ORDER)
      .orderBy('applications.id')
      .limit(limit + 1)
      .execute();
  },

  /** How many applications the queue holds with these filters. */
  count: (db: Kysely<Database>, filters: QueueFilters, today: string): Promise<Counted> => countOf(db, filters, today),

  /**
   * The pipeline of the staff overview: per step and standard, how many wait, the median and
   * the longest wait in days (since the queue's order instant, one decimal) and how many are
   * overdue, with the queue's own conditions so that each figure's link to the queue lists
   * the same applications. Read with the filters' indexes; every open application is grouped
   * (the figures are exact, not capped as the queue's counts are).
   */
  pipeline: (db: Kysely<Database>, filters: QueueFilters, today: string, now: Date) => {
    const staffSince = new Date(now.getTime() - STAFF_DAYS * 24 * 3600 * 1000);
    const waited = sql<number>`(extract(epoch from (${now}::timestamptz - ${QUEUE_ORDER})) / 86400)`;
    return queueOf(db, filters, today)
      .where('applications.queue_step', 'is not', null)
      .select(['applications.queue_step as step', 'applications.family as standard'])
      .select(sql<string>`count(*)`.as('count'))
      .select(sql<string>`round((percentile_cont(0.5) within group (order by ${waited}))::numeric, 1)`.as('median_days'))
      .select(sql<string>`round(max(${waited})::numeric, 1)`.as('oldest_days'))
      .select(sql<string>`count(*) filter (where ${lateCondition('either', staffSince, today)})`.as('overdue'))
      .groupBy(['applications.queue_step', 'applications.family'])
      .execute();
  },

  /**
   * How many wait in each step with these filters (the step's own aside), each counted up to
   * TOTAL_MAX as the totals are (so a count costs at most what 10,000 rows do), each step a
   * range of applications_queue_step_idx.
   */
  async stepCounts(db: Kysely<Database>, filters: QueueFilters, today: string): Promise<({ step: Step } & Counted)[]> {
    const { step: _ignored, ...others } = filters;
    return Promise.all(
      STEPS.map(async (step) => ({ step, ...(await countOf(db, { ...others, step }, today)) })),
    );
  },
};
