// `npm run bench -- scale-data`: the paged lists on PGlite (the laptop setup) with 10,000
// applications of one farmer (half of them submitted, so in staff's queue) and 20,000
// notifications of theirs: median and p95 of the first page and of a deep page (the 9,000th
// row on), with the bytes of an answer. In-process calls (Fastify's inject): the server's
// own cost, no network. BENCH_RUNS (default 30) calls of each.
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { sql } from 'kysely';
import { bearer, login, startTestServer } from '../helpers/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const NOTIFICATIONS = 2 * APPLICATIONS;

const server = await startTestServer();
const { app } = server;
const { db } = app.database;
const farmer = await db.selectFrom('users').select('id').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
const [farmerToken, staffToken] = await Promise.all([login(app, 'demo.farmer.gr'), login(app, 'demo.staff')]);

// one draft made as the portal makes it, then copied in SQL
const created = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(farmerToken.access_token), payload: { type: 'globalgap' } });
if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
const template = created.json().application.id as string;
const seeding = performance.now();
await sql`
  insert into applications (owner_id, created_by, family, wizard_id, wizard_version, status, year, answers, created_at, updated_at, submitted_at, lifecycle_state, state_since)
  select a.owner_id, a.created_by, a.family, a.wizard_id, a.wizard_version,
         case when g % 2 = 0 then 'submitted' else 'draft' end, 2000 + g % 30, a.answers,
         now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
         case when g % 2 = 0 then now() - (g || ' minutes')::interval end,
         case when g % 2 = 0 then (array['review', 'offer_preparation', 'offer_sent'])[1 + g % 3] end,
         case when g % 2 = 0 then now() - (g || ' minutes')::interval end
  from applications a, generate_series(1, ${APPLICATIONS}) g
  where a.id = ${template}`.execute(db);
await sql`
  insert into notifications (user_id, message_id, params, created_at)
  select ${farmer.id}, 'notifications.consultantAddedYou', '{"name":"X"}'::jsonb, now() - (g || ' seconds')::interval
  from generate_series(1, ${NOTIFICATIONS}) g`.execute(db);
await sql`analyze`.execute(db);
const seeded = (performance.now() - seeding) / 1000;

async function call(token: string, url: string) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { ms, bytes: response.rawPayload.length, body: response.json() as { nextCursor: string | null } };
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

async function measure(label: string, token: string, path: string) {
  const deep = await cursorAfter(token, path, 9_000);
  for (const [which, url] of [
    ['first page', path],
    ['deep page', deep ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(deep)}` : path],
  ] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const result = await call(token, url);
      times.push(result.ms);
      bytes = result.bytes;
    }
    times.sort((a, b) => a - b);
    console.log(`  ${`${label}, ${which}`.padEnd(52)} median ${quantile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms   ${(bytes / 1024).toFixed(1).padStart(6)} kB`);
  }
}

console.log(`PGlite, ${APPLICATIONS} applications of one farmer (${APPLICATIONS / 2} in staff's queue), ${NOTIFICATIONS} notifications; seeded in ${seeded.toFixed(1)} s`);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} CPUs, ${RUNS} calls each, 50 a page`);
await measure("the farmer's GET /applications", farmerToken.access_token, '/api/applications');
await measure("the farmer's GET /applications?status=submitted", farmerToken.access_token, '/api/applications?status=submitted');
await measure("staff's queue", staffToken.access_token, '/api/staff/applications');
await measure("staff's queue, waiting on staff", staffToken.access_token, '/api/staff/applications?waiting_on=staff');
await measure("staff's queue, step offer", staffToken.access_token, '/api/staff/applications?step=offer');
await measure("staff's queue, overdue", staffToken.access_token, '/api/staff/applications?overdue=true');
await measure("the farmer's GET /notifications", farmerToken.access_token, '/api/notifications');
await server.close();
