import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { todayIso } from '../core/dates';
import { recordExpiries } from './status-changes';

/**
 * Stores `expired` on every certificate whose last valid day (valid_to) is before `today`, with
 * its history line (status-changes.ts), so that the stored status agrees with the live one the
 * public page computes (liveStatus). Revoked and cancelled certificates stay so. Answers how
 * many changed.
 */
export const expireCertificates = (db: Kysely<Database>, today = todayIso()): Promise<number> => recordExpiries(db, today);
