import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Failed sign-ins, kept in the database so that every API process sees the same counts.
 */
export function loginFailuresRepository(db: Kysely<Database>) {
  return {
    async record(username: string, address: string): Promise<void> {
      await db.insertInto('login_failures').values({ username, address }).execute();
    },
    async count(since: Date, username: string, address: string): Promise<{ byUsername: number; byAddress: number }> {
      const [byUsername, byAddress] = await Promise.all([
        db
          .selectFrom('login_failures')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('username', '=', username)
          .where('at', '>', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('login_failures')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('address', '=', address)
          .where('at', '>', since)
          .executeTakeFirstOrThrow(),
      ]);
      return { byUsername: Number(byUsername.n), byAddress: Number(byAddress.n) };
    },
    async clear(username: string): Promise<void> {
      await db.deleteFrom('login_failures').where('username', '=', username).execute();
    },
    async prune(before: Date): Promise<void> {
      await db.deleteFrom('login_failures').where('at', '<', before).execute();
    },
  };
}
