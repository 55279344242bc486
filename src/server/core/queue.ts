import PgBoss from 'pg-boss';
import { CompiledQuery, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/connect';
import type { Database } from './db/types';

/**
 * The job queue: pg-boss on the server's own database (PGlite or PostgreSQL), through the
 * server's connection rather than a pool of its own, so that it runs on embedded PGlite too
 * and a job can be written in the transaction of the change that causes it
 * (docs/decisions.md "Job queue"). Every process works the queue; pg-boss hands each job to
 * one of them (SKIP LOCKED) and fires each schedule once across all of them.
 */
export async function startQueue(database: DatabaseHandle, log: FastifyBaseLogger): Promise<PgBoss> {
  // schedules are fired by the clock (startScheduleClock), started once the server answers
  const boss = new PgBoss({ ...queueOptions(database), schedule: false });
  // pg-boss reports failed polls here (e.g. the database restarting) and retries by itself
  boss.on('error', (error) => log.warn({ err: error }, 'job queue'));
  await boss.start();
  return boss;
}

/**
 * pg-boss's timekeeper, which queues each schedule's jobs when their time comes (the daily
 * jobs, daily-jobs.ts), as a second pg-boss on the same database that does nothing else. Its
 * first look at the schedules works out each one's last time with cron-parser in the
 * schedules' time zone, a third of a second of a start's CPU, so the server starts it once it
 * answers (main.ts) rather than in startQueue. Stop it before the queue.
 */
export async function startScheduleClock(database: DatabaseHandle, log: FastifyBaseLogger): Promise<PgBoss> {
  const clock = new PgBoss({ ...queueOptions(database), supervise: false, migrate: false });
  clock.on('error', (error) => log.warn({ err: error }, 'job schedules'));
  await clock.start();
  return clock;
}

const queueOptions = (database: DatabaseHandle): PgBoss.ConstructorOptions => ({
  db: {
    // A statement pg-boss asks once the database is closed (a job's completion recorded after
    // the queue's graceful stop gave up waiting for it) is dropped, never answered: pg-boss does
    // not wait for that call, so its failure was an unhandled rejection. The job stays active
    // in the table and is retried after its expiry, as after a crash.
    executeSql: (text, values) => (database.closed ? new Promise(() => undefined) : database.executeSql(text, values).catch((error: unknown) => (database.closed ? new Promise(() => undefined) : Promise.reject(error)))),
  },
  // finished jobs are kept a week for looking into a complaint ("did the mail go out?")
  archiveCompletedAfterSeconds: 24 * 3600,
  deleteAfterDays: 7,
});

/** pg-boss's SQL inside a Kysely transaction: the job commits or rolls back with the change. */
export const within = (executor: Kysely<Database>): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: (await executor.executeQuery(CompiledQuery.raw(text, values ?? []))).rows }),
});
