import { applicationReference } from '../applications/reference';
import type { Kysely } from 'kysely';
import { STATE_INFO, type LifecycleState } from '../../lifecycle/index.ts';
import type { Database } from '../core/db/types';
import { stateOf } from './state';
import { isoInstant, todayIso } from '../core/dates';
import { lifecycleViewStore, STAFF_DAYS, type QueueFilters } from './view-store';
import { pageOf, pageSize, positionOf, type PageQuery } from '../core/paging';
import { certificateToday } from '../certificates/certificate-today';

export { STAFF_DAYS, type QueueFilters };

/** A page of the staff work queue: submitted applications, filtered, the longest waiting first, with how many there are. */
export async function staffQueue(db: Kysely<Database>, filters: QueueFilters, page: PageQuery) {
  const today = todayIso();
  const limit = pageSize(page);
  const [rows, counted] = await Promise.all([
    lifecycleViewStore.queue(db, filters, today, limit, positionOf(page.cursor, 'instant', 'uuid')),
    lifecycleViewStore.queueCount(db, filters, today),
  ]);
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
        submitted_at: row.submitted_at && isoInstant(row.submitted_at),
        state_since: since && isoInstant(since),
        overdue: staffLate || (info.waitingOn === 'customer' && Boolean(row.late_customer)),
        risk_level: row.risk_level,
      };
    }),
    ...counted,
  };
}
