// "The same figures within 2× at 10× less data" (issue 36): with BENCH_APPLICATIONS holding
// several sizes ("10000,100000"), the bench runs once per size in a process of its own (each
// seeds a database of its own), each writing its figures as JSON, then prints every figure
// of the largest size against the smallest: medians, and on PostgreSQL the buffers the
// plans read (the figure the machine's load does not move).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One measured call: a list's page, a search, a download, a save. */
export interface Figure {
  label: string;
  median: number;
  p95: number;
  bytes?: number;
  /** median CPU of the bench's process per call, ms (the server's JavaScript) */
  cpu?: number;
  /** buffers read by the plans of its statements (PostgreSQL) */
  buffers?: number;
}

/** Runs `file` once per size and prints the ratio table; true when every run succeeded. */
export function runSizes(file: string, sizes: number[]): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-data-'));
  const largest = Math.max(...sizes);
  const figures = new Map<number, Figure[]>();
  for (const size of sizes) {
    const results = path.join(dir, `${size}.json`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
      stdio: 'inherit',
      // the plans written to docs are the largest size's
      env: { ...process.env, BENCH_APPLICATIONS: String(size), BENCH_RESULTS: results, ...(size === largest ? {} : { BENCH_PLANS: '' }) },
    });
    if (run.status !== 0) return false;
    figures.set(size, JSON.parse(fs.readFileSync(results, 'utf8')) as Figure[]);
  }
  const smallest = Math.min(...sizes);
  const small = new Map(figures.get(smallest)!.map((f) => [f.label, f]));
  const ratio = (big: number | undefined, little: number | undefined) =>
    big === undefined || little === undefined ? '' : little > 0 ? `${(big / little).toFixed(1)}×` : '–';
  console.log(`\nratios, ${largest} against ${smallest} applications (goal: within 2×):`);
  console.log(`  ${'call'.padEnd(66)} ${'median'.padStart(17)} ${'ratio'.padStart(6)} ${'buffers'.padStart(13)} ${'ratio'.padStart(6)}`);
  for (const big of figures.get(largest)!) {
    const little = small.get(big.label);
    if (!little) continue;
    const medians = `${little.median.toFixed(1)} → ${big.median.toFixed(1)}`;
    const buffers = big.buffers === undefined ? '' : `${little.buffers} → ${big.buffers}`;
    console.log(`  ${big.label.padEnd(66)} ${medians.padStart(17)} ${ratio(big.median, little.median).padStart(6)} ${buffers.padStart(13)} ${ratio(big.buffers, little.buffers).padStart(6)}`);
  }
  return true;
}
