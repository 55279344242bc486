import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyPgdataTemplate } from './pgdata-template';

interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * The extensions every PGlite of the portal loads: pg_trgm, whose indexes serve the public
 * register's search (026_register_search.sql). A database with such an index must always be
 * opened with it, so every `new PGlite` takes these options.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** True when the server runs on PostgreSQL (DATABASE_URL), false on embedded PGlite. */
export const usesPostgres = ({ databaseUrl }: DatabaseOptions) => !!databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl);

/**
 * Starts the embedded database (PGlite, in `<dataDir>/pgdata`, or in memory for `memory://`)
 * and resolves once it is ready. Kept apart from connect.ts, whose query builder and
 * PostgreSQL client load meanwhile: main.ts starts this first.
 */
export async function openPglite({ databaseUrl, dataDir }: DatabaseOptions): Promise<PGlite> {
  let client: PGlite;
  if (databaseUrl === 'memory://') {
    client = new PGlite(PGLITE_OPTIONS);
  } else {
    const dir = path.join(dataDir, 'pgdata');
    // an empty data folder starts from the built template rather than from initdb
    if (!copyPgdataTemplate(dir)) fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, PGLITE_OPTIONS);
  }
  await client.waitReady;
  return client;
}
