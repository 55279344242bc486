import { applicationReference } from '../applications/reference';
import type { Kysely } from 'kysely';
import { STATES, STATE_INFO, type LifecycleState, type Step } from '../../lifecycle/index.ts';
import type { ApplicationFamily, ApplicationStatus, Database } from '../core/db/types';
import { stateOf } from './state';
import { isoInstant, todayIso } from '../core/dates';
import { lifecycleViewStore } from './view-store';
import { certificateToday } from '../certificates/certificate-today';

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

/** The staff work queue: submitted applications, filtered, the longest waiting first. */
export async function staffQueue(db: Kysely<Database>, filters: QueueFilters) {
  const rows = await lifecycleViewStore.queue(db, filters, todayIso());
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
    })
    .filter((item) => STATES.includes(item.state))
    .filter((item) => filters.step === undefined || item.step === filters.step)
    .filter((item) => filters.waiting_on === undefined || item.waiting_on === filters.waiting_on)
    .filter((item) => filters.overdue === undefined || item.overdue === filters.overdue);
}
