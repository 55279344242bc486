import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { copyPgdataTemplate } from './pgdata-template';

interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

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
    client = new PGlite();
  } else {
    const dir = path.join(dataDir, 'pgdata');
    // an empty data folder starts from the built template rather than from initdb
    if (!copyPgdataTemplate(dir)) fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return client;
}
