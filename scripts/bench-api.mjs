// `npm run bench:api`: how fast the API answers, next to a bare Fastify "hello" measured on
// the same machine in the same run (the machine's own ceiling, measured again before each
// database). For each database: a signed-in read (`GET /api/users/profile` as
// demo.farmer.gr) and draft saves (`PUT /api/applications/{id}/answers`, one draft per
// connection, each save sending the row_version the last one answered). PGlite in memory
// always; PostgreSQL too when BENCH_DATABASE_URL names a throw-away database (its tables are
// created and filled with the demo data). Figures are printed, never asserted: a loaded
// machine would make a budget flaky.
//   BENCH_CONNECTIONS (20), BENCH_SECONDS (10), BENCH_DATABASE_URL, BENCH_PORT (random from 18000),
//   BENCH_ONLY=reads: the signed-in read alone (no draft saves), LOG_LEVEL (info, as `npm start`),
//   BENCH_CPU_PROF=<dir>: the API server writes V8 CPU profiles under <dir>/<database> (node --cpu-prof)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const readsOnly = process.env.BENCH_ONLY === 'reads';

/** Starts a Node child that listens on `port`; resolves once it answers `probe`. */
async function startChild(args, env, port, probe) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${probe}`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`no answer on port ${port}`);
}

/** Ends a child and waits for it (a CPU profile is written on the way out). */
const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** CPU seconds (user + system) a process has used so far; Linux's /proc, undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/**
 * Loads `child` with autocannon. Besides requests per second (which a busy shared machine
 * lowers) it gives the server process's CPU time per answered request, which the machine's
 * load hardly changes (PostgreSQL's own processes are not counted; PGlite runs inside).
 */
async function load(child, options) {
  const before = cpuSeconds(child.pid);
  const result = await new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, r) => (error ? reject(error) : resolve(r)));
  });
  const after = cpuSeconds(child.pid);
  result.cpuPerRequest = before === undefined || after === undefined ? undefined : ((after - before) * 1e6) / result.requests.total;
  return result;
}

const line = (name, r) =>
  `${name.padEnd(40)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
  `${r.cpuPerRequest === undefined ? '' : `${String(Math.round(r.cpuPerRequest)).padStart(6)} µs CPU/req   `}` +
  `errors ${r.errors + r.non2xx}${r.non2xx ? ` (${Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => `${count}× ${code}`).join(', ')})` : ''}`;

const HELLO = `import Fastify from 'fastify';
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

// BENCH_PORT: the first of the ports used (each database takes two: a hello and the API)
const basePort = Number(process.env.BENCH_PORT ?? 18_000 + Math.floor(Math.random() * 1000));
let failed = false;

async function measureHello(port) {
  const child = await startChild(['--input-type=module', '-e', HELLO], { PORT: String(port) }, port, '/hello');
  try {
    return await load(child, { url: `http://127.0.0.1:${port}/hello` });
  } finally {
    await stopChild(child);
  }
}

async function measureApi(label, databaseUrl, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const base = `http://127.0.0.1:${port}`;
  // one profile per thread (tsx's loader has one of its own): the server's is the largest
  const profiling = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfileDir, label)] : [];
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    CLIENT_DIR: path.join(dataDir, 'client'),
    DEMO_DATA: 'on',
    DEMO_APPLICATIONS: 'off',
    RATE_LIMITS: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', // the default of `npm start`
  };
  const child = await startChild([...profiling, '--import', 'tsx', 'src/server/main.ts'], env, port, '/api/health');
  try {
    const signIn = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo.farmer.gr', password: 'DemoPass2026' }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const { access_token: token } = await signIn.json();
    const authorization = `Bearer ${token}`;
    const profile = await load(child, { url: `${base}/api/users/profile`, headers: { authorization } });
    if (readsOnly) return { profile };

    // a pool of drafts, one taken by each save under way and given back with the row_version
    // it answered (autocannon renews a connection's context before each request)
    const drafts = [];
    for (let i = 0; i < connections * 2; i += 1) {
      const created = await fetch(`${base}/api/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ type: 'bio' }),
      });
      if (!created.ok) throw new Error(`create draft: ${created.status} ${await created.text()}`);
      const { application } = await created.json();
      drafts.push({ id: application.id, rowVersion: application.row_version });
    }
    const answers = JSON.parse(fs.readFileSync('schemas/fixtures/common/general.json', 'utf8'));
    const saves = await load(child, {
      url: base,
      requests: [
        {
          method: 'PUT',
          setupRequest: (request, context) => {
            context.draft = drafts.pop();
            if (!context.draft) throw new Error('more saves under way than drafts');
            return {
              ...request,
              path: `/api/applications/${context.draft.id}/answers`,
              headers: { 'content-type': 'application/json', authorization },
              body: JSON.stringify({ answers: { general: answers }, current_step: 'general', row_version: context.draft.rowVersion }),
            };
          },
          onResponse: (status, body, context) => {
            if (status === 200) context.draft.rowVersion = JSON.parse(body).row_version;
            drafts.push(context.draft);
          },
        },
      ],
    });
    return { profile, saves };
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const databases = [['PGlite', 'memory://']];
if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);

console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${connections} connections, ${duration} s each`);
for (const [index, [label, url]] of databases.entries()) {
  const hello = await measureHello(basePort + index * 10);
  const { profile, saves } = await measureApi(label, url, basePort + index * 10 + 1);
  console.log(line('bare Fastify GET /hello', hello));
  console.log(line(`GET /api/users/profile (${label})`, profile));
  console.log(`${' '.repeat(40)} ${Math.round((100 * profile.requests.average) / hello.requests.average)} % of the bare hello's req/s`);
  if (saves) console.log(line(`PUT …/answers, draft saves (${label})`, saves));
  if (profile.non2xx > 0 || saves?.non2xx > 0) failed = true;
}
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (failed) process.exitCode = 1;
