// `npm test`: the whole suite, step by step, stopping at the first failure. It never touches
// ./data: servers under test get temporary folders and in-memory or throw-away databases.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `\nChromium is needed for the browser tests and was not found at ${chromium}.\n` +
      `Install Debian's: sudo apt-get install -y chromium fonts-noto-core poppler-utils\n` +
      `(or point CHROMIUM_PATH at another Chromium).\n`,
  );
  process.exit(1);
}

// the tests read generated PDFs as a person would (pdftotext, pdftoppm)
const popplerMissing = spawnSync('pdftotext', ['-v']).error;
if (popplerMissing) {
  console.error(`\npdftotext was not found: install Debian's poppler-utils (sudo apt-get install -y poppler-utils).\n`);
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// STORYBOOK_OUT: the story check's Storybook build is kept for the reviewers' folder, which removes it
const storybookOut = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-'));
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', E2E_PORT: String(await freePort()), E2E_SHORT_PORT: String(await freePort()), STORYBOOK_OUT: storybookOut };
const only = process.argv.slice(2);

// Steps marked `beside` run together with the next ones so marked: each is one process on one
// core (the type check, lint and the schemas check), so two cores run them side by side. Their
// output is printed when each ends, not interleaved.
const steps = [
  ['api types are current', 'node', ['scripts/check-api-types.mjs']],
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], 'beside'],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0'], 'beside'],
  ['schemas check', 'npx', ['tsx', 'src/cli/schemas-check.ts'], 'beside'],
  ['unit, component and server tests', 'npx', ['vitest', 'run']],
  ['build the app', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['script size of each route within budgets.json', 'node', ['scripts/route-sizes.mjs']],
  ['storybook renders every story', 'node', ['scripts/storybook-check.mjs']],
  ["reviewers' folder with Storybook opens", 'node', ['scripts/reviewers-site-check.mjs']],
  ['end-to-end in Chromium', 'npx', ['playwright', 'test']],
].filter(([name]) => only.length === 0 || only.some((o) => name.includes(o)));

let passed = 0;
const times = [];
const printTimes = () => {
  console.log('\nstep times:');
  for (const [name, seconds] of times) console.log(`  ${name.padEnd(34)} ${seconds.padStart(7)} s`);
};
/** Runs one step with its output gathered; resolves with its exit status and output. */
const runGathered = (command, args, { ownGroup = false, onSpawn = () => {} } = {}) =>
  new Promise((resolve) => {
    // ownGroup: a process group of its own, so that a failed suite can stop it with all its children
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: ownGroup });
    onSpawn(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });

function finish(name, milliseconds, status) {
  const seconds = (milliseconds / 1000).toFixed(1);
  times.push([name, seconds]);
  if (status !== 0) {
    // the work beside the failed step would go on writing after the suite has said it failed
    if (besideChild?.exitCode === null) process.kill(-besideChild.pid, 'SIGTERM');
    printTimes();
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}

// TEST_BESIDE_E2E: a shell command run at a low priority (nice 10) beside the end-to-end step,
// a step of its own in the report (.ci/run: the server tests again on PostgreSQL). One browser
// leaves about a third of the two cores idle while pages wait on their timers; a second browser
// did not help (docs/performance.md), but work that yields to the browser fills that third.
const beside = process.env.TEST_BESIDE_E2E;
let besideRun;
let besideChild;
const startBeside = () => {
  console.log(`\n▶ beside the end-to-end step, at nice 10: ${beside}`);
  const started = Date.now();
  besideRun = runGathered('nice', ['-n', '10', 'sh', '-c', beside], { ownGroup: true, onSpawn: (child) => (besideChild = child) }).then((result) => ({ ...result, ended: Date.now(), started }));
};

for (let i = 0; i < steps.length; ) {
  const [, , , mode] = steps[i];
  if (beside && !besideRun && steps[i][0] === 'end-to-end in Chromium') startBeside();
  const group = mode === 'beside' ? [] : [steps[i]];
  if (mode === 'beside') while (steps[i + group.length]?.[3] === 'beside') group.push(steps[i + group.length]);
  i += group.length;
  if (group.length === 1) {
    const [name, command, args] = group[0];
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    // not spawnSync: the event loop must go on reading the work beside the step (its output,
    // its end), or that work's pipe fills and its time reads as the step's
    const status = await new Promise((resolve) => spawn(command, args, { stdio: 'inherit', env }).on('close', resolve));
    finish(name, Date.now() - started, status);
    continue;
  }
  console.log(`\n▶ side by side: ${group.map(([name]) => name).join(', ')}`);
  const started = Date.now();
  const results = group.map(([name, command, args]) =>
    runGathered(command, args).then((result) => ({ name, ...result, ended: Date.now() })),
  );
  // reported in order, each with its own time; the first failure stops the suite
  for (const result of results) {
    const { name, status, output, ended } = await result;
    console.log(`\n▶ ${name}`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    finish(name, ended - started, status);
  }
}
if (besideRun) {
  const { status, output, started, ended } = await besideRun;
  console.log(`\n▶ beside the end-to-end step: ${beside}`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  finish('beside the end-to-end step', ended - started, status);
}
printTimes();
console.log(`\nsteps: ${passed} passed, 0 failed`);
