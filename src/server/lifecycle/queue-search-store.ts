import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';

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

  /** Writes keys made at `version`; a row changed meanwhile keeps its newer version, so the next search keys it again. */
  async write(db: Kysely<Database>, rows: readonly QueueSearchKeys[]) {
    if (rows.length === 0) return;
    await sql`
      UPDATE applications a SET queue_search_names = v.names, queue_search_codes = v.codes, queue_search_keyed = v.version
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, version integer, names text, codes text)
      WHERE a.id = v.id AND a.queue_search_version = v.version`.execute(db);
  },
};
