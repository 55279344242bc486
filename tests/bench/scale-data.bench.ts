// `npm run bench -- scale-data`: the paged lists at a certification body's size. PGlite (the
// laptop setup) by default; PostgreSQL with BENCH_DATABASE_URL (an admin URL: the bench makes
// its own database there and drops it). The data (tests/bench/scale-data/seed.ts, generated
// SQL) follows issue 36: BENCH_APPLICATIONS applications (default 10,000; the issue's size is
// 100,000) over a fifth as many customers, ten notifications and two files per application;
// the demo farmer holds a tenth of the applications.
//
// Each list: median and p95 of BENCH_RUNS (default 30) in-process calls (Fastify's inject: the
// server's own cost, no network) of the first page and of a deep page (90 % of the way, at
// most the 9,000th row), with the bytes of an answer. On PostgreSQL, the plans of a first
// page's statements (`EXPLAIN (ANALYZE, BUFFERS)`) go to BENCH_PLANS (default
// docs/performance/scale-data-plans.md) and their rows read and times to the console.
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plansOf, statementsOf } from './scale-data/explain';
import { seed, seedSize } from './scale-data/seed';
import { bearer, login, startTestServer } from '../helpers/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const size = seedSize(Number(process.env.BENCH_APPLICATIONS ?? 10_000));
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
const PLANS = process.env.BENCH_PLANS ?? 'docs/performance/scale-data-plans.md';

const server = await startTestServer();
const { app, config } = server;
const { db } = app.database;
const farmer = await db.selectFrom('users').select('id').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
const [farmerToken, staffToken] = await Promise.all([login(app, 'demo.farmer.gr'), login(app, 'demo.staff')]);

// one draft made as the portal makes it: the answers every seeded application copies
const created = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(farmerToken.access_token), payload: { type: 'globalgap' } });
if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
const template = created.json().application as { id: string; row_version: number };
const seeding = performance.now();
await seed(db, size, farmer.id, template.id);
const seeded = (performance.now() - seeding) / 1000;

async function call(token: string, url: string) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { ms, bytes: response.rawPayload.length, body: response.json() as { nextCursor: string | null; total?: number; totalCapped?: boolean } };
}

/** The cursor of the page that starts after `rows` rows (walked 100 at a time). */
async function cursorAfter(token: string, path: string, rows: number) {
  let cursor: string | null = null;
  for (let read = 0; read < rows; read += 100) {
    const joiner = path.includes('?') ? '&' : '?';
    const { body } = await call(token, `${path}${joiner}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return cursor;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const plans: string[] = [];

async function measure(label: string, token: string, path: string, rows?: number) {
  const { body } = await call(token, path);
  const total = body.total;
  const deepRows = Math.min(9_000, Math.floor(0.9 * (total ?? rows ?? 10_000)));
  const deep = deepRows >= 100 ? await cursorAfter(token, path, deepRows) : null;
  for (const [which, url] of [
    ['first page', path],
    [`page at row ${deepRows}`, deep ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(deep)}` : undefined],
  ] as const) {
    if (url === undefined) continue;
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const result = await call(token, url);
      times.push(result.ms);
      bytes = result.bytes;
    }
    times.sort((a, b) => a - b);
    console.log(`  ${`${label}, ${which}`.padEnd(58)} median ${quantile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms   ${(bytes / 1024).toFixed(1).padStart(6)} kB${which === 'first page' && total !== undefined ? `   total ${total}${body.totalCapped ? '+' : ''}` : ''}`);
    if (adminUrl && which === 'first page') await explain(`${label}, ${which}`, () => call(token, url));
  }
}

/** The plans of the list's own statements (not the sign-in's), summarised here and written whole to PLANS. */
async function explain(label: string, work: () => Promise<unknown>) {
  const statements = (await statementsOf(work)).filter((s) => !/pgboss|from "(sessions|users)"\s+where "(sessions|users)"\."id" = \$1/i.test(s.text));
  const found = await plansOf(config.databaseUrl ?? '', statements);
  plans.push(`## ${label}\n\n${found.map((plan) => `\`\`\`\n${plan}\n\`\`\``).join('\n\n')}`);
  for (const plan of found) {
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    const read = [...plan.matchAll(/Buffers: shared hit=(\d+)(?: read=(\d+))?/g)][0];
    const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]);
    console.log(`      plan: ${time} ms, ${read ? Number(read[1]) + Number(read[2] ?? 0) : 0} buffers${seqScans.length ? `, sequential scan of ${[...new Set(seqScans)].join(', ')}` : ''}`);
  }
}

console.log(`${adminUrl ? 'PostgreSQL' : 'PGlite'}: ${size.applications} applications (${size.farmerApplications} the farmer's), ${size.customers} customers, ${size.notifications} notifications (${size.farmerNotifications} the farmer's), ${size.files} files; seeded in ${seeded.toFixed(1)} s`);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ${RUNS} calls each, 50 a page`);
await measure("the farmer's GET /applications", farmerToken.access_token, '/api/applications');
await measure("the farmer's GET /applications?status=submitted", farmerToken.access_token, '/api/applications?status=submitted');
await measure("staff's GET /applications (every customer's)", staffToken.access_token, '/api/applications');
await measure("staff's queue", staffToken.access_token, '/api/staff/applications');
await measure("staff's queue, waiting on staff", staffToken.access_token, '/api/staff/applications?waiting_on=staff');
await measure("staff's queue, step offer", staffToken.access_token, '/api/staff/applications?step=offer');
await measure("staff's queue, overdue", staffToken.access_token, '/api/staff/applications?overdue=true');
await measure("staff's queue, certified in 2024", staffToken.access_token, '/api/staff/applications?status=certified&year=2024');
await measure("the farmer's GET /notifications", farmerToken.access_token, '/api/notifications', size.farmerNotifications);

/** A write or a single read, timed the same way: `send` makes the call and answers its status. */
async function measureOne(label: string, send: () => Promise<number>, expected: number) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const status = await send();
    times.push(performance.now() - started);
    if (status !== expected) throw new Error(`${label}: ${status}`);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(58)} median ${quantile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms`);
}
// the farmer's autosave among 100,000 applications (the draft's answers as the portal made them)
let version = template.row_version;
await measureOne("the farmer's draft save (PUT /applications/{id}/answers)", async () => {
  const response = await app.inject({ method: 'PUT', url: `/api/applications/${template.id}/answers`, headers: bearer(farmerToken.access_token), payload: { answers: { autosave: version }, row_version: version } });
  if (response.statusCode === 200) version = response.json().row_version as number;
  return response.statusCode;
}, 200);
await measureOne("staff read one application (GET /applications/{id})", async () =>
  (await app.inject({ method: 'GET', url: `/api/applications/${template.id}`, headers: bearer(staffToken.access_token) })).statusCode, 200);

if (adminUrl) {
  fs.mkdirSync(path.dirname(PLANS), { recursive: true });
  fs.writeFileSync(
    PLANS,
    `# Plans of the scale benchmark's lists\n\nWritten by \`npm run bench -- scale-data\` on PostgreSQL (${new Date().toISOString().slice(0, 10)}, ${size.applications} applications, ${size.notifications} notifications); the figures are in docs/performance.md.\n\n${plans.join('\n\n')}\n`,
  );
  console.log(`plans written to ${PLANS}`);
}
await server.close();
