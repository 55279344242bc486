import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scaleTestsSkipped, startApi, startPostgres, type ApiProcess, type Postgres } from './cluster';

/**
 * A deployment's first start: three API processes started at the same moment on one empty
 * PostgreSQL. Whichever comes first makes the tables, the job queue's schema and the demo
 * data under one lock in the database; the others wait for it and start.
 */

const noPostgres = scaleTestsSkipped();

let postgres: Postgres | undefined;
let processes: ApiProcess[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await postgres?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(noPostgres)('three API processes started at once on an empty PostgreSQL', () => {
  it('all answer, and the schema, the queue and the demo data are made once', async () => {
    postgres = await startPostgres();
    if (!postgres) throw new Error('no PostgreSQL');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cold-start-'));
    const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir, DEMO_APPLICATIONS: 'on', LOG_LEVEL: 'info' };
    const started = Date.now();
    const starts = await Promise.allSettled([startApi(env), startApi(env), startApi(env)]);
    processes = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failures = starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures, failures.join('\n\n')).toEqual([]);
    console.info(`three processes on an empty PostgreSQL answered after ${Date.now() - started} ms`);
    for (const p of processes) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);

    // each process makes the demo applications once it answers (main.ts): wait for all three to have tried
    await Promise.all(processes.map((p) => until(() => /demo applications (created|exist)/.test(p.output()), p.output)));
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0].n);
      expect(await count(`SELECT count(*) AS n FROM users WHERE username LIKE 'demo.%'`)).toBe(9);
      expect(await count(`SELECT count(*) AS n FROM consultant_customers`)).toBe(2);
      const farmerApplications = `SELECT count(*) AS n FROM applications a JOIN users u ON u.id = a.owner_id WHERE u.username = 'demo.farmer.gr'`;
      expect(await count(farmerApplications)).toBe(3);
      expect(await count(`SELECT count(*) AS n FROM pg_namespace WHERE nspname = 'pgboss'`)).toBe(1);
      const migrations = fs.readdirSync(path.resolve(import.meta.dirname, '../../src/server/core/db/migrations')).filter((f) => /^\d+_.+\.sql$/.test(f));
      expect(await count(`SELECT count(*) AS n FROM schema_migrations`)).toBe(migrations.length);
      expect(await count(`SELECT count(*) AS n FROM app_settings WHERE key = 'jwt_secret'`)).toBe(1);
    } finally {
      await client.end();
    }
  }, 180_000);
});

async function until(check: () => boolean, output: () => string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for the demo applications:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
