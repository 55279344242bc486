// `npm run bench -- scale-data`: the paged lists at a certification body's size. PGlite (the
// laptop setup) by default; PostgreSQL with BENCH_DATABASE_URL (an admin URL: the bench makes
// its own database there and drops it). The data (tests/bench/scale-data/seed.ts, generated
// SQL) follows issue 36: BENCH_APPLICATIONS applications (default 10,000; the issue's size is
// 100,000) over a fifth as many customers, ten notifications and two files per application;
// the demo farmer holds a tenth of the applications, the demo consultant a tenth of the
// customers. BENCH_APPLICATIONS=10000,100000 runs each size and prints their ratios
// (scale-data/ratios.ts).
//
// Each list: median and p95 of BENCH_RUNS (default 30) in-process calls (Fastify's inject: the
// server's own cost, no network) of the first page and of a deep page (90 % of the way, at
// most the 9,000th row), with the bytes of an answer; then the searches, a document
// downloaded by others than its owner, a draft save and a submission. On PostgreSQL, the
// plans of each call's SELECTs (`EXPLAIN (ANALYZE, BUFFERS)`) go to BENCH_PLANS (default
// docs/performance/scale-data-plans.md; empty: not written) and their rows read and times
// to the console.
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { plansOf, statementsOf } from './scale-data/explain';
import { seed, seedSize } from './scale-data/seed';
import { runSizes, type Figure } from './scale-data/ratios';
import { bearer, login, startTestServer } from '../helpers/server';
import { multipart, pdf } from '../helpers/uploads';
import { demoAnswers } from '../../src/server/demo/demo-answers';
import { leadTimesStore } from '../../src/server/overview/lead-times-store';
import { operatorRegion } from '../../src/server/core/db/operator-region';
import { overviewStore } from '../../src/server/overview/store';
import { staffPipeline } from '../../src/server/lifecycle/queue';

const sizes = (process.env.BENCH_APPLICATIONS ?? '10000').split(',').map(Number);
if (sizes.length > 1) process.exit(runSizes(fileURLToPath(import.meta.url), sizes) ? 0 : 1);

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const size = seedSize(sizes[0]);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
const PLANS = process.env.BENCH_PLANS ?? 'docs/performance/scale-data-plans.md';

const server = await startTestServer();
const { app, config } = server;
// as the server does once it listens (main.ts): else the first submission compiles every
// wizard's step forms (340–440 ms of CPU) and the submission's p95 measures that warm-up
await app.warmWizards();
const { db } = app.database;
const idOf = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const [farmerId, consultantId, employeeId] = await Promise.all(['demo.farmer.gr', 'demo.consultant', 'demo.employee'].map(idOf));
const signIn = async () =>
  (await Promise.all(['demo.farmer.gr', 'demo.staff', 'demo.consultant', 'demo.employee'].map((name) => login(app, name)))).map((token) => token.access_token);
let [farmerToken, staffToken, consultantToken, employeeToken] = await signIn();

// a document the farmer uploaded, in the draft every seeded application of theirs copies
const body = multipart({ name: 'signed.pdf', type: 'application/pdf', bytes: pdf('scale-data', 100_000) }, 'scale-data');
const uploaded = await app.inject({ method: 'POST', url: '/api/files', headers: { ...bearer(farmerToken), 'content-type': body.contentType }, payload: body.payload });
if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
const document = uploaded.json() as { id: string; name: string; size: number; media_type: string };
// one draft made as the portal makes it: the answers every seeded application copies
const created = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(farmerToken), payload: { type: 'globalgap' } });
if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
const draft = created.json().application as { id: string; row_version: number };
const documentRef = { id: document.id, name: document.name, size: document.size, media_type: document.media_type };
const withDocument = await app.inject({
  method: 'PUT',
  url: `/api/applications/${draft.id}/answers`,
  headers: bearer(farmerToken),
  payload: { answers: { submission: { signed_application: [documentRef] } }, row_version: draft.row_version },
});
if (withDocument.statusCode !== 200) throw new Error(`save: ${withDocument.statusCode} ${withDocument.body}`);
const template = { id: draft.id, row_version: withDocument.json().row_version as number };
const seeding = performance.now();
await seed(db, size, { farmerId, consultantId, employeeId, documentId: document.id }, template.id);
const seeded = (performance.now() - seeding) / 1000;
// signed in again: on a busy machine the seeding of 100,000 can outlast an access token
[farmerToken, staffToken, consultantToken, employeeToken] = await signIn();

const figures: Figure[] = [];
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const plans: string[] = [];

/** Times `send` RUNS times (it answers its status and bytes), prints and keeps the figure; on PostgreSQL, explains one more call. */
async function timed(
  label: string,
  send: () => Promise<{ status: number; bytes: number }>,
  expected: number,
  explainWith?: () => Promise<unknown>,
  between?: () => Promise<unknown>,
) {
  const times: number[] = [];
  // this process's CPU per call (the server's JavaScript; inject runs in-process): unlike the
  // wall time it does not grow with the machine's load, so a p95 far above it is time spent
  // waiting for a CPU or for the database
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await send();
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    if (result.status !== expected) throw new Error(`${label}: ${result.status}`);
    bytes = result.bytes;
    await between?.();
  }
  // the three slowest calls (#n: the nth call) with their own CPU: much more wall than CPU is
  // waiting (for a CPU, the database); much CPU is work of this process (a first compile, GC)
  const slowestText = `slowest ${[...times.keys()]
    .sort((a, b) => times[b] - times[a])
    .slice(0, 3)
    .map((i) => `#${i + 1} ${times[i].toFixed(0)} ms (CPU ${cpu[i].toFixed(0)})`)
    .join(', ')}`;
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const figure: Figure = { label, median: quantile(times, 0.5), p95: quantile(times, 0.95), bytes, cpu: quantile(cpu, 0.5) };
  console.log(
    `  ${label.padEnd(66)} median ${figure.median.toFixed(1).padStart(6)} ms   p95 ${figure.p95.toFixed(1).padStart(6)} ms   CPU ${figure.cpu!.toFixed(1).padStart(5)} ms   ${(bytes / 1024).toFixed(1).padStart(6)} kB   ${slowestText}`,
  );
  if (adminUrl && explainWith) figure.buffers = await explain(label, explainWith);
  figures.push(figure);
}

async function call(token: string | undefined, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { status: response.statusCode, bytes: response.rawPayload.length, body: response.json() as { nextCursor: string | null; total?: number; totalCapped?: boolean } };
}

/** The cursor of the page that starts after `rows` rows (walked 100 at a time). */
async function cursorAfter(token: string | undefined, path: string, rows: number) {
  let cursor: string | null = null;
  for (let read = 0; read < rows; read += 100) {
    const joiner = path.includes('?') ? '&' : '?';
    const { body } = await call(token, `${path}${joiner}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return cursor;
}

/** A list's first page and its deep page (90 % of its rows, at most the 9,000th; none under 100 rows or with `deep: false`). */
async function measure(label: string, token: string | undefined, path: string, options: { rows?: number; deep?: boolean } = {}) {
  const { body } = await call(token, path);
  const total = body.total;
  console.log(`  ${label}${total === undefined ? '' : `: ${total}${body.totalCapped ? '+' : ''} rows`}`);
  const deepRows = Math.min(9_000, Math.floor(0.9 * (total ?? options.rows ?? 10_000)));
  const deep = options.deep !== false && deepRows >= 100 ? await cursorAfter(token, path, deepRows) : null;
  const first = () => call(token, path);
  await timed(`${label}, first page`, first, 200, first);
  if (deep) {
    const url = `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(deep)}`;
    console.log(`    (deep page: after row ${deepRows})`);
    await timed(`${label}, deep page`, () => call(token, url), 200);
  }
}

/** The plans of a call's own statements (not the sign-in's), summarised here and written whole to PLANS; answers the buffers they read. */
async function explain(label: string, work: () => Promise<unknown>) {
  const statements = (await statementsOf(work)).filter((s) => !/pgboss|from "(sessions|users)"\s+where "(sessions|users)"\."id" = \$1/i.test(s.text));
  const found = await plansOf(config.databaseUrl ?? '', statements);
  plans.push(`## ${label}\n\n${found.map((plan) => `\`\`\`\n${plan}\n\`\`\``).join('\n\n')}`);
  let buffers = 0;
  for (const plan of found) {
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    // the plan's top node: what the whole statement read
    const read = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan.slice(plan.indexOf('\n')));
    const count = read ? Number(read[1]) + Number(read[2] ?? 0) : 0;
    buffers += count;
    const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]);
    console.log(`      plan: ${time} ms, ${count} buffers${seqScans.length ? `, sequential scan of ${[...new Set(seqScans)].join(', ')}` : ''}`);
  }
  return buffers;
}

console.log(`${adminUrl ? 'PostgreSQL' : 'PGlite'}: ${size.applications} applications (${size.farmerApplications} the farmer's), ${size.customers} customers (${size.consultantCustomers} the consultant's), ${size.notifications} notifications (${size.farmerNotifications} the farmer's), ${size.files} files; seeded in ${seeded.toFixed(1)} s`);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ${RUNS} calls each, 50 a page`);
await measure("the farmer's GET /applications", farmerToken, '/api/applications');
await measure("the farmer's GET /applications?status=submitted", farmerToken, '/api/applications?status=submitted');
await measure("staff's GET /applications (every customer's)", staffToken, '/api/applications');
await measure("staff's queue", staffToken, '/api/staff/applications');
await measure("staff's queue, waiting on staff", staffToken, '/api/staff/applications?waiting_on=staff');
await measure("staff's queue, step offer", staffToken, '/api/staff/applications?step=offer');
await measure("staff's queue, overdue", staffToken, '/api/staff/applications?overdue=true');
await measure("staff's queue, certified in 2024", staffToken, '/api/staff/applications?status=certified&year=2024');
// the staff overview (issue 51): every figure of the page in one answer, computed in SQL
const overview = (query: string) => async () => {
  const { status, bytes } = await call(staffToken, `/api/staff/overview${query}`);
  return { status, bytes };
};
// the daily job keeps the lead times of the months that are over (048), as each night does
const keeping = performance.now();
const keptRows = await app.dailyJobs.run('daily-overview-lead-times', new Date());
console.log(`  the overview's lead times of the months that are over kept by the daily job: ${keptRows} rows in ${((performance.now() - keeping) / 1000).toFixed(1)} s`);
await timed("staff's overview (GET /staff/overview)", overview(''), 200, overview(''));
await timed("staff's overview, organic", overview('?standard=bio'), 200, overview('?standard=bio'));
await timed("staff's overview, last year", overview(`?year=${new Date().getUTCFullYear() - 1}`), 200, overview(`?year=${new Date().getUTCFullYear() - 1}`));
// each of its queries alone (the answer runs them side by side), unfiltered, this year
{
  const year = new Date().getUTCFullYear();
  const [from, to, today] = [new Date(Date.UTC(year - 1, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)), new Date().toISOString().slice(0, 10)];
  // a region and a reviewer the seed has, for the filtered lead times
  const region = (await sql<{ region: string }>`select ${operatorRegion('u')} as region from applications a join users u on u.id = a.owner_id where a.submitted_at is not null and ${operatorRegion('u')} is not null limit 1`.execute(db)).rows[0]?.region ?? '1';
  // (no such reviewer: -1, nobody; 0 is the kept figures' "every member")
  const member = (await sql<{ id: number }>`select reviewer_id as id from applications where reviewer_id is not null limit 1`.execute(db)).rows[0]?.id ?? -1;
  const part = (run: () => Promise<unknown>) => async () => ({ status: 200, bytes: Buffer.byteLength(JSON.stringify(await run())) });
  const queries: [string, () => Promise<unknown>][] = [
    ['pipeline', () => staffPipeline(db, {}, new Date())],
    ['lead times (months over kept, this month live)', () => leadTimesStore.read(db, {}, from, to)],
    ['lead times, organic', () => leadTimesStore.read(db, { standard: 'bio' }, from, to)],
    ['lead times, one region (kept per region, 050)', () => leadTimesStore.read(db, { region }, from, to)],
    ['lead times, one staff member (kept per member, 050)', () => leadTimesStore.read(db, { member }, from, to)],
    ['lead times, a region and a member at once (kept per both, 050)', () => leadTimesStore.read(db, { region, member }, from, to)],
    ['lead times, every month computed live', () => leadTimesStore.live(db, {}, from, to)],
    ['workload', () => overviewStore.workload(db, {})],
    ['calendar strip', () => overviewStore.upcomingInspections(db, {}, today, new Date(Date.now() + 27 * 86_400_000).toISOString().slice(0, 10))],
    ['certificates in force by standard, region, product', () => overviewStore.certificates(db, {}, today)],
    ['sanctions and suspensions per month', () => overviewStore.sanctionsByMonth(db, {}, `${year - 1}-01-01`, `${year + 1}-01-01`)],
  ];
  for (const [label, run] of queries) await timed(`  overview query: ${label}`, part(run), 200, run);
}
await measure("the farmer's GET /notifications", farmerToken, '/api/notifications', { rows: size.farmerNotifications });
await timed("the farmer's unread count (GET /notifications/unread-count)", () => call(farmerToken, '/api/notifications/unread-count'), 200, () => call(farmerToken, '/api/notifications/unread-count'));

// the searches the contract offers: the consultant's customers (part of a name, tax number or
// e-mail) and the public register (name, number)
await measure("the consultant's customers", consultantToken, '/api/customers');
// the first search keys every seeded account (037_customer_search.sql: a bulk import's cost,
// once; after an upgrade the start does it), then the vacuum autovacuum would run after so many updates
const keyingCustomers = performance.now();
await call(consultantToken, `/api/customers?q=${encodeURIComponent('Δοκιμής')}`);
console.log(`  the customers' keys of the seeded accounts written by the first search in ${((performance.now() - keyingCustomers) / 1000).toFixed(1)} s`);
await sql`vacuum analyze users`.execute(db);
await measure("the consultant's customers, q=a name (a few match)", consultantToken, `/api/customers?q=${encodeURIComponent('Δοκιμής 1234')}`);
await measure("the consultant's customers, q=a name no bench customer has", consultantToken, `/api/customers?q=${encodeURIComponent('Παπαδόπουλος')}`);
// the first search after the seeding keys every certificate for the register (a bulk import's cost, once)
const keying = performance.now();
await call(undefined, '/api/public/register?number=BENCH-1');
console.log(`  the register's keys of the seeded certificates written by the first search in ${((performance.now() - keying) / 1000).toFixed(1)} s`);
// as autovacuum leaves the table after so many updates: until its vacuum the planner reads
// every certificate to find the stale ones (none) instead of the partial index of them
await sql`vacuum analyze certificates`.execute(db);
await measure('the public register, every certificate', undefined, '/api/public/register?limit=50', { deep: false });
await measure('the public register, name=a holder (a few match)', undefined, `/api/public/register?name=${encodeURIComponent('Δοκιμής 1234')}`, { deep: false });
await measure('the public register, number=a part of one', undefined, '/api/public/register?number=BENCH-123', { deep: false });

// a document of the farmer, downloaded by staff and by the consultant's employee (each
// allowed through the farmer's applications that refer to it: file_references)
const download = (token: string) => async () => {
  const response = await app.inject({ method: 'GET', url: `/api/files/${document.id}/content`, headers: bearer(token) });
  return { status: response.statusCode, bytes: response.rawPayload.length };
};
await timed("staff download the farmer's document (GET /files/{id}/content)", download(staffToken), 200, download(staffToken));
await timed("the consultant downloads it", download(consultantToken), 200, download(consultantToken));
await timed("the consultant's employee (assigned the farmer) downloads it", download(employeeToken), 200, download(employeeToken));

// the farmer's autosave among their applications (the draft's answers as the portal made them)
let version = template.row_version;
const save = async () => {
  const response = await app.inject({ method: 'PUT', url: `/api/applications/${template.id}/answers`, headers: bearer(farmerToken), payload: { answers: { autosave: version }, row_version: version } });
  if (response.statusCode === 200) version = response.json().row_version as number;
  return { status: response.statusCode, bytes: response.rawPayload.length };
};
await timed("the farmer's draft save (PUT /applications/{id}/answers)", save, 200, save);
const readOne = async () => {
  const response = await app.inject({ method: 'GET', url: `/api/applications/${template.id}`, headers: bearer(staffToken) });
  return { status: response.statusCode, bytes: response.rawPayload.length };
};
await timed('staff read one application (GET /applications/{id})', readOne, 200, readOne);

// submissions: complete drafts made first with the demo's answers (src/server/demo), each
// submitted once; between two (untimed) the last one is set rejected, so that the next is no
// duplicate of it (the duplicate rule reads the farmer's active applications, as it must)
const { wizard_id: wizardId } = await db.selectFrom('applications').select('wizard_id').where('id', '=', template.id).executeTakeFirstOrThrow();
// every place moved into Greece (the demo farmer's country; the samples are written for another)
const inGreece = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(inGreece);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if ('lat' in record && 'lon' in record) return { ...record, lat: '40.6401', lon: '22.9444' };
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, inGreece(item)]));
};
const answers = inGreece(await demoAnswers(wizardId, 2026, async () => documentRef));
const complete = async () => {
  const made = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(farmerToken), payload: { type: 'globalgap' } });
  const { id, row_version } = made.json().application as { id: string; row_version: number };
  const saved = await app.inject({ method: 'PUT', url: `/api/applications/${id}/answers`, headers: bearer(farmerToken), payload: { answers, row_version } });
  if (saved.statusCode !== 200) throw new Error(`complete: ${saved.statusCode} ${saved.body}`);
  return { id, row_version: saved.json().row_version as number };
};
const ready: { id: string; row_version: number }[] = [];
for (let i = 0; i <= RUNS; i += 1) ready.push(await complete());
let submitted: string | undefined;
const submit = async () => {
  const next = ready.shift()!;
  const response = await app.inject({ method: 'POST', url: `/api/applications/${next.id}/submit`, headers: bearer(farmerToken), payload: { row_version: next.row_version } });
  if (response.statusCode !== 200) throw new Error(`submit: ${response.statusCode} ${response.body}`);
  submitted = next.id;
  return { status: response.statusCode, bytes: response.rawPayload.length };
};
const retire = () => db.updateTable('applications').set({ status: 'rejected', lifecycle_state: 'rejected' }).where('id', '=', submitted!).execute();
await timed("the farmer's submission (POST /applications/{id}/submit)", submit, 200, submit, retire);

if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(figures));
if (adminUrl && PLANS) {
  fs.mkdirSync(path.dirname(PLANS), { recursive: true });
  fs.writeFileSync(
    PLANS,
    `# Plans of the scale benchmark's calls\n\nWritten by \`npm run bench -- scale-data\` on PostgreSQL (${new Date().toISOString().slice(0, 10)}, ${size.applications} applications, ${size.notifications} notifications); the figures are in docs/performance.md. Each call's SELECTs, run again under \`EXPLAIN (ANALYZE, BUFFERS)\` (a write's own INSERT or UPDATE is not explained).\n\n${plans.join('\n\n')}\n`,
  );
  console.log(`plans written to ${PLANS}`);
}
// BENCH_KEEP: the database stays for a look with psql (dropped by hand)
if (process.env.BENCH_KEEP) {
  console.log(`database kept: ${config.databaseUrl}`);
  process.exit(0);
}
await server.close();
