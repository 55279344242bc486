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
  ['storybook renders every story', 'node', ['scripts/storybook-check.mjs'], 'with-e2e'],
  ["reviewers' folder with Storybook opens", 'node', ['scripts/reviewers-site-check.mjs'], 'with-e2e'],
  ['end-to-end in Chromium', 'npx', ['playwright', 'test']],
].filter(([name]) => only.length === 0 || only.some((o) => name.includes(o)));
const E2E = 'end-to-end in Chromium';

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

// Work beside the end-to-end step, one after another at a low priority (nice 10), each a step
// of its own in the report: the steps marked `with-e2e` (Storybook's check and the reviewers'
// folder, which uses its build), then TEST_BESIDE_E2E, a shell command (.ci/run: the server tests
// again on PostgreSQL). One browser leaves about a third of the two cores idle while pages wait
// on their timers; a second browser did not help (docs/performance.md), but work that yields
// to the browser fills that third. Without the end-to-end step they run in their turn.
const withE2e = steps.some(([name]) => name === E2E);
const besideWork = [
  ...(withE2e ? steps.filter(([, , , mode]) => mode === 'with-e2e').map(([name, command, args]) => ({ name, command, args, shown: name })) : []),
  ...(process.env.TEST_BESIDE_E2E ? [{ name: 'TEST_BESIDE_E2E', command: 'sh', args: ['-c', process.env.TEST_BESIDE_E2E], shown: process.env.TEST_BESIDE_E2E }] : []),
];
let besideRun;
let besideChild;
// Once the browser step has ended, the work left beside it runs at the usual priority: on a
// machine busy with other work, nice 10 would leave it a twentieth of the cores for the rest of
// the run. Every thread of every process below it (a browser Playwright started in a process
// group of its own among them): on Linux a priority belongs to a thread. Only root may raise a
// priority again; otherwise it stays at nice 10.
let browserDone = false;
/** The threads of a process and of all below it, from /proc. */
function threadsBelow(root) {
  const children = new Map();
  for (const line of spawnSync('ps', ['-eo', 'pid=,ppid=']).stdout.toString().trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const threads = [];
  for (const queue = [root]; queue.length; ) {
    const pid = queue.pop();
    queue.push(...(children.get(pid) ?? []));
    try {
      threads.push(...fs.readdirSync(`/proc/${pid}/task`));
    } catch {
      // ended meanwhile
    }
  }
  return threads;
}
const endBrowserStep = () => {
  browserDone = true;
  if (besideChild?.exitCode === null) spawnSync('renice', ['-n', '0', '-p', ...threadsBelow(besideChild.pid)], { stdio: 'ignore' });
};
const startBeside = () => {
  console.log(`\n▶ beside the end-to-end step, one after another at nice 10: ${besideWork.map(({ shown }) => shown).join('; ')}`);
  besideRun = (async () => {
    const results = [];
    for (const { name, command, args } of besideWork) {
      const started = Date.now();
      const [runner, runnerArgs] = browserDone ? [command, args] : ['nice', ['-n', '10', command, ...args]];
      const result = await runGathered(runner, runnerArgs, { ownGroup: true, onSpawn: (child) => (besideChild = child) });
      results.push({ name, ...result, started, ended: Date.now() });
      // the first failure ends the work beside; the suite reports it once the browser step is done
      if (result.status !== 0) break;
    }
    return results;
  })();
};

for (let i = 0; i < steps.length; ) {
  const [, , , mode] = steps[i];
  if (withE2e && mode === 'with-e2e') {
    i += 1;
    continue;
  }
  if (besideWork.length && !besideRun && steps[i][0] === E2E) startBeside();
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
    if (name === E2E) endBrowserStep();
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
  for (const { name, status, output, started, ended } of await besideRun) {
    console.log(`\n▶ ${name} (beside the end-to-end step)`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    finish(name, ended - started, status);
  }
}
printTimes();
console.log(`\nsteps: ${passed} passed, 0 failed`);
