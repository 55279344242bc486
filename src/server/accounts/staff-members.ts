import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { usersRepository } from './users-store';

/** Every active staff member's id, read in the caller's transaction when it passes one. */
export const activeStaffIds = (db: Kysely<Database>): Promise<number[]> => usersRepository(db).activeStaffIds();
