// `npm run bench:start`: how long `npm start` takes until the portal answers (the page and
// /api/health), on a fresh clone of this repository's HEAD: once with the build (as after
// `npm install`), once built on an empty data folder (migrations and demo data) and once more
// on the folder that start left. BENCH_START_RUNS times each (default 3), with the median.
// Prints figures only. The clone lives in a temporary folder and is removed afterwards;
// `npm ci` needs the npm registry (or its cache).   BENCH_START_PORT (18390)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.BENCH_START_PORT ?? 18_390);
const runs = Number(process.env.BENCH_START_RUNS ?? 3);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
const dataDirs = [];

const answers = (address) => fetch(`http://127.0.0.1:${port}${address}`).then((r) => r.ok, () => false);

/** Runs `npm start` in the clone on `dataDir`; resolves with the milliseconds until the page and the API answer. */
async function timeStart(label, dataDir) {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group: npm, the build and the server end together
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start (${label}) exited with ${child.exitCode}`);
      if ((await answers('/api/health')) && (await answers('/'))) return Date.now() - started;
      if (Date.now() - started > 600_000) throw new Error(`npm start (${label}) did not answer in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-data-'));
  dataDirs.push(dir);
  return dir;
};

try {
  console.log(`${os.cpus().length} cores, load average ${load()}`);
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', '.', clone], { stdio: 'inherit' });
  const started = Date.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`npm ci ${seconds(Date.now() - started)}`);
  const figures = { fresh: [], empty: [], filled: [] };
  for (let run = 1; run <= runs; run += 1) {
    fs.rmSync(path.join(clone, 'dist'), { recursive: true, force: true }); // as cloned and installed
    figures.fresh.push(await timeStart('fresh clone', newDataDir()));
    const dataDir = newDataDir();
    figures.empty.push(await timeStart('built, empty data folder', dataDir));
    figures.filled.push(await timeStart('built, filled data folder', dataDir));
    console.log(`run ${run}: ${seconds(figures.fresh.at(-1))} / ${seconds(figures.empty.at(-1))} / ${seconds(figures.filled.at(-1))}   load average ${load()}`);
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(`\nnpm start until the page and /api/health answer, median of ${runs}:`);
  console.log(`  fresh clone after npm ci (build included)  ${seconds(median(figures.fresh)).padStart(8)}`);
  console.log(`  built, empty data folder                   ${seconds(median(figures.empty)).padStart(8)}`);
  console.log(`  built, filled data folder                  ${seconds(median(figures.filled)).padStart(8)}`);
  console.log(`load average after: ${load()}`);
} finally {
  fs.rmSync(clone, { recursive: true, force: true });
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
