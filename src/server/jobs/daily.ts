import type PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import { forgetEndedCounts } from '../rate-limits/database-store';
import { expireCertificates } from './expire-certificates';

/** The daily jobs: name → what it does, answering how many rows it changed. */
export const dailyJobs: Readonly<Record<string, (db: Kysely<Database>) => Promise<number>>> = {
  'daily-expire-certificates': expireCertificates,
  'daily-forget-request-counts': forgetEndedCounts,
};

// at night in the certification body's time zone, when nobody is at work
const CRON = '15 3 * * *';
const TIME_ZONE = 'Europe/Athens';

/**
 * Schedules each daily job on the queue. pg-boss keeps the schedule in the database and
 * queues each day's run once, whichever processes are up; one of them works it.
 */
export async function scheduleDailyJobs(boss: PgBoss, db: Kysely<Database>, log: FastifyBaseLogger): Promise<void> {
  for (const [name, run] of Object.entries(dailyJobs)) {
    await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 3, retryDelay: 600 });
    await boss.schedule(name, CRON, {}, { tz: TIME_ZONE });
    await boss.work(name, async () => {
      const changed = await run(db);
      log.info({ job: name, changed }, 'daily job done');
    });
  }
}
