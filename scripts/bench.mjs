// `npm run bench`: runs every benchmark and prints their figures: those under tests/bench
// (Lighthouse, tables, members, scale, uploads, validation), the API's beside a bare Fastify
// (scripts/bench-api.mjs) and `npm start`'s (scripts/bench-start.mjs). Budgets are checked by
// reading these figures, never by timed assertions in tests.
//   npm run bench -- lighthouse api   runs only those whose file name contains a word given
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = 'tests/bench';
const only = process.argv.slice(2);
const benches = [
  ...fs
    .readdirSync(dir)
    .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
    .sort()
    .map((f) => path.join(dir, f)),
  'scripts/bench-api.mjs',
  'scripts/bench-start.mjs',
].filter((file) => only.length === 0 || only.some((word) => path.basename(file).includes(word)));
let failed = 0;
const times = [];
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  times.push(`  ${file.padEnd(40)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s${result.status === 0 ? '' : '  ✖ failed'}`);
  if (result.status !== 0) failed += 1;
}
console.log(`\nbench times:\n${times.join('\n')}`);
process.exit(failed ? 1 : 0);
