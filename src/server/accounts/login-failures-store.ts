import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';

/** Which failures a count covers: one username, one address, or both at once. */
export interface FailureFilter {
  username?: string;
  address?: string;
}

/**
 * Failed sign-ins, kept in the database so that every API process sees the same counts.
 */
export function loginFailuresRepository(db: Kysely<Database>) {
  return {
    async record(username: string, address: string): Promise<void> {
      await db.insertInto('login_failures').values({ username, address }).execute();
    },
    /**
     * The time of the `max`-th newest failure since `since`, or null when there are fewer:
     * while it exists the limit is reached, and it lifts when that failure leaves the window.
     */
    async nthNewest(filter: FailureFilter, max: number, since: Date): Promise<Date | null> {
      let query = db.selectFrom('login_failures').select('at').where('at', '>', since);
      if (filter.username !== undefined) query = query.where('username', '=', filter.username);
      if (filter.address !== undefined) query = query.where('address', '=', filter.address);
      const row = await query.orderBy('at', 'desc').limit(1).offset(Math.max(0, max - 1)).executeTakeFirst();
      return row ? new Date(row.at) : null;
    },
    /** Forgets the failures of one username from one address (after it signed in there). */
    async clear(username: string, address: string): Promise<void> {
      await db.deleteFrom('login_failures').where('username', '=', username).where('address', '=', address).execute();
    },
    async prune(before: Date): Promise<void> {
      await db.deleteFrom('login_failures').where('at', '<', before).execute();
    },
  };
}
