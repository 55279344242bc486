import { sql } from 'kysely';
import type { DatabaseHandle } from './connect';

/**
 * Advisory lock keys, fixed numbers every API process agrees on. Not the migrations' own
 * (migrate.ts, 827_001): the start lock is held on a connection of its own while the
 * migrations take theirs on another, so one key would make a process wait for itself.
 */
export const START_LOCK = 827_002;
export const DEMO_APPLICATIONS_LOCK = 827_003;

/**
 * Runs `work` while this process holds a session advisory lock of the database, so that
 * processes started at the same moment on one empty PostgreSQL make the tables, the job
 * queue's schema and the demo data once: the first does it, the others wait and then find it
 * done. The lock is held on one pooled connection set aside for it (`work` runs its queries on
 * others), so it is released when `work` ends, or by PostgreSQL if the process dies.
 * Embedded PGlite belongs to one process and has one connection: nothing to wait for there.
 */
export async function underLock<T>(database: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${sql.lit(key)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(key)})`.execute(connection).catch(() => undefined);
    }
  });
}
