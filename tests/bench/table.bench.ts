// The parcel table with 1,000 filled rows × 8 columns, in Chromium, production build: mount
// time and keystroke-to-paint latency for our `table` field and, in the same run, for rjsf's
// own array field with the Chakra theme. Budgets (ARCHITECTURE: "a thousand parcels must
// type as fast as ten"): mount < 500 ms, keystroke p95 < 16 ms. Figures only, no asserts.
// Run: npx tsx tests/bench/table.bench.ts   (BENCH_ROWS, BENCH_KEYS, BENCH_STOCK=0 to change)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const KEYS = Number(process.env.BENCH_KEYS ?? 50);
const STOCK_KEYS = 5;
const MOVES = 20;
const ENTRY = 'tests/bench/table/index.html';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'table-bench-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function buildHarness() {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    publicDir: false,
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, rolldownOptions: { input: ENTRY } },
  });
}

function serve(): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = http.createServer((req, res) => {
    const file = path.join(outDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Figures {
  mount: number;
  /** keydown → next frame, typing letters into one cell */
  paint: number[];
  /** keydown → end of the task that handled it */
  processing: number[];
  /** keydown → next frame, ArrowDown / ArrowUp to the next cell (ours only) */
  move?: number[];
  /** the longest main-thread task while the edits are handed to the form after a pause (ours only) */
  handOver?: number;
}

const quantile = (values: number[], q: number) => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function run(browser: Browser, base: string, variant: 'ours' | 'stock' | 'baseline', rows: number, keys: number, moves = 0): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.goto(`${base}/${ENTRY}?variant=${variant}&rows=${rows}`);
  await page.waitForFunction(() => window.benchMount !== undefined, null, { timeout: 180_000, polling: 100 });
  const mount = await page.evaluate(() => window.benchMount ?? Number.NaN);
  await page.locator('#root_parcels_2_toponym').click();
  await sleep(500);
  const count = () => page.evaluate(() => window.benchTimes.paint.length);
  const press = async (key: string) => {
    const before = await count();
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.benchTimes.paint.length > n, before, { timeout: 120_000, polling: 'raf' });
    // a random pause, so key presses do not lock onto the frame clock
    await sleep(25 + Math.random() * 25);
  };
  for (let i = 0; i < keys; i++) await press('a');
  const typed = await page.evaluate(() => structuredClone(window.benchTimes));
  const figures: Figures = { mount, paint: typed.paint, processing: typed.processing };
  if (moves) {
    for (let i = 0; i < moves; i++) await press(i % 2 ? 'ArrowUp' : 'ArrowDown');
    figures.move = (await page.evaluate(() => window.benchTimes.paint)).slice(typed.paint.length);
    // Then a pause: the table hands what was typed to the form.
    const from = await page.evaluate(() => performance.now());
    await sleep(1500);
    const tasks = await page.evaluate((t) => window.benchLongTasks.filter((task) => task.end > t), from);
    figures.handOver = tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0;
  }
  if (errors.length) console.warn(`  ${variant}: page errors:\n    ${errors.join('\n    ')}`);
  await page.close();
  return figures;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);

try {
  const started = performance.now();
  await buildHarness();
  console.log(`harness built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await serve();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // A warm-up load, so every variant starts with the same disk and code caches.
    await run(browser, base, 'ours', ROWS, 3);
    const ours = await run(browser, base, 'ours', ROWS, KEYS, MOVES);
    const ten = await run(browser, base, 'ours', 10, KEYS, MOVES);
    const floor = await run(browser, base, 'baseline', 0, KEYS);
    const stock = process.env.BENCH_STOCK === '0' ? undefined : await run(browser, base, 'stock', ROWS, STOCK_KEYS);
    console.log(`\nParcel table, 8 columns, Chromium (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}), production build`);
    console.log('  budgets for 1,000 rows: mount < 500 ms, keystroke-to-paint p95 < 16 ms\n');
    const header = ['', 'mount', 'keys', 'key→paint median', 'p95', 'key processing median', 'p95'];
    const line = (name: string, f: Figures) => [
      name,
      ms(f.mount),
      String(f.paint.length),
      ms(quantile(f.paint, 0.5)),
      ms(quantile(f.paint, 0.95)),
      ms(quantile(f.processing, 0.5)),
      ms(quantile(f.processing, 0.95)),
    ];
    const table = [
      header,
      line(`ours, ${ROWS.toLocaleString('en')} rows`, ours),
      line('ours, 10 rows', ten),
      [...line('floor: a bare <input>, no React', floor).slice(0, 1), '—', ...line('', floor).slice(2)],
      ...(stock ? [line(`stock rjsf ArrayField, ${ROWS.toLocaleString('en')} rows`, stock)] : []),
    ];
    const widths = header.map((_, c) => Math.max(...table.map((r) => r[c].length)));
    for (const row of table) console.log(`  ${row.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ')}`);
    for (const [name, f] of [[`${ROWS.toLocaleString('en')} rows`, ours], ['10 rows', ten]] as const) {
      console.log(
        `\n  ours, ${name}: arrow key to the next cell → paint median ${ms(quantile(f.move ?? [], 0.5))}, p95 ${ms(quantile(f.move ?? [], 0.95))};` +
          ` handing the edits to the form after a pause: longest task ${f.handOver ? ms(f.handOver) : 'under 50 ms'}`,
      );
    }
    const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
    console.log(
      `\n  ours, ${ROWS.toLocaleString('en')} rows: mount ${verdict(ours.mount < 500)}, keystroke p95 ${verdict(quantile(ours.paint, 0.95) < 16)}` +
        (stock
          ? `; stock takes ${(stock.mount / ours.mount).toFixed(0)}× as long to mount and ${(quantile(stock.paint, 0.5) / quantile(ours.paint, 0.5)).toFixed(0)}× per keystroke`
          : ''),
    );
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
