import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/db/types';
import { isoDay } from '../core/dates';
import { operatorRegion } from '../core/db/operator-region';
import { applicationConditions, type OverviewFilters } from './store';

/**
 * Each lead-time span: the milestone it ends at and the one it begins at (null: the submission,
 * applications.submitted_at as the milestone row keeps it, 048), columns of
 * application_milestones (046: the first send_offer, sign_contract, record_results and decide
 * of each application). The certificate's span ends at certificates.created_at.
 * docs/overview.md says why these points.
 */
const SPANS = [
  { span: 'submission_offer', end: 'offer_at', begin: null },
  { span: 'offer_contract', end: 'contract_at', begin: 'offer_at' },
  { span: 'contract_inspection', end: 'inspection_at', begin: 'contract_at' },
  { span: 'inspection_decision', end: 'decision_at', begin: 'inspection_at' },
] as const;

export interface LeadTimeRow { span: string; year: number; month: number; count: string; median_days: string; p90_days: string }

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
  // each milestone of the period looks up its application (a few hundred a month), rather than
  // gathering every application of the member or region first (39 ms for a reviewer at 100,000)
  if (others.region !== undefined || others.member !== undefined) kept.push(sql<boolean>`exists (select 1 from applications a where a.id = m.application_id and ${applicationConditions(others)})`);
  const milestones = SPANS.map(
    ({ span, end, begin }) => sql`
      select ${span}::text as span, ${sql.ref(`m.${end}`)} as end_at, m.family as standard, ${sql.ref(begin === null ? 'm.submitted_at' : `m.${begin}`)} as begin_at, m.application_id
      from application_milestones m
      where ${sql.ref(`m.${end}`)} >= ${from} and ${sql.ref(`m.${end}`)} < ${to} and ${sql.join(kept, sql` and `)}`,
  );
  return sql`
    ends as (
      ${sql.join(milestones, sql` union all `)}
      union all
      select 'submission_certificate', c.created_at, a.family, a.submitted_at, c.application_id
      from certificates c join applications a on a.id = c.application_id
      where c.created_at >= ${from} and c.created_at < ${to} and ${applicationConditions(filters)}
    ),
    days as (
      select span, end_at, standard, application_id, extract(epoch from (end_at - begin_at)) / 86400 as days from ends
    )`;
}

/** How many, the median and the 90th percentile of `days` (one decimal): the figures of a group of spans. */
const spanFigures = sql`count(*) as count,
  round((percentile_cont(0.5) within group (order by days))::numeric, 1) as median_days,
  round((percentile_cont(0.9) within group (order by days))::numeric, 1) as p90_days`;

/** The first month the daily job keeps: January of the year before the contract's first `year` (2000). */
const KEPT_SINCE = '1999-01-01';

/** The overview's lead times (docs/overview.md "Kept lead times"): computed live, kept by the daily job, read from both. */
export const leadTimesStore = {
  /**
   * Lead times per month (UTC) of the span's end, in [from, to), computed now: for each span,
   * how many ended that month, the median and the 90th percentile of their length in days.
   */
  async live(db: Kysely<Database>, filters: OverviewFilters, from: Date, to: Date): Promise<LeadTimeRow[]> {
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
  async keep(db: Kysely<Database>, to: Date): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await sql`delete from overview_lead_time_months`.execute(trx);
      // every month the overview can be asked for (the contract's first year and the one before)
      // is kept, those before the first span too: a month kept without a row had none
      await sql`
        insert into overview_lead_time_months (month)
        select generate_series(${KEPT_SINCE}::timestamp, ${to}::timestamptz at time zone 'UTC' - interval '1 month', interval '1 month')::date`.execute(trx);
      const since = new Date(`${KEPT_SINCE}T00:00:00Z`);
      // grouping sets: each month's figures of every application and of each standard in one pass;
      // then the same per operator's region and per staff member (050), the filters' own conditions
      // (store.ts applicationConditions: the owner's region today, the reviewer or the inspector)
      const spans = sql`spans as (select date_trunc('month', d.end_at at time zone 'UTC')::date as month, d.standard, d.span, d.days, d.application_id from days d where d.days >= 0)`;
      const written = await sql`
        insert into overview_lead_times (month, standard, span, count, median_days, p90_days)
        with ${spanDays({}, since, to)}, ${spans}
        select month, coalesce(standard, 'all'), span, ${spanFigures}
        from spans
        group by grouping sets ((month, span, standard), (month, span))`.execute(trx);
      const byRegion = await sql`
        insert into overview_lead_times (month, standard, region, span, count, median_days, p90_days)
        with ${spanDays({}, since, to)}, ${spans}
        select month, coalesce(standard, 'all'), region, span, ${spanFigures}
        from (select s.*, ${operatorRegion('u')} as region from spans s join applications a on a.id = s.application_id join users u on u.id = a.owner_id) r
        where region is not null
        group by grouping sets ((month, span, standard, region), (month, span, region))`.execute(trx);
      const byMember = await sql`
        insert into overview_lead_times (month, standard, member, span, count, median_days, p90_days)
        with ${spanDays({}, since, to)}, ${spans}
        select month, coalesce(standard, 'all'), member, span, ${spanFigures}
        from (
          -- a span once per member, though the same person reviewed and inspected
          select distinct s.month, s.standard, s.span, s.days, s.application_id, m.member
          from spans s join applications a on a.id = s.application_id
          cross join lateral (values (a.reviewer_id), (a.inspector_id)) m(member)
          where m.member is not null
        ) r
        group by grouping sets ((month, span, standard, member), (month, span, member))`.execute(trx);
      // and per region and member at once, the page's two filters together
      const byRegionAndMember = await sql`
        insert into overview_lead_times (month, standard, region, member, span, count, median_days, p90_days)
        with ${spanDays({}, since, to)}, ${spans}
        select month, coalesce(standard, 'all'), region, member, span, ${spanFigures}
        from (
          select distinct s.month, s.standard, s.span, s.days, s.application_id, m.member, ${operatorRegion('u')} as region
          from spans s join applications a on a.id = s.application_id join users u on u.id = a.owner_id
          cross join lateral (values (a.reviewer_id), (a.inspector_id)) m(member)
          where m.member is not null and ${operatorRegion('u')} is not null
        ) r
        group by grouping sets ((month, span, standard, region, member), (month, span, region, member))`.execute(trx);
      return [written, byRegion, byMember, byRegionAndMember].reduce((sum, result) => sum + Number(result.numAffectedRows ?? 0), 0);
    });
  },

  /**
   * Lead times per month in [from, to), as `live` answers them: the months kept by the
   * daily job read from overview_lead_times (048; per region, per staff member and per both
   * since 050), the others computed now.
   */
  async read(db: Kysely<Database>, filters: OverviewFilters, from: Date, to: Date): Promise<LeadTimeRow[]> {
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
            where standard = ${filters.standard ?? 'all'} and region = ${filters.region ?? ''} and member = ${filters.member ?? 0}
              and month >= ${isoDay(from)}::date and month < ${isoDay(liveFrom)}::date`.execute(db)
        : { rows: [] },
      liveFrom < to ? leadTimesStore.live(db, filters, liveFrom, to) : [],
    ]);
    const order = (row: LeadTimeRow) => `${row.span} ${String(row.year).padStart(4, '0')} ${String(row.month).padStart(2, '0')}`;
    return [...stored.rows, ...live].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  },
};
