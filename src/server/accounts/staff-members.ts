import type { Kysely } from 'kysely';
import type { Database, StaffDuty } from '../core/db/types';
import { staffAccountsStore } from './staff-accounts-store';

/**
 * What a customer side's action on an application concerns on the certification body's side:
 * the inspection (the inspection documents, the answers to non-conformities) or the file's
 * review (everything else).
 */
export type StaffConcern = 'review' | 'inspection';

/**
 * Whom on staff the customer side's action is told to (docs/staff-accounts.md): the assigned
 * reviewer, or for the inspection the planned inspector; with nobody (active) there, every
 * active staff member with that duty. Read in the caller's transaction when it passes one.
 */
export const staffConcerned = (db: Kysely<Database>, applicationId: string, concern: StaffConcern): Promise<number[]> =>
  staffAccountsStore(db).concernedWith(applicationId, concern === 'inspection' ? 'inspector' : 'reviewer');

/**
 * The name of the active staff member with this duty (the reviewer an application is assigned
 * to, the inspector a plan names), or undefined when the id is no such person.
 */
export const activeStaffMemberName = (db: Kysely<Database>, id: number, duty: StaffDuty): Promise<string | undefined> =>
  staffAccountsStore(db).activeNameWithDuty(id, duty);

/** A staff member's name whatever their status (the reviewer an application was assigned to may have left since). */
export const staffMemberName = (db: Kysely<Database>, id: number): Promise<string | undefined> => staffAccountsStore(db).nameOf(id);
