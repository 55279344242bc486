import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/core/config';

/**
 * A fresh server for one test file: its own temporary data folder and its own database —
 * PGlite in memory, or, when TEST_DATABASE_URL names a PostgreSQL server, a new database
 * created there and dropped afterwards.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir,
    databaseUrl,
    clientDir: path.join(dataDir, 'client'),
    logLevel: 'silent',
    // Every test calls from one address (inject's 127.0.0.1), far more often than a person
    // would; the limits are on only where a test is about them.
    rateLimits: false,
    // the demo farmer's lifecycle applications would change what every list test counts
    demoApplications: false,
    ...overrides,
  };
  const app = await buildApp(config);
  await app.seedDemoApplications();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
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
