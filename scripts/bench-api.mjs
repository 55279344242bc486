// `npm run bench:api`: how fast the API answers a signed-in read, next to a bare Fastify
// "hello" measured on the same machine in the same run (the machine's own ceiling). Starts
// the server on PGlite in memory with the demo data, signs in as demo.farmer.gr and loads
// `GET /api/users/profile` with autocannon. Figures are printed, never asserted: a loaded
// machine would make a budget flaky.
//   BENCH_CONNECTIONS (20), BENCH_SECONDS (10)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

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

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const line = (name, r) =>
  `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
  `errors ${r.errors + r.non2xx}`;

const HELLO = `import Fastify from 'fastify';
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const helloPort = 18_000 + Math.floor(Math.random() * 1000);
const apiPort = helloPort + 1000;
const children = [];
try {
  children.push(await startChild(['--input-type=module', '-e', HELLO], { PORT: String(helloPort) }, helloPort, '/hello'));
  const hello = await load(`http://127.0.0.1:${helloPort}/hello`);
  children.pop().kill();

  const serverEnv = {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    CLIENT_DIR: path.join(dataDir, 'client'),
    DEMO_DATA: 'on',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  children.push(await startChild(['--import', 'tsx', 'src/server/main.ts'], serverEnv, apiPort, '/api/health'));
  const signIn = await fetch(`http://127.0.0.1:${apiPort}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.farmer.gr', password: 'DemoPass2026' }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = await signIn.json();
  const profile = await load(`http://127.0.0.1:${apiPort}/api/users/profile`, { authorization: `Bearer ${token}` });

  console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${connections} connections, ${duration} s each`);
  console.log(line('bare Fastify GET /hello', hello));
  console.log(line('GET /api/users/profile (PGlite)', profile));
  if (profile.non2xx > 0) process.exitCode = 1;
} finally {
  for (const child of children) child.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
