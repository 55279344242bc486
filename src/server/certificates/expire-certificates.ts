import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { todayIso } from '../core/dates';
import { certificatesStore } from './store';

/**
 * Stores `expired` on every certificate whose last valid day (valid_to) is before `today`, so
 * that the stored status agrees with the live one the public page computes (liveStatus).
 * Revoked and cancelled certificates stay so. Answers how many changed.
 */
export const expireCertificates = (db: Kysely<Database>, today = todayIso()): Promise<number> => certificatesStore.expireBefore(db, today);
