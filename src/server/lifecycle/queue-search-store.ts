import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';
import { writeKeysAt } from '../core/db/write-keys-at';

/** The keys one application is searched by in staff's queue (036_queue_search.sql). */
export interface QueueSearchKeys {
  id: string;
  version: number;
  names: string;
  codes: string;
}

/** The queue's search keys: which are stale, and writing them (lifecycle/queue-search.ts makes them). */
export const queueSearchStore = {
  /** Up to `limit` submitted applications whose keys are stale, with what their keys are made of. */
  async stale(db: Kysely<Database>, limit: number) {
    // the stale ids alone first, from the partial index: nearly always none, and then no join at all
    const ids = await db
      .selectFrom('applications')
      .select('id')
      .where(sql<boolean>`queue_search_keyed <> queue_search_version`)
      .where('status', '<>', 'draft')
      .limit(limit)
      .execute();
    if (ids.length === 0) return [];
    return db
      .selectFrom('applications as a')
      .innerJoin('users as u', 'u.id', 'a.owner_id')
      .leftJoin('certificates as c', 'c.application_id', 'a.id')
      .select(['a.id', 'a.family', 'a.number', 'a.created_at', 'a.queue_search_version as version', 'u.profile', 'u.identification', 'u.username', 'c.ggn'])
      .select(displayName('u').as('person'))
      .where('a.id', 'in', ids.map((row) => row.id))
      .execute();
  },

  /** Writes keys made at `version` (core/db/write-keys-at.ts). */
  write: (db: Kysely<Database>, rows: readonly QueueSearchKeys[]) =>
    writeKeysAt(db, { table: 'applications', idType: 'uuid', version: 'queue_search_version', keyed: 'queue_search_keyed', columns: { names: 'queue_search_names', codes: 'queue_search_codes' } }, rows),
};
