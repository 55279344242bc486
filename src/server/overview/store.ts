import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { operatorRegion } from '../core/db/operator-region';

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

export const overviewStore = {
  /**
   * Lead times per month (UTC) of the span's end, in [from, to): for each span, how many ended
   * that month, the median and the 90th percentile of their length in days (one decimal). Each
   * span's ends are a range of its milestone's index; a span whose beginning is missing (a
   * history from before the step was recorded) or after its end is left out.
   */
  async leadTimes(db: Kysely<Database>, filters: OverviewFilters, from: Date, to: Date): Promise<LeadTimeRow[]> {
    const milestones = SPANS.map(
      ({ span, end, begin }) => sql`
        select ${span}::text as span, m.application_id, ${sql.ref(`m.${end}`)} as end_at,
          ${begin === null ? sql`null::timestamptz` : sql.ref(`m.${begin}`)} as begin_at, ${sql.lit(begin === null)} as from_submission
        from application_milestones m where ${sql.ref(`m.${end}`)} >= ${from} and ${sql.ref(`m.${end}`)} < ${to}`,
    );
    const { rows } = await sql<LeadTimeRow>`
      with ends as (
        ${sql.join(milestones, sql` union all `)}
        union all
        select 'submission_certificate', c.application_id, c.created_at, null::timestamptz, true
        from certificates c where c.created_at >= ${from} and c.created_at < ${to}
      ),
      days as (
        select ends.span, ends.end_at,
          extract(epoch from (ends.end_at - case when ends.from_submission then a.submitted_at else ends.begin_at end)) / 86400 as days
        from ends join applications a on a.id = ends.application_id
        where ${applicationConditions(filters)}
      )
      select span,
        extract(year from end_at at time zone 'UTC')::int as year,
        extract(month from end_at at time zone 'UTC')::int as month,
        count(*) as count,
        round((percentile_cont(0.5) within group (order by days))::numeric, 1) as median_days,
        round((percentile_cont(0.9) within group (order by days))::numeric, 1) as p90_days
      from days
      where days >= 0
      group by 1, 2, 3
      order by 1, 2, 3`.execute(db);
    return rows;
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
   * The certificates in force on `day` (valid then, neither revoked nor cancelled), counted by
   * standard, by the operator's region and by product (the 20 most certified).
   */
  async certificates(db: Kysely<Database>, filters: OverviewFilters, day: string) {
    const inForce = sql<boolean>`c.valid_to >= ${day} and c.valid_from <= ${day} and c.status not in ('revoked', 'cancelled') and ${applicationConditions(filters)}`;
    const [standards, regions, products] = await Promise.all([
      sql<{ standard: 'bio' | 'globalgap'; count: string }>`
        select a.family as standard, count(*) as count
        from certificates c join applications a on a.id = c.application_id
        where ${inForce} group by a.family order by a.family`.execute(db),
      sql<{ region: string | null; count: string }>`
        select ${operatorRegion('o')} as region, count(*) as count
        from certificates c join applications a on a.id = c.application_id join users o on o.id = a.owner_id
        where ${inForce} group by 1 order by count(*) desc, 1`.execute(db),
      sql<{ product: string; count: string }>`
        select item as product, count(*) as count
        from certificates c join applications a on a.id = c.application_id cross join lateral jsonb_array_elements_text(c.items) as item
        where ${inForce} group by item order by count(*) desc, item limit 20`.execute(db),
    ]);
    return { standards: standards.rows, regions: regions.rows, products: products.rows };
  },
};
