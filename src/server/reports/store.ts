import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import type { ReportKind, ReportStatus } from '../core/db/report-types';
import { displayName } from '../core/db/display-name';
import { after, sortText, type Position } from '../core/paging';

/** A period, first and last day included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

// the changes of a certificate's status that a GLOBALG.A.P. report lists (suspensions and withdrawals)
const LISTED_CHANGES = ['suspended', 'partially_suspended', 'revoked', 'cancelled'];

/**
 * The certificates a report reads, each with its holder's account and its application's
 * answers: organic ones whose validity meets the period (issued by its last day), or
 * GLOBALG.A.P. ones issued in the period or whose status changed to a suspension or a
 * withdrawal on one of its days. By number, so a report is read a batch at a time.
 */
function sourceQuery(db: Kysely<Database>, kind: ReportKind, period: Period) {
  const query = db
    .selectFrom('certificates as c')
    .innerJoin('applications as a', 'a.id', 'c.application_id')
    .innerJoin('users as u', 'u.id', 'a.owner_id')
    .where(sql<boolean>`(c.created_at AT TIME ZONE 'UTC')::date <= ${period.to}::date`);
  if (kind === 'organic_operators') {
    return query.where('a.family', '=', 'bio').where('c.valid_from', '<=', period.to).where('c.valid_to', '>=', period.from);
  }
  return query.where('a.family', '=', 'globalgap').where(
    sql<boolean>`((c.created_at AT TIME ZONE 'UTC')::date >= ${period.from}::date
      OR EXISTS (SELECT 1 FROM jsonb_array_elements(c.status_changes) AS change
                 WHERE change->>'from' BETWEEN ${period.from} AND ${period.to}
                   AND change->>'status' IN (${sql.join(LISTED_CHANGES)})))`,
  );
}

/** Every read and write of staff reports: the one place their SQL lives. */
export const reportsStore = {
  create: (db: Kysely<Database>, report: { kind: ReportKind; period: Period; locale: string; requestedBy: number }) =>
    db
      .insertInto('staff_reports')
      .values({ kind: report.kind, period_from: report.period.from, period_to: report.period.to, locale: report.locale, requested_by: report.requestedBy })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** One report, with the name of the staff member who asked. */
  find: (db: Kysely<Database>, id: string) => listQuery(db).where('r.id', '=', id).executeTakeFirst(),

  /** A page of reports, newest first (index of migration 049). */
  page: (db: Kysely<Database>, limit: number, from: Position | undefined) =>
    listQuery(db)
      .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('r.id'), sql.ref('r.requested_at'))))
      .orderBy('r.requested_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit + 1)
      .execute(),

  /** The job takes the report: running, its rows counted. Answers false when it was taken already (a job run twice). */
  start: async (db: Kysely<Database>, id: string, total: number) =>
    (
      await db
        .updateTable('staff_reports')
        .set({ status: 'running', rows_total: total, rows_done: 0 })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst()
    ).numUpdatedRows > 0n,

  progress: (db: Kysely<Database>, id: string, done: number) => db.updateTable('staff_reports').set({ rows_done: done }).where('id', '=', id).execute(),

  finish: (db: Kysely<Database>, id: string, outcome: { status: Extract<ReportStatus, 'done' | 'failed'>; csv?: string; xlsx?: string }) =>
    db
      .updateTable('staff_reports')
      .set({ status: outcome.status, csv_file_id: outcome.csv ?? null, xlsx_file_id: outcome.xlsx ?? null, finished_at: new Date() })
      .where('id', '=', id)
      .execute(),

  /** How many certificates a report reads. */
  countSource: async (db: Kysely<Database>, kind: ReportKind, period: Period) =>
    Number((await sourceQuery(db, kind, period).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),

  /** The next batch of a report's certificates after the number `afterNumber`. */
  sourceBatch: (db: Kysely<Database>, kind: ReportKind, period: Period, afterNumber: string | null, limit: number) =>
    sourceQuery(db, kind, period)
      .select([
        'c.number', 'c.traces_number', 'c.ggn', 'c.valid_from', 'c.valid_to', 'c.items', 'c.status', 'c.status_until', 'c.suspended_items', 'c.status_changes', 'c.created_at',
        'a.answers', 'a.wizard_id', 'u.identification', 'u.country_id', 'u.profile',
      ])
      .select(displayName('u').as('person'))
      .$if(afterNumber !== null, (q) => q.where('c.number', '>', afterNumber!))
      .orderBy('c.number')
      .limit(limit)
      .execute(),
};

const listQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('staff_reports as r')
    .innerJoin('users as u', 'u.id', 'r.requested_by')
    .selectAll('r')
    .select(displayName('u').as('requested_by_name'))
    .select(sortText(sql.ref('r.requested_at')).as('page_at'));

export type ReportRow = NonNullable<Awaited<ReturnType<typeof reportsStore.find>>>;
export type SourceRow = Awaited<ReturnType<typeof reportsStore.sourceBatch>>[number];
