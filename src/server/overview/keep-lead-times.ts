import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { leadTimesStore } from './lead-times-store';

/**
 * The daily job `daily-overview-lead-times` (daily-jobs.ts): the overview's lead times of every
 * month that is over on `now` (UTC), kept in overview_lead_times (048) so that an answer
 * computes only the current month (docs/overview.md "Kept lead times"). Rewritten whole each
 * night: a history written late (an import, the demo) is in the next day's figures.
 */
export function keepOverviewLeadTimes(db: Kysely<Database>, now: Date): Promise<number> {
  return leadTimesStore.keep(db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
}
