import type { Kysely } from 'kysely';
import type { Database, StaffDuty } from '../core/db/types';
import { usersRepository } from './users-store';
import { staffAccountsStore } from './staff-accounts-store';

/** Every active staff member's id, read in the caller's transaction when it passes one. */
export const activeStaffIds = (db: Kysely<Database>): Promise<number[]> => usersRepository(db).activeStaffIds();

/**
 * The name of the active staff member with this duty (the reviewer an application is assigned
 * to, the inspector a plan names), or undefined when the id is no such person.
 */
export const activeStaffMemberName = (db: Kysely<Database>, id: number, duty: StaffDuty): Promise<string | undefined> =>
  staffAccountsStore(db).activeNameWithDuty(id, duty);

/** A staff member's name whatever their status (the reviewer an application was assigned to may have left since). */
export const staffMemberName = (db: Kysely<Database>, id: number): Promise<string | undefined> => staffAccountsStore(db).nameOf(id);
