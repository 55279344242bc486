import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../core/db/types';
import { hashPassword } from '../accounts/passwords';

export const DEMO_PASSWORD = 'DemoPass2026';

type DemoUser = Omit<Insertable<UsersTable>, 'password_hash' | 'profile'> & { profile: Record<string, unknown> };

const details = (first_name: string, last_name: string, phone: string) => ({
  user_details: { first_name, last_name, phone },
});

const demoUsers: DemoUser[] = [
  {
    username: 'demo.farmer.gr', email: 'farmer.gr@demo.invalid', role: 'client', country_id: 1,
    locale: 'el', status: 'active', identification: '094259216',
    profile: details('Γιώργος', 'Παπαδόπουλος', '6912345678'),
  },
  {
    username: 'demo.farmer.es', email: 'farmer.es@demo.invalid', role: 'client', country_id: 2,
    locale: 'es', status: 'active', identification: '54362315K',
    profile: details('Lucía', 'García', '612345678'),
  },
  {
    username: 'demo.consultant', email: 'consultant@demo.invalid', role: 'consultant', country_id: 1,
    locale: 'el', status: 'active', customer_type: 'legal_entity', identification: '997108060',
    partner_code: 'CP-DEMO01',
    // complete, so that the demo consultant can add customers at once
    profile_status: 'complete',
    profile: details('Ελένη', 'Καραγιάννη', '2101234567'),
  },
  {
    username: 'demo.employee', email: 'employee@demo.invalid', role: 'consultant', is_employee: true,
    country_id: 1, locale: 'el', status: 'active',
    profile: details('Νίκος', 'Αλεξίου', '6987654321'),
  },
  {
    username: 'demo.staff', email: 'staff@demo.invalid', role: 'staff', country_id: 1,
    // a Greek certification body's staff member: Greek, as the other Greek demo accounts;
    // the staff administrator, who also reviews and inspects (every duty: docs/staff-accounts.md)
    locale: 'el', status: 'active', staff_duties: ['admin', 'reviewer', 'inspector'],
    profile: details('Μαρία', 'Σταματίου', '2310000000'),
  },
];

/** The certification body's team beside its administrator: two reviewers and two inspectors. */
const staffTeam: DemoUser[] = [
  ['demo.reviewer1', 'reviewer1', 'Κατερίνα', 'Βλάχου', 'reviewer'],
  ['demo.reviewer2', 'reviewer2', 'Αντώνης', 'Μαυρίδης', 'reviewer'],
  ['demo.inspector1', 'inspector1', 'Δημήτρης', 'Οικονόμου', 'inspector'],
  ['demo.inspector2', 'inspector2', 'Σοφία', 'Λαμπράκη', 'inspector'],
].map(([username, mailbox, first, last, duty]) => ({
  username, email: `${mailbox}@demo.invalid`, role: 'staff', country_id: 1, locale: 'el', status: 'active',
  staff_duties: [duty as 'reviewer' | 'inspector'], profile: details(first, last, '2310000000'),
}));

/** Inserts the accounts a database lacks; answers the ids of those it inserted, by username. */
async function insertUsers(db: Kysely<Database>, users: DemoUser[], passwordHash: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const user of users) {
    const row = await db
      .insertInto('users')
      .values({ ...user, password_hash: passwordHash, profile: JSON.stringify(user.profile), email_verified_at: new Date() })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id', 'username'])
      .executeTakeFirst();
    if (row) ids.set(row.username, row.id);
  }
  return ids;
}

/**
 * Demo accounts for trying the portal (README lists them). Created once, on the first
 * start of an empty database; DEMO_DATA=off skips it.
 */
export async function seedDemoData(db: Kysely<Database>, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', 'demo.staff').executeTakeFirst();
  if (existing) {
    // a demo database from before the staff team (migration 041) gets the team once
    const team = await db.selectFrom('users').select('id').where('username', '=', 'demo.reviewer1').executeTakeFirst();
    if (!team) await insertUsers(db, staffTeam, await hashPassword(DEMO_PASSWORD));
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const ids = await insertUsers(trx, [...demoUsers, ...staffTeam], passwordHash);
    const consultant = ids.get('demo.consultant');
    if (!consultant) return;
    await trx.updateTable('users').set({ consultant_id: consultant }).where('username', '=', 'demo.employee').execute();
    const customers = ['demo.farmer.gr', 'demo.farmer.es'].map((u) => ids.get(u)).filter((id): id is number => !!id);
    await trx
      .insertInto('consultant_customers')
      .values(customers.map((customer_id) => ({ consultant_id: consultant, customer_id, status: 'approved' })))
      .execute();
  });
  log.info('demo accounts created (password %s)', DEMO_PASSWORD);
}
