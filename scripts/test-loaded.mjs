// `npm run test:loaded`: the whole `npm test` beside busy processes that keep every core at
// 100 %, as CI may meet a machine still busy with other work (issue "Fast and steady"). A test
// that waits for the clock instead of a condition fails here first. `--runs N` runs it N times
// in a row (stopping at the first failure); `--busy N` sets the number of busy processes
// (default: one per core). Arguments after `--` go to `npm test` (e.g. a step's name).
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const runs = option('--runs', 1);
const busyCount = option('--busy', os.availableParallelism?.() ?? os.cpus().length);
const passOn = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];

// each busy process spins on one core at the suite's own priority, so the suite shares every
// core with them as with any other work on the machine
const busy = Array.from({ length: busyCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBusy = () => busy.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const results = [];
let status = 0;
for (let run = 1; run <= runs && status === 0; run += 1) {
  console.log(`\n== loaded run ${run} of ${runs}: npm test beside ${busyCount} busy processes (load ${os.loadavg()[0].toFixed(1)}) ==\n`);
  const started = Date.now();
  status = spawnSync('node', ['scripts/test.mjs', ...passOn], { stdio: 'inherit' }).status ?? 1;
  results.push([run, status === 0 ? 'passed' : 'FAILED', ((Date.now() - started) / 60_000).toFixed(1)]);
}
console.log('\nloaded runs:');
for (const [run, outcome, minutes] of results) console.log(`  run ${run}: ${outcome} in ${minutes} min`);
process.exit(status);
