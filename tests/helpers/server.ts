import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/core/config';
import { pgliteHandle, type DatabaseHandle } from '../../src/server/core/db/connect';
import { PGLITE_OPTIONS } from '../../src/server/core/db/open-pglite';
import type { PreparedDatabases } from './prepared-databases';

/**
 * A fresh server for one test file: its own temporary data folder and its own database —
 * PGlite in memory, or, when TEST_DATABASE_URL names a PostgreSQL server, a new database
 * created there and dropped afterwards.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, { clientBuilt }: { clientBuilt?: PromiseLike<void> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir,
    databaseUrl: 'memory://',
    clientDir: path.join(dataDir, 'client'),
    logLevel: 'silent',
    // Every test calls from one address (inject's 127.0.0.1), far more often than a person
    // would; the limits are on only where a test is about them.
    rateLimits: false,
    // the demo farmer's lifecycle applications would change what every list test counts
    demoApplications: false,
    ...overrides,
  };
  const database = await freshDatabase(config.demoData ? 'demo' : 'plain');
  const app = await buildApp({ ...config, databaseUrl: database.url }, database.opening, clientBuilt);
  await app.seedDemoApplications();
  return {
    app,
    config: { ...config, databaseUrl: database.url },
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The databases prepared for this run (prepared-databases.ts), when Vitest ran its setup. */
async function prepared(): Promise<PreparedDatabases | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('preparedDatabases');
  } catch {
    return undefined; // outside Vitest (a benchmark): start from scratch
  }
}

/**
 * A database of its own for one test server: PGlite in memory, or, when TEST_DATABASE_URL names
 * a PostgreSQL server, a new database created there and dropped afterwards. Each starts as a
 * copy of the run's prepared one when there is one, so the start skips initdb, the migrations
 * and the demo accounts' password hashing.
 */
async function freshDatabase(kind: 'demo' | 'plain'): Promise<{ url: string; opening?: Promise<DatabaseHandle>; drop(): Promise<void> }> {
  const ready = await prepared();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (ready?.kind !== 'pglite') return { url: 'memory://', drop: async () => {} };
    const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(ready[kind])]) });
    return { url: 'memory://', opening: client.waitReady.then(() => pgliteHandle(client)), drop: async () => {} };
  }
  const name = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const template = ready?.kind === 'postgres' ? ` TEMPLATE ${ready[kind]}` : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export const DEMO_PASSWORD = 'DemoPass2026';

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string; expires_in: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
