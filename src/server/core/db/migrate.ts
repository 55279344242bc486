import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './connect';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: every API process agrees on it, so only one migrates at a time.
const MIGRATION_LOCK = 827_001;
const ALREADY_APPLIED = 'migration-already-applied';

/**
 * Applies the numbered SQL files in src/server/core/db/migrations that are not applied yet, in
 * order, each in its own transaction. Safe when several processes start at once: each
 * transaction takes an advisory lock and re-checks, so a migration applied meanwhile by
 * another process is skipped.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const files = (await fs.readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  await handle.exec(
    `SELECT pg_advisory_lock(${MIGRATION_LOCK});
     CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
     SELECT pg_advisory_unlock(${MIGRATION_LOCK});`,
  );
  // Read once which are applied already, so a start on a migrated database runs no script
  // (each one's own transaction below still re-checks, for processes starting together).
  const { rows } = await handle.executeSql('SELECT version FROM schema_migrations');
  const done = new Set((rows as { version: string }[]).map((row) => row.version));
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '').replace(/[^\w-]/g, '');
    if (done.has(version)) continue;
    const script = await fs.readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await handle.exec(`BEGIN;
        SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
        DO $$ BEGIN
          IF EXISTS (SELECT 1 FROM schema_migrations WHERE version = '${version}') THEN
            RAISE EXCEPTION '${ALREADY_APPLIED}';
          END IF;
        END $$;
        ${script}
        INSERT INTO schema_migrations (version) VALUES ('${version}');
        COMMIT;`);
      applied.push(version);
    } catch (error) {
      if (!String((error as Error).message).includes(ALREADY_APPLIED)) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return applied;
}
