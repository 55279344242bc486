import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, Locale, UserRow, UsersTable } from '../core/db/types';
import { canonicalIdentification } from '../../validation/rules/identifiers';

export type { UserRow };

export function usersRepository(db: Kysely<Database>) {
  return {
    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username.trim().toLowerCase()).executeTakeFirst(),
    findById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The account of a tax number however it is spelled (stored in its canonical form). */
    findByIdentification: (identification: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('identification', '=', canonicalIdentification(identification))
        // two accounts may share a number written differently before it was canonical (006_…sql)
        .orderBy(sql`status = 'declined'`)
        .orderBy('id')
        .executeTakeFirst(),
    async create(user: Insertable<UsersTable>): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({
          ...user,
          username: user.username.trim().toLowerCase(),
          identification: user.identification ? canonicalIdentification(user.identification) : user.identification,
        })
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
    /** Saves a profile; `on` a transaction when more is written with it. */
    async saveProfile(
      id: number,
      profile: Record<string, unknown>,
      profileStatus: 'incomplete' | 'complete',
      on: Kysely<Database> = db,
    ): Promise<void> {
      // The tax number is also kept canonical in its own column, which look-ups and the
      // one-account-per-tax-number rule read: a profile edit of it must reach that column.
      const details = profile.user_details as { identification?: unknown } | undefined;
      const identification = typeof details?.identification === 'string' && details.identification.trim() ? canonicalIdentification(details.identification) : undefined;
      await on
        .updateTable('users')
        .set({ profile: JSON.stringify(profile), profile_status: profileStatus, updated_at: new Date(), ...(identification ? { identification } : {}) })
        .where('id', '=', id)
        .execute();
    },
    /** The consultant whose customers the user works on: themselves, or their employer. */
    /** Whether an account not declined already has this username, tax number or address (any letter case). */
    registrationClash: async (wanted: { username: string; identification: string; email: string }): Promise<boolean> =>
      (await db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('username', '=', wanted.username),
            eb('identification', '=', wanted.identification),
            eb(sql`lower(email)`, '=', wanted.email.toLowerCase()),
          ]),
        )
        .where('status', '<>', 'declined')
        .executeTakeFirst()) !== undefined,
    /** The address is confirmed: a consultant then waits for staff, anyone else may sign in. */
    confirmEmail: (id: number, status: 'pending_approval' | 'active') =>
      db.updateTable('users').set({ status, email_verified_at: new Date(), updated_at: new Date() }).where('id', '=', id).execute(),
    /** What the access rules need of an account (a download link carries only its id). */
    accessFacts: (id: number) => db.selectFrom('users').select(['role', 'is_employee', 'consultant_id']).where('id', '=', id).executeTakeFirst(),
    /** What a mail to each of these users needs. */
    mailRecipients: (ids: number[]) => db.selectFrom('users').select(['id', 'email', 'locale', 'username', 'profile']).where('id', 'in', ids).execute(),
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
