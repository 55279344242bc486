// Prints what the table profiler found (see profile.ts): the main thread's time by kind,
// the functions with the most self time, and on request tasks, requests, event names, the
// task sequence and self time by package.
import fs from 'node:fs';
import path from 'node:path';
import { traceWindow, type TraceEvent } from './profile-trace';

type Options = Partial<Record<'TOP' | 'TASKS' | 'TASKS_TOP' | 'NET' | 'NAMES' | 'SEQ' | 'MODULES', string>>;

export function printProfile(events: TraceEvent[], outDir: string, env: Options) {
  const { from, to, inWindow, samples } = traceWindow(events);
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

  // Self time per function from the sampling profiler, in the same window.
  const self = new Map<string, number>();
  for (const sample of samples) self.set(sample.key, (self.get(sample.key) ?? 0) + sample.delta);
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(env.TOP ?? 30))) {
    console.log(`${time.toFixed(1).padStart(8)} ${key}`);
  }
  if (env.TASKS) {
    for (const task of inWindow.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 2000)) {
      const end = task.ts + (task.dur ?? 0);
      const inner = inWindow.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end && (e.dur ?? 0) > 1000);
      const own = new Map<string, number>();
      for (const sample of samples) if (sample.ts >= task.ts && sample.ts <= end) own.set(sample.key, (own.get(sample.key) ?? 0) + sample.delta);
      const top = [...own].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([key, time]) => `${time.toFixed(1)} ${key}`);
      console.log(`task +${((task.ts - from) / 1000).toFixed(1)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (cpu ${((task.tdur ?? 0) / 1000).toFixed(1)} ms)  ${inner.map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`).join(', ')}`);
      if ((task.dur ?? 0) > Number(env.TASKS_TOP ?? 20) * 1000) console.log(`    ${top.join('\n    ')}`);
    }
  }
  if (env.NET) {
    for (const e of events.filter((x) => x.name === 'ResourceSendRequest' || x.name === 'ResourceFinish' || x.name === 'ResourceReceiveResponse')) {
      const data = e.args?.data as { url?: string; requestId?: string } | undefined;
      console.log(`${e.name} +${((e.ts - from) / 1000).toFixed(1)} ms ${data?.url ?? data?.requestId ?? ''}`);
    }
  }
  if (env.NAMES) {
    const byName = new Map<string, number>();
    for (const e of inWindow) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    for (const [name, time] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${time.toFixed(1).padStart(8)} ${name}`);
  }
  if (env.SEQ) {
    // The sequence of main-thread tasks around a few key presses, with what each one held.
    const tasksInOrder = inWindow.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 200);
    for (const task of tasksInOrder.slice(0, Number(env.SEQ))) {
      const end = task.ts + (task.dur ?? 0);
      const inner = inWindow.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end && (e.dur ?? 0) > 100 && e.name !== 'RunTask');
      const names = [...new Set(inner.map((e) => e.name))].slice(0, 6).join(', ');
      console.log(`+${((task.ts - from) / 1000).toFixed(2).padStart(9)} ${((task.dur ?? 0) / 1000).toFixed(2).padStart(6)} ms  ${names}`);
    }
  }
  if (env.MODULES) {
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
        name = env.MODULES === 'file' ? found : pkg(found);
      }
      byModule.set(name, (byModule.get(name) ?? 0) + sample.delta);
    }
    for (const [name, time] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${time.toFixed(1).padStart(8)} ${name}`);
  }
}
