import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/core/config';
import { pgliteHandle, type DatabaseHandle } from '../../src/server/core/db/connect';
import { PGLITE_OPTIONS } from '../../src/server/core/db/open-pglite';

/**
 * The server tests' databases, made once per run (Vitest's globalSetup of the `server`
 * project) instead of once per test file: migrated, with pg-boss's tables, the daily
 * schedules, the signing key and, in the `demo` one, the demo accounts. A test server starts
 * from a copy (tests/helpers/server.ts): on PGlite a dump of the data folder loaded in memory,
 * on PostgreSQL a `CREATE DATABASE … TEMPLATE`. Starting from scratch cost each of the 37
 * files that start a server PGlite's initdb, 42 migrations and argon2 for the demo passwords
 * (2–7 s, and over 30 s on a busy machine: issue 52); a copy skips all of it (figures:
 * docs/performance.md, "Server tests' prepared databases").
 */
export interface PreparedDatabases {
  /** PGlite dumps (tar files) by kind, or PostgreSQL template database names by kind. */
  demo: string;
  plain: string;
  kind: 'pglite' | 'postgres';
}

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabases: PreparedDatabases;
  }
}

type Kind = 'demo' | 'plain';

const configFor = (kind: Kind, dataDir: string, databaseUrl: string): ServerConfig => ({
  ...readConfig({}),
  dataDir,
  databaseUrl,
  clientDir: path.join(dataDir, 'client'),
  logLevel: 'silent',
  rateLimits: false,
  demoData: kind === 'demo',
  demoApplications: false,
});

/** Builds the server on `opening` and closes it again: what every start makes, made once. */
async function prepareOn(kind: Kind, databaseUrl: string, opening?: Promise<DatabaseHandle>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prepare-'));
  try {
    const app = await buildApp(configFor(kind, dataDir, databaseUrl), opening);
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A PGlite in memory, prepared, dumped to a file when the server closes it. */
async function preparedPgliteDump(kind: Kind, folder: string): Promise<string> {
  const client = new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  const handle = pgliteHandle(client);
  const file = path.join(folder, `${kind}.tar`);
  // The dump is taken in the server's own close, after its queue stopped: nothing writes then.
  const dumpingOnClose: DatabaseHandle = {
    db: handle.db,
    kind: handle.kind,
    exec: handle.exec,
    executeSql: handle.executeSql,
    accountChanges: handle.accountChanges,
    close: async () => {
      const dump = await client.dumpDataDir('none');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await handle.close();
    },
    get closed() {
      return handle.closed;
    },
  };
  await prepareOn(kind, 'memory://', Promise.resolve(dumpingOnClose));
  return file;
}

const databaseUrlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const stem = `portal_template_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const names = { demo: `${stem}_demo`, plain: `${stem}_plain` };
    for (const kind of ['demo', 'plain'] as const) {
      await adminQuery(adminUrl, `CREATE DATABASE ${names[kind]}`);
      await prepareOn(kind, databaseUrlOf(adminUrl, names[kind]));
    }
    project.provide('preparedDatabases', { kind: 'postgres', ...names });
    console.log(`server tests: template databases prepared in ${Math.round(performance.now() - started)} ms`);
    return async () => {
      for (const name of Object.values(names)) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prepared-'));
  const demo = await preparedPgliteDump('demo', folder);
  const plain = await preparedPgliteDump('plain', folder);
  project.provide('preparedDatabases', { kind: 'pglite', demo, plain });
  console.log(`server tests: databases prepared in ${Math.round(performance.now() - started)} ms`);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
