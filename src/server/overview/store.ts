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
 * The action that ends each lead-time span and the one that begins it (null: the submission,
 * applications.submitted_at). The certificate's span ends at certificates.created_at.
 * docs/overview.md says why these points.
 */
const SPAN_ENDS = {
  send_offer: { span: 'submission_offer', from: null },
  sign_contract: { span: 'offer_contract', from: 'send_offer' },
  record_results: { span: 'contract_inspection', from: 'sign_contract' },
  decide: { span: 'inspection_decision', from: 'record_results' },
} as const;

export interface LeadTimeRow { span: string; year: number; month: number; count: string; median_days: string; p90_days: string }
export interface WorkloadRow { id: number; name: string; duties: string[]; open_reviews: string; planned_inspections: string }

export const overviewStore = {
  /**
   * Lead times per month (UTC) of the span's end, in [from, to): for each span, how many ended
   * that month, the median and the 90th percentile of their length in days (one decimal). Each
   * step counts its first occurrence only (an offer sent again after a decline is not a second
   * span). The ends are a range of application_events_action_at_idx; the begin of each, a look
   * at that application's events (application_events_app_idx).
   */
  async leadTimes(db: Kysely<Database>, filters: OverviewFilters, from: Date, to: Date): Promise<LeadTimeRow[]> {
    const actions = Object.keys(SPAN_ENDS);
    const spanOf = sql.join(Object.entries(SPAN_ENDS).map(([action, { span }]) => sql`when ${action} then ${span}`), sql` `);
    const beginOf = sql.join(
      Object.entries(SPAN_ENDS)
        .filter(([, { from: begin }]) => begin !== null)
        .map(([action, { from: begin }]) => sql`when ${action} then ${begin}`),
      sql` `,
    );
    const { rows } = await sql<LeadTimeRow>`
      with ends as (
        select e.application_id, e.action, e.at as end_at
        from application_events e
        where e.action in (${sql.join(actions)}) and e.at >= ${from} and e.at < ${to}
          and not exists (select 1 from application_events p where p.application_id = e.application_id and p.action = e.action and p.at < e.at)
        union all
        select c.application_id, 'certificate', c.created_at from certificates c where c.created_at >= ${from} and c.created_at < ${to}
      ),
      spans as (
        select case ends.action ${spanOf} else 'submission_certificate' end as span,
          ends.end_at,
          case when ends.action in ('send_offer', 'certificate') then a.submitted_at
            else (select min(p.at) from application_events p where p.application_id = ends.application_id
                  and p.action = (case ends.action ${beginOf} end)) end as begin_at
        from ends join applications a on a.id = ends.application_id
        where ${applicationConditions(filters)}
      ),
      days as (
        select span, end_at, extract(epoch from (end_at - begin_at)) / 86400 as days
        from spans where begin_at is not null and begin_at <= end_at
      )
      select span,
        extract(year from end_at at time zone 'UTC')::int as year,
        extract(month from end_at at time zone 'UTC')::int as month,
        count(*) as count,
        round((percentile_cont(0.5) within group (order by days))::numeric, 1) as median_days,
        round((percentile_cont(0.9) within group (order by days))::numeric, 1) as p90_days
      from days
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
