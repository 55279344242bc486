import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import type { Counted } from '../core/paging';
import { requestsStore } from './store';

/** How many certificate requests wait on staff's answer (counted up to the totals' cap), for staff's queue. */
export const openCertificateRequestCount = (db: Kysely<Database>): Promise<Counted> => requestsStore.openRequestCount(db);
