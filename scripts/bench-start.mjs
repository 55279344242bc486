// `npm run bench:start`: how long `npm start` takes until the portal answers, on a fresh clone
// of this repository's HEAD (install, build, migrations and demo data on an empty data folder)
// and again on the same clone once built (only the server's own start). Prints figures only.
// The clone lives in a temporary folder and is removed afterwards; `npm ci` needs the npm
// registry (or its cache).   BENCH_START_PORT (18390)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.BENCH_START_PORT ?? 18_390);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));

/** Runs `npm start` in the clone; resolves with the milliseconds until /api/health answers. */
async function timeStart(label) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-data-'));
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
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (up) return Date.now() - started;
      if (Date.now() - started > 600_000) throw new Error(`npm start (${label}) did not answer in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', '.', clone], { stdio: 'inherit' });
  const started = Date.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone, stdio: ['ignore', 'ignore', 'inherit'] });
  const install = Date.now() - started;
  const first = await timeStart('fresh clone');
  const again = await timeStart('built');
  console.log(`npm ci                                   ${seconds(install).padStart(8)}`);
  console.log(`npm start, fresh clone (build included)  ${seconds(first).padStart(8)}   until /api/health answers`);
  console.log(`npm start, already built                 ${seconds(again).padStart(8)}`);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  fs.rmSync(clone, { recursive: true, force: true });
}
