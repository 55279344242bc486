import { applicationReference } from '../applications/reference';
import type { Kysely } from 'kysely';
import { STATE_INFO, STEPS, type LifecycleState, type Step } from '../../lifecycle/index.ts';
import type { Database } from '../core/db/types';
import { stateOf } from './state';
import { isoDay, isoInstant, todayIso } from '../core/dates';
import { queueStore, STAFF_DAYS, type QueueFilters, type QueueSort } from './queue-store';
import { cursorOf, pageOf, pageSize, positionOf, type PageQuery, type Position } from '../core/paging';
import { certificateToday } from '../certificates/certificate-today';
import { queueSearchOf, refreshQueueKeys } from './queue-search';
import { openCertificateRequestCount } from '../requests/open-requests';

export { STAFF_DAYS, type QueueFilters };

/** The queue's filters as the contract names them: the search is the text `q`. */
export type QueueQuery = Omit<QueueFilters, 'search'> & { q?: string };

/** The filters with the search keyed (400 naming `q` for a text with nothing to search by), its keys brought up to date first. */
async function filtersOf(db: Kysely<Database>, { q, ...filters }: QueueQuery): Promise<QueueFilters> {
  if (q === undefined) return filters;
  const search = queueSearchOf(q);
  await refreshQueueKeys(db);
  return { ...filters, search };
}

/**
 * The cursor's position in the order asked. The type order's position is its type and instant in
 * one text ("bio 2026-…"); the instant is checked as the waiting order's cursor is (a cursor of
 * another order, or one never given, is a 400 naming `cursor`).
 */
function positionIn(sort: QueueSort, cursor: string | undefined): Position | undefined {
  if (sort !== 'type') return positionOf(cursor, 'instant', 'uuid');
  const position = positionOf(cursor, 'text', 'uuid');
  if (position === undefined) return undefined;
  const match = /^(bio|globalgap) (.+)$/.exec(position.at ?? '');
  // the same check, and the same 400, as the waiting order's cursor
  positionOf(cursorOf({ at: match?.[2] ?? 'not an instant', id: position.id }), 'instant', 'uuid');
  return position;
}

/** A page of the staff work queue: submitted applications, filtered and searched, in the order asked (the longest waiting first), with how many there are. */
export async function staffQueue(db: Kysely<Database>, query: QueueQuery & { sort?: QueueSort }, page: PageQuery) {
  const { sort = 'waiting', ...rest } = query;
  const today = todayIso();
  const limit = pageSize(page);
  const from = positionIn(sort, page.cursor);
  const filters = await filtersOf(db, rest);
  const [rows, counted] = await Promise.all([queueStore.page(db, filters, sort, today, limit, from), queueStore.count(db, filters, today)]);
  const staffLimit = Date.now() - STAFF_DAYS * 24 * 3600 * 1000;
  return {
    ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), (row) => {
      const state = stateOf({ status: row.status, lifecycle_state: row.lifecycle_state }) as LifecycleState;
      const info = STATE_INFO[state];
      const since = row.state_since ?? row.submitted_at;
      const staffLate = info.waitingOn === 'staff' && since !== null && new Date(since).getTime() < staffLimit;
      return {
        id: row.id,
        reference: applicationReference(row),
        type: row.family,
        status: row.status,
        certificate: certificateToday(row.certificate),
        state,
        step: info.step,
        waiting_on: info.waitingOn,
        year: row.year,
        customer_name: row.customer_name,
        customer_company: row.customer_company,
        submitted_at: row.submitted_at && isoInstant(row.submitted_at),
        state_since: since && isoInstant(since),
        // the far date stands for "nothing due" in the order; the client is told null
        due_at: row.due_at === null || new Date(row.due_at).getUTCFullYear() === 9999 ? null : isoInstant(row.due_at),
        overdue: staffLate || (info.waitingOn === 'customer' && Boolean(row.late_customer)),
        risk_level: row.risk_level,
      };
    }),
    ...counted,
  };
}

/**
 * How many wait in each step with the queue's filters, and what else waits on the whole body:
 * the open certificate requests and the applications with an open sanction (the queue's
 * `sanction=open`, so the count and that list agree).
 */
export async function staffQueueCounts(db: Kysely<Database>, query: QueueQuery) {
  const filters = await filtersOf(db, query);
  const today = todayIso();
  const [steps, requests, sanctions] = await Promise.all([
    queueStore.stepCounts(db, filters, today),
    openCertificateRequestCount(db),
    queueStore.count(db, { sanction: 'open' }, today),
  ]);
  return { steps, certificate_requests: requests, sanctions };
}

/** A step of the pipeline for one standard: how many wait, how long (days), how many are overdue. */
export interface PipelineCell {
  step: Step;
  standard: 'bio' | 'globalgap';
  count: number;
  median_days: number;
  oldest_days: number;
  overdue: number;
}

/**
 * The staff overview's pipeline (docs/overview.md): what waits at each step, per standard, with
 * the queue's filters and its definition of overdue, so that the queue filtered the same way
 * (step, type, region, member, overdue) lists exactly the applications counted.
 */
export async function staffPipeline(db: Kysely<Database>, filters: Pick<QueueFilters, 'type' | 'region' | 'mineOf'>, now = new Date()): Promise<PipelineCell[]> {
  const rows = await queueStore.pipeline(db, filters, isoDay(now), now);
  return rows
    .map((row) => ({
      step: row.step as Step,
      standard: row.standard,
      count: Number(row.count),
      median_days: Number(row.median_days),
      oldest_days: Number(row.oldest_days),
      overdue: Number(row.overdue),
    }))
    .sort((a, b) => STEPS.indexOf(a.step) - STEPS.indexOf(b.step) || a.standard.localeCompare(b.standard));
}
