// Where the time of the table bench goes, for finding what to cut (not part of `npm run bench`).
// Builds the harness unminified, records a Chromium trace of the first (cold) mount, or of
// typing into a cell, and prints the main thread's time by kind (script, style, layout,
// paint, GC) and the functions with the most self time.
// Run: npx tsx tests/bench/table/profile.ts   (PROFILE=type for typing, PROFILE=move for arrow keys, PROFILE=handoff for
// the edits reaching the form, PROFILE=leave for cells typed into and left by Enter, ArrowUp and Tab; ROWS=1000; FORM=members; NOBUILD=1 and KEEP=1
// to reuse a build; TOP, TASKS (TASKS_TOP=ms: the top functions of each task over it), NET, NAMES, SEQ, MODULES=pkg|file for more; SHOT=file.png for a look)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { ENTRY, serve } from './serve';
import type { TraceEvent } from './profile-trace';
import { printProfile } from './profile-report';
import { memberRow } from './member-rows';

const outDir = path.join(os.tmpdir(), 'table-profile');
const rows = process.env.ROWS ?? '1000';
// FORM=members: the producer group's member list instead of the parcel table.
const members = process.env.FORM === 'members';
const target = members ? `root_members_${process.env.PROFILE === 'paste' ? 0 : 2}_name` : 'root_parcels_2_toponym';
const typing = process.env.PROFILE === 'type' || process.env.PROFILE === 'move';
const handOff = process.env.PROFILE === 'handoff';
// PROFILE=commit: only the moves inside the table (Enter, ArrowUp after typing), no Tab out of it.
const leave = process.env.PROFILE === 'leave' || process.env.PROFILE === 'commit';
const leaveWays = process.env.PROFILE === 'commit' ? ['Enter', 'ArrowUp'] : ['Enter', 'ArrowUp', 'Tab'];
// PROFILE=paste: PASTE rows (5,000) pasted into the first cell of an empty member list (FORM=members ROWS=0).
const pasting = process.env.PROFILE === 'paste';
const keyName = process.env.PROFILE === 'move' ? (i: number) => (i % 2 ? 'ArrowUp' : 'ArrowDown') : () => 'a';
if (!process.env.NOBUILD) {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    publicDir: false,
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, manifest: false, reportCompressedSize: false, rolldownOptions: { input: ENTRY } },
  });
}
const server = await serve(outDir);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const categories = ['devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-devtools.timeline'];
if (!typing && !handOff && !leave && !pasting) await browser.startTracing(page, { categories });
await page.goto(`${base}/${ENTRY}?variant=ours&rows=${rows}&target=${target}${members ? '&form=members' : ''}`);
await page.waitForFunction(() => window.benchMount !== undefined, null, { timeout: 180_000, polling: 100 });
console.log(`mount ${(await page.evaluate(() => window.benchMount ?? 0)).toFixed(1)} ms`);
if (process.env.SHOT) {
  // A look at the table after clicking a cell and ticking a box, for checking its styles by eye.
  await page.locator(`#${target}`).click();
  await page.keyboard.type('abc');
  await page.getByRole('checkbox', { name: 'Select row 2' }).click();
  await page.getByRole('checkbox', { name: 'New parcel, row 2', exact: true }).click();
  await page.screenshot({ path: process.env.SHOT });
}
if (typing) {
  await page.locator(`#${target}`).click();
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories });
  await page.evaluate(() => performance.mark('bench-mount-start'));
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press(keyName(i));
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => performance.mark('bench-mount-end'));
}
if (handOff) {
  // What the form does with the table's edits when the person pauses (one cell typed, then left).
  await page.locator(`#${target}`).click();
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories });
  await page.evaluate(() => performance.mark('bench-mount-start'));
  await page.keyboard.type('abc');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(1000);
  await page.evaluate(() => performance.mark('bench-mount-end'));
}
if (leave) {
  await page.locator(`#${target}`).click();
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories });
  await page.evaluate(() => performance.mark('bench-mount-start'));
  for (let i = 0; i < 12; i++) {
    await page.keyboard.type(`x${String.fromCharCode(97 + i)}`);
    const way = leaveWays[i % leaveWays.length];
    await page.evaluate((name) => performance.mark(`leave-${name}`), way);
    await page.keyboard.press(way);
    await page.waitForTimeout(60);
    if (way === 'Tab') await page.keyboard.press('Shift+Tab');
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => performance.mark('bench-mount-end'));
}
if (pasting) {
  const count = Number(process.env.PASTE ?? 5000);
  const tsv = Array.from({ length: count }, (_, i) => Object.values(memberRow(i)).join('\t')).join('\n');
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories });
  await page.evaluate(() => performance.mark('bench-mount-start'));
  const figures = await page.evaluate(([cell, text, rows]) => window.benchPaste(cell as string, text as string, rows as number), [target, tsv, count] as const);
  console.log(`paste: ${figures.painted.toFixed(1)} ms to the next frame, ${figures.handed.toFixed(1)} ms until the form holds ${count} rows`);
  await page.evaluate(() => performance.mark('bench-mount-end'));
}
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify(trace));
await browser.close();
server.close();

printProfile(trace.traceEvents, outDir, process.env);
if (!process.env.KEEP) fs.rmSync(outDir, { recursive: true, force: true });
