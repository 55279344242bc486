import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store that counts in the database (table request_counts): every API
 * process adds to the same count, so a limit holds across all of them. One statement per
 * request, atomic under concurrency: a count whose window has ended starts again at one.
 * The key already names the limit (see register-rate-limits.ts), so every route shares it.
 */
export function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore {
    incr(key: string, answer: Answer, timeWindow: number): void {
      sql<{ hits: number; ttl: number }>`
        INSERT INTO request_counts AS c (key, hits, window_ends)
        VALUES (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.hits + 1 END,
          window_ends = CASE WHEN c.window_ends <= now() THEN excluded.window_ends ELSE c.window_ends END
        RETURNING hits, (extract(epoch FROM c.window_ends - now()) * 1000)::float8 AS ttl`
        .execute(db)
        .then(
          ({ rows: [row] }) => answer(null, { current: row.hits, ttl: Math.max(0, Math.round(row.ttl)) }),
          (error: Error) => answer(error),
        );
    }

    child(): DatabaseStore {
      return this;
    }
  };
}

/** Forgets counts whose window ended (the daily clean-up). */
export async function forgetEndedCounts(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('request_counts').where('window_ends', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
