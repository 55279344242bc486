import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, Locale, UsersTable } from '../db/types';

export type UserRow = Selectable<UsersTable>;

export function usersRepository(db: Kysely<Database>) {
  return {
    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username.trim().toLowerCase()).executeTakeFirst(),
    findById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByIdentification: (identification: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('identification', '=', identification.trim().toUpperCase())
        .executeTakeFirst(),
    async create(user: Insertable<UsersTable>): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({ ...user, username: user.username.trim().toLowerCase() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async setLocale(id: number, locale: Locale): Promise<void> {
      await db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', id).execute();
    },
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    async saveProfile(
      id: number,
      profile: Record<string, unknown>,
      profileStatus: 'incomplete' | 'complete',
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({ profile: JSON.stringify(profile), profile_status: profileStatus, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    /** The consultant whose customers the user works on: themselves, or their employer. */
    async countCustomers(consultantId: number): Promise<number> {
      const row = await db
        .selectFrom('consultant_customers')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('consultant_id', '=', consultantId)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
