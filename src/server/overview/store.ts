import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { operatorRegion } from '../core/db/operator-region';
import { isoDay } from '../core/dates';

/** What every figure of the overview is narrowed by (the period is each query's own). */
export interface OverviewFilters {
  standard?: 'bio' | 'globalgap';
  /** A region's division id: the operator's address (operatorRegion). */
  region?: string;
  /** A staff member: the applications assigned to them as reviewer or planned for them as inspector. */
  member?: number;
}

/** The filters as conditions on an application row named `a` (true when none is set). */
function applicationConditions(f: OverviewFilters): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (f.standard !== undefined) conditions.push(sql<boolean>`a.family = ${f.standard}`);
  // the region's operators first (users_region_idx), then their applications
  if (f.region !== undefined) conditions.push(sql<boolean>`a.owner_id in (select u.id from users u where ${operatorRegion('u')} = ${f.region})`);
  if (f.member !== undefined) conditions.push(sql<boolean>`(a.reviewer_id = ${f.member} or a.inspector_id = ${f.member})`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The filters as conditions on a certificate row named `c`, by the standard and the region it
 * keeps (048): only the staff member's needs its application.
 */
function certificateConditions(f: OverviewFilters): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (f.standard !== undefined) conditions.push(sql<boolean>`c.family = ${f.standard}`);
  if (f.region !== undefined) conditions.push(sql<boolean>`c.region = ${f.region}`);
  if (f.member !== undefined) conditions.push(sql<boolean>`c.application_id in (select a.id from applications a where a.reviewer_id = ${f.member} or a.inspector_id = ${f.member})`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * Each lead-time span: the milestone it ends at and the one it begins at (null: the submission,
 * applications.submitted_at), columns of application_milestones (046_overview.sql: the first
 * send_offer, sign_contract, record_results and decide of each application). The certificate's
 * span ends at certificates.created_at. docs/overview.md says why these points.
 */
const SPANS = [
  { span: 'submission_offer', end: 'offer_at', begin: null },
  { span: 'offer_contract', end: 'contract_at', begin: 'offer_at' },
  { span: 'contract_inspection', end: 'inspection_at', begin: 'contract_at' },
  { span: 'inspection_decision', end: 'decision_at', begin: 'inspection_at' },
] as const;

export interface LeadTimeRow { span: string; year: number; month: number; count: string; median_days: string; p90_days: string }
export interface WorkloadRow { id: number; name: string; duties: string[]; open_reviews: string; planned_inspections: string }

/**
 * The spans that ended in [from, to) with their length in days (`days`, a CTE of `span`,
 * `end_at`, `standard`, `days`): each span's ends are a range of its milestone's index, the
 * milestone row keeping the standard and the submission (048), so that only the region and the
 * staff member look up the applications; the certificate's span reads its application (one
 * month's certificates). A span whose beginning is missing (a history from before the step was
 * recorded) or after its end is left out by the caller (`days >= 0`).
 */
function spanDays(filters: OverviewFilters, from: Date, to: Date): RawBuilder<unknown> {
  const { standard, ...others } = filters;
  const kept: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (standard !== undefined) kept.push(sql<boolean>`m.family = ${standard}`);
  if (others.region !== undefined || others.member !== undefined) kept.push(sql<boolean>`m.application_id in (select a.id from applications a where ${applicationConditions(others)})`);
  const milestones = SPANS.map(
    ({ span, end, begin }) => sql`
      select ${span}::text as span, ${sql.ref(`m.${end}`)} as end_at, m.family as standard, ${sql.ref(begin === null ? 'm.submitted_at' : `m.${begin}`)} as begin_at
      from application_milestones m
      where ${sql.ref(`m.${end}`)} >= ${from} and ${sql.ref(`m.${end}`)} < ${to} and ${sql.join(kept, sql` and `)}`,
  );
  return sql`
    ends as (
      ${sql.join(milestones, sql` union all `)}
      union all
      select 'submission_certificate', c.created_at, a.family, a.submitted_at
      from certificates c join applications a on a.id = c.application_id
      where c.created_at >= ${from} and c.created_at < ${to} and ${applicationConditions(filters)}
    ),
    days as (
      select span, end_at, standard, extract(epoch from (end_at - begin_at)) / 86400 as days from ends
    )`;
}

/** How many, the median and the 90th percentile of `days` (one decimal): the figures of a group of spans. */
const spanFigures = sql`count(*) as count,
  round((percentile_cont(0.5) within group (order by days))::numeric, 1) as median_days,
  round((percentile_cont(0.9) within group (order by days))::numeric, 1) as p90_days`;

/** The first month the daily job keeps: January of the year before the contract's first `year` (2000). */
const KEPT_SINCE = '1999-01-01';

export const overviewStore = {
  /**
   * Lead times per month (UTC) of the span's end, in [from, to), computed now: for each span,
   * how many ended that month, the median and the 90th percentile of their length in days.
   */
  async leadTimesLive(db: Kysely<Database>, filters: OverviewFilters, from: Date, to: Date): Promise<LeadTimeRow[]> {
    const { rows } = await sql<LeadTimeRow>`
      with ${spanDays(filters, from, to)}
      select span,
        extract(year from end_at at time zone 'UTC')::int as year,
        extract(month from end_at at time zone 'UTC')::int as month,
        ${spanFigures}
      from days
      where days >= 0
      group by 1, 2, 3
      order by 1, 2, 3`.execute(db);
    return rows;
  },

  /**
   * The same figures of every month before `to` (the current month's first day), for every
   * application and per standard, written into overview_lead_times (048) in place of what was
   * kept; every month from KEPT_SINCE to the last before `to` is listed as kept. Answers how
   * many figure rows it wrote.
   */
  async keepLeadTimes(db: Kysely<Database>, to: Date): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await sql`delete from overview_lead_time_months`.execute(trx);
      // every month the overview can be asked for (the contract's first year and the one before)
      // is kept, those before the first span too: a month kept without a row had none
      await sql`
        insert into overview_lead_time_months (month)
        select generate_series(${KEPT_SINCE}::timestamp, ${to}::timestamptz at time zone 'UTC' - interval '1 month', interval '1 month')::date`.execute(trx);
      const since = new Date(`${KEPT_SINCE}T00:00:00Z`);
      // grouping sets: each month's figures of every application and of each standard in one pass
      const written = await sql`
        insert into overview_lead_times (month, standard, span, count, median_days, p90_days)
        with ${spanDays({}, since, to)}
        select month, coalesce(standard, 'all'), span, ${spanFigures}
        from (select date_trunc('month', end_at at time zone 'UTC')::date as month, standard, span, days from days where days >= 0) spans
        group by grouping sets ((month, span, standard), (month, span))`.execute(trx);
      return Number(written.numAffectedRows ?? 0);
    });
  },

  /**
   * Lead times per month in [from, to), as leadTimesLive answers them: the months kept by the
   * daily job read from overview_lead_times (048), the others computed now. Filtered by region
   * or staff member, every month is computed now (the kept figures are per standard only).
   */
  async leadTimes(db: Kysely<Database>, filters: OverviewFilters, from: Date, to: Date): Promise<LeadTimeRow[]> {
    if (filters.region !== undefined || filters.member !== undefined) return overviewStore.leadTimesLive(db, filters, from, to);
    // the kept months from `from` on without a gap: the live part begins after the last of them
    const kept = await sql<{ month: string }>`
      select to_char(month, 'YYYY-MM-DD') as month from overview_lead_time_months
      where month >= ${isoDay(from)}::date and month < ${isoDay(to)}::date order by month`.execute(db);
    let liveFrom = from;
    for (const { month } of kept.rows) {
      if (month !== isoDay(liveFrom)) break;
      liveFrom = new Date(Date.UTC(liveFrom.getUTCFullYear(), liveFrom.getUTCMonth() + 1, 1));
    }
    const [stored, live] = await Promise.all([
      liveFrom > from
        ? sql<LeadTimeRow>`
            select span, extract(year from month)::int as year, extract(month from month)::int as month, count::text as count, median_days::text, p90_days::text
            from overview_lead_times
            where standard = ${filters.standard ?? 'all'} and month >= ${isoDay(from)}::date and month < ${isoDay(liveFrom)}::date`.execute(db)
        : { rows: [] },
      liveFrom < to ? overviewStore.leadTimesLive(db, filters, liveFrom, to) : [],
    ]);
    const order = (row: LeadTimeRow) => `${row.span} ${String(row.year).padStart(4, '0')} ${String(row.month).padStart(2, '0')}`;
    return [...stored.rows, ...live].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  },

  /**
   * Each active reviewer and inspector with their open applications (assigned as reviewer, not
   * yet decided) and their planned inspections (a plan for them, its results not recorded, the
   * application still at the inspection step), with the filters.
   */
  async workload(db: Kysely<Database>, filters: OverviewFilters): Promise<WorkloadRow[]> {
    const { member, ...others } = filters;
    const conditions = applicationConditions(others);
    const { rows } = await sql<WorkloadRow>`
      select u.id, ${displayName('u')} as name, u.staff_duties as duties,
        (select count(*) from applications a where a.reviewer_id = u.id and a.status <> 'draft' and a.queue_step is not null and ${conditions}) as open_reviews,
        (select count(*) from inspections i join applications a on a.id = i.application_id
          where i.inspector_id = u.id and i.results_recorded_at is null and a.queue_step = 'inspection' and ${conditions}) as planned_inspections
      from users u
      where u.role = 'staff' and u.status = 'active' and u.staff_duties && array['reviewer', 'inspector']::text[]
        ${member === undefined ? sql`` : sql`and u.id = ${member}`}
      order by name, u.id`.execute(db);
    return rows;
  },

  /** The planned inspections per day from `first` to `last` (ISO days, inclusive), with the filters. */
  async upcomingInspections(db: Kysely<Database>, filters: OverviewFilters, first: string, last: string) {
    const { rows } = await sql<{ day: string; count: string }>`
      select i.inspection_date as day, count(*) as count
      from inspections i join applications a on a.id = i.application_id
      where i.results_recorded_at is null and i.inspection_date >= ${first} and i.inspection_date <= ${last}
        and a.queue_step = 'inspection' and ${applicationConditions(filters)}
        ${filters.member === undefined ? sql`` : sql`and i.inspector_id = ${filters.member}`}
      group by i.inspection_date
      order by i.inspection_date`.execute(db);
    return rows;
  },

  /**
   * Sanctions imposed and suspensions per month (UTC) in [from, to) (ISO days), with the
   * filters: a sanction counts in the month it was imposed (its `created_at`), a suspension
   * (whole or partial, by staff or a sanction's escalation) in the month it takes effect (its
   * `from`, read from the certificate's dated status changes, 044). Only the certificates with a
   * suspension among their changes are read (the GIN index of 048).
   */
  async sanctionsByMonth(db: Kysely<Database>, filters: OverviewFilters, from: string, to: string) {
    const [sanctions, suspensions] = await Promise.all([
      sql<{ month: string; count: string }>`
        select to_char(s.created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as count
        from sanctions s
        where s.created_at >= ${from}::date and s.created_at < ${to}::date
          ${Object.values(filters).every((value) => value === undefined) ? sql`` : sql`and s.application_id in (select a.id from applications a where ${applicationConditions(filters)})`}
        group by 1`.execute(db),
      sql<{ month: string; count: string }>`
        select substr(change->>'from', 1, 7) as month, count(*) as count
        from certificates c cross join lateral jsonb_array_elements(c.status_changes) as change
        where (c.status_changes @> '[{"change": "suspend"}]' or c.status_changes @> '[{"change": "suspend_partially"}]')
          and change->>'change' in ('suspend', 'suspend_partially') and change->>'from' >= ${from} and change->>'from' < ${to}
          and ${certificateConditions(filters)}
        group by 1`.execute(db),
    ]);
    return { sanctions: sanctions.rows, suspensions: suspensions.rows };
  },

  /**
   * The certificates in force on `day` (valid then, neither revoked nor cancelled), counted by
   * standard, by the operator's region and by product (the 20 most certified), in one reading
   * of the certificates: each keeps its standard, operator and region (048), so that no figure
   * joins the applications but the staff member's.
   */
  async certificates(db: Kysely<Database>, filters: OverviewFilters, day: string) {
    const rows = await db.transaction().execute(async (trx) => {
      // PostgreSQL guesses a hundred products a certificate and would compile the statement
      // (JIT, ~35 ms) to save less than that; PGlite has no JIT and takes the setting as is
      await sql`set local jit = off`.execute(trx);
      const answer = await sql<{ kind: 'standard' | 'region' | 'product'; key: string | null; count: string }>`
        with in_force as materialized (
          select c.family, c.region, c.items from certificates c
          where c.valid_to >= ${day} and c.valid_from <= ${day} and c.status not in ('revoked', 'cancelled') and ${certificateConditions(filters)}
        )
        select case when grouping(family) = 0 then 'standard' else 'region' end as kind, coalesce(family, region) as key, count(*) as count
        from in_force group by grouping sets ((family), (region))
        union all
        (select 'product', item, count(*) from in_force cross join lateral jsonb_array_elements_text(in_force.items) as item
         group by item order by count(*) desc, item limit 20)`.execute(trx);
      return answer.rows;
    });
    const ofKind = (kind: string) => rows.filter((row) => row.kind === kind);
    // the most first, then by name as the database orders text (code points), none last
    const byCount = (a: { key: string | null; count: string }, b: { key: string | null; count: string }) =>
      Number(b.count) - Number(a.count) || (a.key === b.key ? 0 : a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : 1);
    return {
      standards: ofKind('standard')
        .map((row) => ({ standard: row.key as 'bio' | 'globalgap', count: row.count }))
        .sort((a, b) => (a.standard < b.standard ? -1 : 1)),
      regions: ofKind('region').sort(byCount).map((row) => ({ region: row.key, count: row.count })),
      products: ofKind('product').sort(byCount).map((row) => ({ product: row.key as string, count: row.count })),
    };
  },
};
