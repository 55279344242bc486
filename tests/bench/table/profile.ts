// Where the time of the table bench goes, for finding what to cut (not part of `npm run bench`).
// Builds the harness unminified, records a Chromium trace of the first (cold) mount, or of
// typing into a cell, and prints the main thread's time by kind (script, style, layout,
// paint, GC) and the functions with the most self time.
// Run: npx tsx tests/bench/table/profile.ts   (PROFILE=type for typing; ROWS=1000; NOBUILD=1)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { ENTRY, serve } from './serve';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { cpuProfile?: CpuProfile; timeDeltas?: number[] } };
}
interface CpuProfile {
  nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
}

const outDir = path.join(os.tmpdir(), 'table-profile');
const rows = process.env.ROWS ?? '1000';
const typing = process.env.PROFILE === 'type';
if (!process.env.NOBUILD) {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    publicDir: false,
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, reportCompressedSize: false, rolldownOptions: { input: ENTRY } },
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
if (!typing) await browser.startTracing(page, { categories });
await page.goto(`${base}/${ENTRY}?variant=ours&rows=${rows}`);
await page.waitForFunction(() => window.benchMount !== undefined, null, { timeout: 180_000, polling: 100 });
console.log(`mount ${(await page.evaluate(() => window.benchMount ?? 0)).toFixed(1)} ms`);
if (process.env.SHOT) {
  // A look at the table after clicking a cell and ticking a box, for checking its styles by eye.
  await page.locator('#root_parcels_2_toponym').click();
  await page.keyboard.type('abc');
  await page.getByRole('checkbox', { name: 'Select row 2' }).click();
  await page.getByRole('checkbox', { name: 'New parcel, row 2', exact: true }).click();
  await page.screenshot({ path: process.env.SHOT });
}
if (typing) {
  await page.locator('#root_parcels_2_toponym').click();
  await page.waitForTimeout(500);
  await page.evaluate(() => performance.mark('bench-mount-start'));
  await browser.startTracing(page, { categories });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('a');
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => performance.mark('bench-mount-end'));
}
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
await browser.close();
server.close();

const events = trace.traceEvents;
const mark = (name: string) => events.findLast((e) => e.name === name)?.ts;
const from = mark('bench-mount-start') ?? 0;
const to = mark('bench-mount-end') ?? Number.POSITIVE_INFINITY;
const main = events.find((e) => e.name === 'CrRendererMain' || (e.name === 'thread_name' && e.ph === 'M' && JSON.stringify(e.args).includes('CrRendererMain')));
const inWindow = events.filter((e) => e.ph === 'X' && e.tid === main?.tid && e.ts + (e.dur ?? 0) >= from && e.ts <= to);
const kinds: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  'V8.GC_SCAVENGER': 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  ParseAuthorStyleSheet: 'style',
};
const byKind = new Map<string, number>();
for (const e of inWindow) {
  const kind = kinds[e.name];
  if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
}
const tasks = inWindow.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
console.log(`window ${((Math.min(to, Number.MAX_SAFE_INTEGER) - from) / 1000).toFixed(1)} ms, main-thread tasks ${tasks.toFixed(1)} ms`);
for (const [kind, time] of byKind) console.log(`  ${kind.padEnd(8)} ${time.toFixed(1)} ms`);

// Self time per function from the sampling profiler's chunks, in the same window.
const nodes = new Map<number, { functionName: string; url: string; lineNumber: number }>();
const self = new Map<string, number>();
const samples: { ts: number; key: string; delta: number }[] = [];
for (const e of events.filter((x) => x.name === 'ProfileChunk')) {
  const data = e.args?.data;
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
  let ts = e.ts;
  (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
    const delta = data?.timeDeltas?.[i] ?? 0;
    ts += delta;
    if (ts < from || ts > to) return;
    const frame = nodes.get(id);
    const key = frame ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}` : String(id);
    self.set(key, (self.get(key) ?? 0) + delta / 1000);
    samples.push({ ts, key, delta: delta / 1000 });
  });
}
for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30))) {
  console.log(`${time.toFixed(1).padStart(8)} ${key}`);
}
if (!process.env.KEEP) fs.rmSync(outDir, { recursive: true, force: true });
if (process.env.TASKS) {
  for (const task of inWindow.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 2000)) {
    const end = task.ts + (task.dur ?? 0);
    const inner = inWindow.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end && (e.dur ?? 0) > 1000);
    const own = new Map<string, number>();
    for (const sample of samples) if (sample.ts >= task.ts && sample.ts <= end) own.set(sample.key, (own.get(sample.key) ?? 0) + sample.delta);
    const top = [...own].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([key, time]) => `${time.toFixed(1)} ${key}`);
    console.log(`task +${((task.ts - from) / 1000).toFixed(1)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms  ${inner.map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`).join(', ')}`);
    if ((task.dur ?? 0) > 20_000) console.log(`    ${top.join('\n    ')}`);
  }
}
if (process.env.NET) {
  for (const e of events.filter((x) => x.name === 'ResourceSendRequest' || x.name === 'ResourceFinish' || x.name === 'ResourceReceiveResponse')) {
    const data = e.args?.data as { url?: string; requestId?: string } | undefined;
    console.log(`${e.name} +${((e.ts - from) / 1000).toFixed(1)} ms ${data?.url ?? data?.requestId ?? ''}`);
  }
}
if (process.env.NAMES) {
  const byName = new Map<string, number>();
  for (const e of inWindow) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  for (const [name, time] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${time.toFixed(1).padStart(8)} ${name}`);
}
if (process.env.SEQ) {
  // The sequence of main-thread tasks around a few key presses, with what each one held.
  const tasksInOrder = inWindow.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 200);
  for (const task of tasksInOrder.slice(0, Number(process.env.SEQ))) {
    const end = task.ts + (task.dur ?? 0);
    const inner = inWindow.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end && (e.dur ?? 0) > 100 && e.name !== 'RunTask');
    const names = [...new Set(inner.map((e) => e.name))].slice(0, 6).join(', ');
    console.log(`+${((task.ts - from) / 1000).toFixed(2).padStart(9)} ${((task.dur ?? 0) / 1000).toFixed(2).padStart(6)} ms  ${names}`);
  }
}
if (process.env.MODULES) {
  // Self time by package (the unminified bundle marks each module with a `// path` comment).
  const bundleDir = path.join(outDir, 'assets');
  const starts = new Map<string, { line: number; module: string }[]>();
  for (const file of fs.readdirSync(bundleDir).filter((f) => f.endsWith('.js'))) {
    const list: { line: number; module: string }[] = [];
    fs.readFileSync(path.join(bundleDir, file), 'utf8')
      .split('\n')
      .forEach((text, line) => {
        const match = /^\/\/ (\S+\.[jt]sx?)$/.exec(text);
        if (match) list.push({ line, module: match[1] });
      });
    starts.set(file, list);
  }
  const pkg = (module: string) => {
    const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(module);
    return m ? m[1] : module.split('/').slice(0, 2).join('/');
  };
  const byModule = new Map<string, number>();
  for (const sample of samples) {
    const m = /^(.*) (\S+\.js):(\d+)$/.exec(sample.key);
    let name = sample.key.split(' ')[0];
    if (m) {
      const list = starts.get(m[2]) ?? [];
      let found = 'other';
      for (const s of list) {
        if (s.line > Number(m[3])) break;
        found = s.module;
      }
      name = process.env.MODULES === 'file' ? found : pkg(found);
    }
    byModule.set(name, (byModule.get(name) ?? 0) + sample.delta);
  }
  for (const [name, time] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${time.toFixed(1).padStart(8)} ${name}`);
}
