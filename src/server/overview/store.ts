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
export function applicationConditions(f: OverviewFilters): RawBuilder<boolean> {
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
export function certificateConditions(f: OverviewFilters): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (f.standard !== undefined) conditions.push(sql<boolean>`c.family = ${f.standard}`);
  if (f.region !== undefined) conditions.push(sql<boolean>`c.region = ${f.region}`);
  if (f.member !== undefined) conditions.push(sql<boolean>`c.application_id in (select a.id from applications a where a.reviewer_id = ${f.member} or a.inspector_id = ${f.member})`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

export interface WorkloadRow { id: number; name: string; duties: string[]; open_reviews: string; planned_inspections: string }

/** The overview's figures other than the lead times (lead-times.ts) and the pipeline (the queue's store). */
export const overviewStore = {
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
