import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './types';
import { openPglite, usesPostgres } from './open-pglite';
import { pgliteAccountChanges, postgresAccountChanges, type AccountChanges } from './account-changes';

/** A database the server talks to: typed queries plus a raw multi-statement runner for migrations. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /**
   * One raw statement with `$n` values, or a script of several without values, outside Kysely:
   * the job queue's own SQL (pg-boss). On PGlite it waits its turn on the one connection.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Changes to accounts and sign-ins, announced by the database once committed (any process). */
  accountChanges: AccountChanges;
  close(): Promise<void>;
  /** True once close() was called: a statement asked after that fails (see queue.ts). */
  readonly closed?: boolean;
}

/**
 * Connects to PostgreSQL (DATABASE_URL) or opens the embedded database; `opening`: the
 * embedded one already being opened (main.ts starts it before this module loads).
 */
export async function connectDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  opening?: Promise<PGlite>,
): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl && usesPostgres(options)) {
    // A request waits at most 5 s for a connection: while the database restarts, clients get a
    // 503 with Retry-After (core/plugins/error-handler.ts) instead of hanging; the pool reconnects.
    const accountChanges = postgresAccountChanges(databaseUrl);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, onConnect: accountChanges.onConnect });
    // An idle connection the server closes (restart, failover, admin) is reported here; without
    // a listener node-postgres would crash the process. The pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return markingClosed({
      db,
      kind: 'postgres',
      exec: async (script) => {
        // One connection for the whole script, so a failed transaction is rolled back on
        // the connection that opened it and never goes back to the pool half-open.
        const connection = await pool.connect();
        try {
          await connection.query(script);
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
      executeSql: async (text, values = []) => ({ rows: (await pool.query(text, values)).rows }),
      accountChanges,
      close: async () => {
        await accountChanges.close();
        await db.destroy();
      },
    });
  }
  return pgliteHandle(await (opening ?? openPglite(options)));
}

/** The handle of an embedded database (PGlite: one connection, in this process). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  const accountChanges = pgliteAccountChanges(client);
  return markingClosed({
    db,
    kind: 'pglite',
    accountChanges,
    exec: async (script) => {
      try {
        await client.exec(script);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    executeSql: (text, values = []) =>
      // holding Kysely's connection keeps the statement out of a transaction another caller has open
      db.connection().execute(async () => {
        if (values.length) return { rows: (await client.query(text, values)).rows };
        // a script of several statements runs over the simple protocol; its last result answers
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    close: async () => {
      await accountChanges.close();
      await db.destroy();
      if (!client.closed) await client.close();
    },
  });
}

/**
 * The handle, saying when it was closed. pg-boss records a finished job without waiting (its
 * worker calls `complete` and moves on), so a job that outlived the queue's graceful stop asks
 * a statement once the server closed the database: queue.ts drops those.
 */
function markingClosed(handle: DatabaseHandle): DatabaseHandle {
  let closed = false;
  return {
    db: handle.db,
    kind: handle.kind,
    exec: handle.exec,
    executeSql: handle.executeSql,
    accountChanges: handle.accountChanges,
    close: () => {
      closed = true;
      return handle.close();
    },
    get closed() {
      return closed;
    },
  };
}
