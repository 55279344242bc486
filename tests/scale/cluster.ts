import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Real parts for the scale-out tests and the bench: a throw-away PostgreSQL cluster (or a
 * fresh database on TEST_DATABASE_URL) and API processes started as `npm start` starts them,
 * on 127.0.0.1, sharing one DATA_DIR.
 */

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The newest PostgreSQL server binaries of the machine (Debian's layout), if any. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : undefined;
}

/**
 * Whether this machine cannot run the scale tests (no PostgreSQL binaries, no
 * TEST_DATABASE_URL): they are skipped with a warning. CI (.ci/run) sets REQUIRE_SCALE_TESTS=1,
 * so there a missing PostgreSQL fails the suite instead of skipping the tests silently.
 */
export function scaleTestsSkipped(): boolean {
  if (postgresBin() || process.env.TEST_DATABASE_URL) return false;
  if (process.env.REQUIRE_SCALE_TESTS) throw new Error('REQUIRE_SCALE_TESTS is set but there is no PostgreSQL (apt-get install postgresql) and no TEST_DATABASE_URL');
  console.warn('tests/scale skipped: no PostgreSQL server binaries (apt-get install postgresql) and no TEST_DATABASE_URL');
  return true;
}

export interface Postgres {
  url: string;
  /** Stops the server (fast shutdown: connections are cut), when this harness started it. */
  stop(): void;
  start(): void;
  close(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the cluster's owner: `postgres` when we are root (as .ci/run does). */
function pgTool(bin: string, args: string[]) {
  const command = [path.join(bin, args[0]), ...args.slice(1)];
  const result = asRoot
    ? spawnSync('su', ['postgres', '-c', command.map((part) => `'${part}'`).join(' ')], { encoding: 'utf8' })
    : spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
}

export async function startPostgres(): Promise<Postgres | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `portal_scale_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const unsupported = () => {
      throw new Error('stopping a server named by TEST_DATABASE_URL is not possible');
    };
    return {
      url: url.toString(),
      stop: unsupported,
      start: unsupported,
      async close() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const bin = postgresBin();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-pg-'));
  fs.chmodSync(dir, 0o777);
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  pgTool(bin, ['initdb', '-D', data, '-A', 'trust', '-U', 'postgres']);
  const start = () => pgTool(bin, ['pg_ctl', '-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => pgTool(bin, ['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async close() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr/stdout (for a failing test's message). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts one API process (src/server/main.ts, as `npm start` does) and waits until it answers.
 * `nodeArgs` go to node first (the load bench's `--cpu-prof`).
 */
export async function startApi(env: Record<string, string>, nodeArgs: string[] = []): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DEMO_APPLICATIONS: 'off', MAIL_POLL_SECONDS: '0.5', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`API process exited:\n${output}`);
    if (waited > 90_000) throw new Error(`API process did not answer:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A tiny JSON client of one API process. */
export function apiOf(base: string) {
  return async (method: string, route: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${base}/api${route}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many operations, read by tests
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, any> };
  };
}
