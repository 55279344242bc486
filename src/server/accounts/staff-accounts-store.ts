import { sql, type Kysely } from 'kysely';
import type { Database, Locale, StaffDuty } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { after, countUpTo, type Counted, type Position } from '../core/paging';

const STAFF_COLUMNS = ['id', 'username', 'email', 'profile', 'locale', 'staff_duties', 'status', 'created_at'] as const;

/** The staff accounts as their administrators' screen and the choosers read and change them (docs/staff-accounts.md). */
export function staffAccountsStore(db: Kysely<Database>) {
  const staff = () => db.selectFrom('users').where('role', '=', 'staff');
  return {
    /** A page of every staff account (active or not), in the order they were added (users_staff_idx). */
    page: (limit: number, from?: Position) =>
      staff()
        .select(STAFF_COLUMNS)
        .$if(from !== undefined, (q) => q.where(after(from!, 'asc', sql.ref('users.id'))))
        .orderBy('id')
        .limit(limit + 1)
        .execute(),
    count: (): Promise<Counted> => countUpTo(db, staff().select('id')),
    byId: (id: number) => staff().select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst(),
    /** The active staff members with a duty, by name: whom the choosers offer. */
    activeWithDuty: (duty: StaffDuty, limit: number) =>
      staff()
        .select(['id', displayName('users').as('name')])
        .where('status', '=', 'active')
        .where(sql<boolean>`${duty} = any(staff_duties)`)
        .orderBy(displayName('users'))
        .orderBy('id')
        .limit(limit)
        .execute(),
    /** The name of an active staff member with this duty, or undefined when the id is none. */
    activeNameWithDuty: async (id: number, duty: StaffDuty): Promise<string | undefined> =>
      (
        await staff()
          .select(displayName('users').as('name'))
          .where('id', '=', id)
          .where('status', '=', 'active')
          .where(sql<boolean>`${duty} = any(staff_duties)`)
          .executeTakeFirst()
      )?.name,
    /**
     * The staff an application concerns for a duty: the account the application names in that
     * duty's column (its reviewer, its current plan's inspector) while it is an active staff
     * member with the duty; otherwise every active staff member with the duty.
     */
    concernedWith: async (applicationId: string, duty: 'reviewer' | 'inspector'): Promise<number[]> => {
      const withDuty = () => staff().select('users.id').where('status', '=', 'active').where(sql<boolean>`${duty} = any(staff_duties)`);
      const column = duty === 'reviewer' ? 'applications.reviewer_id' : 'applications.inspector_id';
      const assigned = await withDuty()
        .where('users.id', '=', (eb) => eb.selectFrom('applications').select(column).where('applications.id', '=', applicationId))
        .executeTakeFirst();
      if (assigned) return [assigned.id];
      return (await withDuty().orderBy('users.id').execute()).map((row) => row.id);
    },
    nameOf: async (id: number): Promise<string | undefined> =>
      (await staff().select(displayName('users').as('name')).where('id', '=', id).executeTakeFirst())?.name,
    /** Whether an account (any role, any status but declined) has this username or address. */
    clash: async (username: string, email: string) =>
      (await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('username', '=', username), eb(sql`lower(email)`, '=', email.toLowerCase())]))
        .where('status', '<>', 'declined')
        .executeTakeFirst()) !== undefined,
    create: (account: { username: string; email: string; passwordHash: string; firstName: string; lastName: string; locale: Locale; duties: StaffDuty[] }) =>
      db
        .insertInto('users')
        .values({
          username: account.username,
          email: account.email,
          password_hash: account.passwordHash,
          role: 'staff',
          status: 'active',
          locale: account.locale,
          // a Greek certification body's staff (as demo.staff): the country only customers' rules read
          country_id: 1,
          profile: JSON.stringify({ user_details: { first_name: account.firstName, last_name: account.lastName } }),
          profile_status: 'complete',
          staff_duties: account.duties,
          email_verified_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    update: (id: number, change: { firstName: string; lastName: string; locale: Locale; duties: StaffDuty[]; active: boolean }) =>
      db
        .updateTable('users')
        .set({
          // the name lives in the profile, as every account's: its other details stay
          profile: sql`jsonb_set(coalesce(profile, '{}'::jsonb), '{user_details}', coalesce(profile->'user_details', '{}'::jsonb) || ${JSON.stringify({ first_name: change.firstName, last_name: change.lastName })}::jsonb)`,
          locale: change.locale,
          staff_duties: change.duties,
          status: change.active ? 'active' : 'deactivated',
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('role', '=', 'staff')
        .execute(),
  };
}
