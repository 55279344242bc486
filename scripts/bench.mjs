// `npm run bench`: runs every benchmark under tests/bench and prints their figures. Budgets
// are checked by reading these figures, never by timed assertions in tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = 'tests/bench';
const benches = fs.readdirSync(dir).filter((f) => /\.bench\.(ts|mjs)$/.test(f)).sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
