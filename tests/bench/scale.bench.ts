// `npm run bench:scale` (and part of `npm run bench`): 200 simulated applicants autosave their
// drafts every 2 s for 60 s, each save through either of two API processes on one PostgreSQL
// (tests/scale/cluster.ts; 127.0.0.1 only). Afterwards every draft must hold its last
// acknowledged save, every acknowledged save having raised the row version by exactly one
// (nothing lost, nothing reordered). Prints the latency of a save; goal p99 ≤ 200 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiOf, startApi, startPostgres } from '../scale/cluster';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const EVERY_MS = 2_000;
type Answer = Awaited<ReturnType<ReturnType<typeof apiOf>>>;

const postgres = await startPostgres();
if (!postgres) {
  console.log('scale bench skipped: no PostgreSQL server binaries (apt-get install postgresql) and no TEST_DATABASE_URL');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-scale-'));
const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'error' };
const first = await startApi(env);
const second = await startApi(env);
const processes = [apiOf(first.url), apiOf(second.url)];

try {
  const login = await processes[0]('POST', '/users/login', { body: { username: 'demo.farmer.gr', password: 'DemoPass2026' } });
  const token = login.body.access_token as string;
  const drafts: { id: string; version: number; acknowledged: number; lost: number }[] = [];
  for (let i = 0; i < APPLICANTS; i++) {
    const created = await processes[i % 2]('POST', '/applications', { token, body: { type: i % 2 ? 'bio' : 'globalgap' } });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    drafts.push({ id: created.body.application.id, version: created.body.application.row_version, acknowledged: 0, lost: 0 });
  }

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
      const response = await through('PUT', `/applications/${draft.id}/answers`, { token, body }).catch((error: Error) => ({ status: 0, body: { message: error.message } as Answer['body'] }));
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
  const started = Date.now();
  await Promise.all(drafts.map(applicant));
  const elapsed = (Date.now() - started) / 1000;

  // every acknowledged save readable afterwards, through either process
  let intact = 0;
  for (const [i, draft] of drafts.entries()) {
    const read = await processes[(i + 1) % 2]('GET', `/applications/${draft.id}`, { token });
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
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  process.exitCode = failures.length || intact !== APPLICANTS ? 1 : 0;
} finally {
  await Promise.all([first.stop(), second.stop()]);
  await postgres.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
