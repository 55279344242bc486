import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import { forgetEndedCounts } from './core/rate-limits/database-store';
import { expireCertificates } from './certificates/expire-certificates';
import { expireOffers } from './lifecycle/expire-offers';
import { sendScheduledNotices } from './certificates/scheduled-notices';
import { sweepUnreferencedFiles } from './files/sweep-files';
import { isoDay } from './core/dates';
import { keepOverviewLeadTimes } from './overview/keep-lead-times';

/** What a daily job may use: the process's database, mail queue, settings and file store. */
export type JobContext = Pick<AppContext, 'database' | 'mailer' | 'config' | 'contentStore'>;

/** A daily job: given the moment it runs (tests pass another), answers how many rows it changed. */
export type DailyJob = (ctx: JobContext, now: Date) => Promise<number>;

// the day (YYYY-MM-DD, UTC) a run counts as: at 03:15 in Athens it is the same day in UTC

/** The daily jobs by name. */
export const dailyJobs = {
  'daily-expire-certificates': (ctx, now) => expireCertificates(ctx.database.db, isoDay(now)),
  'daily-expire-offers': (ctx, now) => expireOffers(ctx, isoDay(now)),
  'daily-certificate-changes-in-force': (ctx, now) => sendScheduledNotices(ctx, isoDay(now)),
  'daily-forget-request-counts': (ctx) => forgetEndedCounts(ctx.database.db),
  'daily-sweep-unreferenced-files': sweepUnreferencedFiles,
  'daily-overview-lead-times': (ctx, now) => keepOverviewLeadTimes(ctx.database.db, now),
} satisfies Record<string, DailyJob>;
export type DailyJobName = keyof typeof dailyJobs;

// at night in the certification body's time zone, when nobody is at work
const CRON = '15 3 * * *';
const TIME_ZONE = 'Europe/Athens';

/**
 * Each daily job's queue and schedule, kept by pg-boss in the database: created once (the
 * first start, or the built database template: core/db/write-pgdata-template.ts), unchanged after.
 */
export async function createDailySchedules(boss: PgBoss): Promise<void> {
  const existing = new Map((await boss.getSchedules()).map((schedule) => [schedule.name, schedule]));
  for (const name of Object.keys(dailyJobs)) {
    await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 3, retryDelay: 600 });
    // pg-boss checks a cron in its time zone each time it is given one (a twentieth of a
    // start for the four): a schedule already as wanted is left as it is
    const schedule = existing.get(name);
    if (schedule?.cron === CRON && schedule.options?.tz === TIME_ZONE) continue;
    await boss.schedule(name, CRON, {}, { tz: TIME_ZONE });
  }
}

/**
 * Works each daily job (their queues and schedules: createDailySchedules, made once at start).
 * pg-boss queues each day's run once, whichever processes are up; one of them works it.
 */
export async function workDailyJobs(boss: PgBoss, ctx: JobContext, log: FastifyBaseLogger): Promise<void> {
  for (const [name, run] of Object.entries(dailyJobs)) {
    await boss.work(name, async () => {
      const changed = await run(ctx, new Date());
      log.info({ job: name, changed }, 'daily job done');
    });
  }
}
