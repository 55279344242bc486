// The producer group's member list (schemas/globalgap/producer-group) with 5,000 members × 5
// columns, in Chromium, production build: a spreadsheet paste of 5,000 rows into an empty
// list, then mount and keystroke-to-paint on the filled list. Budget (issue 16: "a group can
// have thousands of members: paste from a spreadsheet, and the table stays fast"): keystroke
// work p95 < 16 ms (one frame per key), as the parcel table's. Figures only, no asserts.
// Run: npx tsx tests/bench/members.bench.ts   (BENCH_MEMBERS, BENCH_KEYS, BENCH_PASTES to change)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { buildHarness, ENTRY, serve } from './table/serve';
import { runVariant } from './table/run-variant';
import { median, ms, quantile } from './table/stats';
import { BUDGET, keyP95 } from './table/report';
import { memberRow } from './table/member-rows';
import type { PasteFigures } from './table/paste';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const KEYS = Number(process.env.BENCH_KEYS ?? 200);
const PASTES = Number(process.env.BENCH_PASTES ?? 3);
const QUERY = '&form=members';

/** The members as a spreadsheet copies them: tab-separated columns, one line per row. */
const tsv = Array.from({ length: MEMBERS }, (_, i) => Object.values(memberRow(i)).join('\t')).join('\n');

async function paste(browser: Browser, base: string): Promise<PasteFigures> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await page.goto(`${base}/${ENTRY}?rows=0&target=root_members_0_name${QUERY}`);
    await page.waitForFunction(() => window.benchMount !== undefined, null, { timeout: 180_000, polling: 100 });
    const figures = await page.evaluate(([text, rows]) => window.benchPaste('root_members_0_name', text as string, rows as number), [tsv, MEMBERS] as const);
    console.log(`  paste: ${ms(figures.painted)} to the next frame, ${ms(figures.handed)} until the form holds ${MEMBERS} rows`);
    return figures;
  } finally {
    await page.close();
  }
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'members-bench-'));
try {
  await buildHarness(outDir);
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const count = MEMBERS.toLocaleString('en');
    console.log(`\nProducer-group member list, 5 columns, ${count} members, Chromium (${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}), production build`);
    const pastes: PasteFigures[] = [];
    for (let i = 0; i < PASTES; i++) pastes.push(await paste(browser, base));
    const options = { rows: MEMBERS, target: 'root_members_2_name', query: QUERY };
    await runVariant(browser, base, 'ours', { ...options, keys: 3 });
    const figures = await runVariant(browser, base, 'ours', { ...options, keys: KEYS, moves: 20, leaves: 30, warmUps: 1, warmMounts: 3 });
    // The floor, in the same run: a bare <input> (typing, arrow keys, Enter/Tab to a second input).
    const floor = await runVariant(browser, base, 'baseline', { rows: 0, keys: KEYS, moves: 20, leaves: 30 });
    const p95 = keyP95(figures.typing);
    console.log(`  paste of ${count} rows (median of ${PASTES} fresh pages): ${ms(median(pastes.map((p) => p.painted)))} to the next frame, ${ms(median(pastes.map((p) => p.handed)))} until the form holds them`);
    console.log(`  mount with ${count} members: cold ${ms(figures.coldMount)}, warm median ${ms(median(figures.warmMounts))}`);
    console.log(`  typing, ${figures.typing.work.length} keys: work median ${ms(quantile(figures.typing.work, 0.5))}, work p95 ${ms(p95)}, rAF p95 ${ms(quantile(figures.typing.paint, 0.95))}`);
    if (figures.move) console.log(`  arrow keys: work median ${ms(quantile(figures.move.work, 0.5))}, p95 ${ms(keyP95(figures.move))}; hand-over to the form: longest task, median of ${figures.handOvers?.length ?? 0} pauses ${ms(median(figures.handOvers ?? [0]))}`);
    if (figures.leave) console.log(`  leaving a cell just typed into (Enter, ArrowUp, Tab): work median ${ms(quantile(figures.leave.work, 0.5))}, p95 ${ms(keyP95(figures.leave))}`);
    console.log(`  floor (a bare <input>, same run): typing work median ${ms(quantile(floor.typing.work, 0.5))}, p95 ${ms(keyP95(floor.typing))}; arrow keys p95 ${ms(keyP95(floor.move!))}; leaving p95 ${ms(keyP95(floor.leave!))}`);
    console.log(`  budget: keystroke work p95 < ${BUDGET.keyP95} ms: ${p95 < BUDGET.keyP95 ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
