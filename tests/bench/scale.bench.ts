// `npm run bench:scale` (and part of `npm run bench`): 200 simulated applicants, each signed in
// to an account of their own, autosave their drafts every 2 s for 60 s, each save through either
// of two API processes on one PostgreSQL
// (tests/scale/cluster.ts; 127.0.0.1 only). Afterwards every draft must hold its last
// acknowledged save, every acknowledged save having raised the row version by exactly one
// (nothing lost, nothing reordered). Prints the latency of a save; goal p99 ≤ 200 ms.
// BENCH_CPU_PROF=<dir>: the first process writes a CPU profile there (node --cpu-prof, as
// bench:api; read it with cpu-profile-summary.ts) and the
// database's own timing of each statement (pg_stat_statements, when installed) is printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiOf, startApi, startPostgres } from '../scale/cluster';
import { hashPassword } from '../../src/server/accounts/passwords';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const EVERY_MS = 2_000;
type Answer = Awaited<ReturnType<ReturnType<typeof apiOf>>>;

const postgres = await startPostgres();
if (!postgres) {
  console.log('scale bench skipped: no PostgreSQL server binaries (apt-get install postgresql) and no TEST_DATABASE_URL');
  process.exit(0);
}
const profileDir = process.env.BENCH_CPU_PROF;
const database = new pg.Client({ connectionString: postgres.url });
await database.connect();
if (profileDir) {
  // the statistics need the library loaded at start: restart the throw-away cluster with it
  await database.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await database.end();
  postgres.stop();
  postgres.start();
}
const db = profileDir ? new pg.Client({ connectionString: postgres.url }) : database;
if (profileDir) await db.connect();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-scale-'));
const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'error' };
const first = await startApi(env, profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : []);
const second = await startApi(env);
const processes = [apiOf(first.url), apiOf(second.url)];
const PASSWORD = 'BenchPass2026';

try {
  // 200 applicants of their own, written straight into the database as copies of the demo
  // farmer (a complete Greek profile), all with one password hashed once
  const hash = await hashPassword(PASSWORD);
  await db.query(
    `INSERT INTO users (username, password_hash, email, role, customer_type, country_id, status, locale, identification, profile, profile_status, email_verified_at)
     SELECT 'bench.applicant.' || n, $1, 'bench.applicant.' || n || '@example.org', role, customer_type, country_id, 'active', locale,
            lpad((100000000 + n)::text, 9, '0'), profile, profile_status, now()
     FROM users, generate_series(1, $2::int) AS n WHERE username = 'demo.farmer.gr'`,
    [hash, APPLICANTS],
  );
  const drafts: { token: string; id: string; version: number; acknowledged: number; lost: number }[] = [];
  for (let i = 0; i < APPLICANTS; i++) {
    const login = await processes[i % 2]('POST', '/users/login', { body: { username: `bench.applicant.${i + 1}`, password: PASSWORD } });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    const token = login.body.access_token as string;
    const created = await processes[i % 2]('POST', '/applications', { token, body: { type: i % 2 ? 'bio' : 'globalgap' } });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    drafts.push({ token, id: created.body.application.id, version: created.body.application.row_version, acknowledged: 0, lost: 0 });
  }
  if (profileDir) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements; SELECT pg_stat_statements_reset()');

  const latencies: number[] = [];
  const failures: string[] = [];
  const end = Date.now() + SECONDS * 1000;
  let turn = 0;
  const applicant = async (draft: (typeof drafts)[number], index: number) => {
    // spread the applicants over the 2 s so that saves arrive evenly
    await new Promise((resolve) => setTimeout(resolve, (index * EVERY_MS) / APPLICANTS));
    for (let n = 1; Date.now() < end; n++) {
      const started = performance.now();
      const through = processes[(turn += 1) % 2];
      const body = { answers: { general: { year: 2027 }, autosave: n }, row_version: draft.version };
      const response = await through('PUT', `/applications/${draft.id}/answers`, { token: draft.token, body }).catch((error: Error) => ({ status: 0, body: { message: error.message } as Answer['body'] }));
      const took = performance.now() - started;
      if (response.status === 200) {
        latencies.push(took);
        if (response.body.row_version !== draft.version + 1) failures.push(`${draft.id}: version ${draft.version} → ${response.body.row_version}`);
        draft.version = response.body.row_version;
        draft.acknowledged = n;
      } else {
        failures.push(`${draft.id} save ${n}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, EVERY_MS - took)));
    }
  };
  // CPU time of the two API processes (user + system, from /proc), whatever else the machine runs
  const cpuMs = () =>
    [first, second].reduce((sum, api) => {
      const fields = fs.readFileSync(`/proc/${api.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }, 0);
  const cpuBefore = cpuMs();
  const started = Date.now();
  await Promise.all(drafts.map(applicant));
  const elapsed = (Date.now() - started) / 1000;
  const apiCpuPerSave = (cpuMs() - cpuBefore) / Math.max(1, latencies.length);

  // every acknowledged save readable afterwards, through either process
  let intact = 0;
  for (const [i, draft] of drafts.entries()) {
    const read = await processes[(i + 1) % 2]('GET', `/applications/${draft.id}`, { token: draft.token });
    const answers = read.body.answers as { autosave?: number };
    if (read.body.row_version === draft.version && answers.autosave === draft.acknowledged) intact += 1;
    else failures.push(`${draft.id}: read v${read.body.row_version}/save ${answers.autosave}, acknowledged v${draft.version}/save ${draft.acknowledged}`);
  }

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
  console.log(`applicants ${APPLICANTS}, every ${EVERY_MS / 1000} s for ${SECONDS} s (${elapsed.toFixed(1)} s), two API processes, PostgreSQL`);
  console.log(`saves acknowledged ${latencies.length} (${(latencies.length / elapsed).toFixed(1)}/s), failed ${failures.length}`);
  console.log(`save latency ms: p50 ${at(0.5)}  p95 ${at(0.95)}  p99 ${at(0.99)}  max ${latencies.at(-1)?.toFixed(1)}  (goal p99 ≤ 200)`);
  console.log(`drafts holding their last acknowledged save: ${intact}/${APPLICANTS}`);
  console.log(`API CPU per save: ${apiCpuPerSave.toFixed(2)} ms (both processes, user + system; load average ${os.loadavg()[0].toFixed(1)})`);
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  if (profileDir) {
    const { rows } = await db.query(
      `SELECT calls, round(total_exec_time)::int AS total_ms, round(mean_exec_time::numeric, 2) AS mean_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS query
       FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 15`,
    );
    console.log('database time by statement (pg_stat_statements, during the load):');
    for (const row of rows) console.log(`  ${String(row.calls).padStart(6)} calls ${String(row.total_ms).padStart(7)} ms total ${String(row.mean_ms).padStart(7)} ms mean  ${row.query}`);
  }
  process.exitCode = failures.length || intact !== APPLICANTS ? 1 : 0;
} finally {
  await Promise.all([first.stop(), second.stop()]);
  await db.end();
  await postgres.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
