// Prints the figures of the table bench as a table, with the budget verdicts.
import os from 'node:os';
import type { Figures, KeyFigures } from './run-variant';
import { median, ms, quantile } from './stats';

export const BUDGET = { mount: 500, keyP95: 16 };

interface Named {
  name: string;
  figures: Figures;
  /** A variant without a form to mount (the floor). */
  noMount?: boolean;
}

const keyCells = (k: KeyFigures) => [
  String(k.paint.length),
  ms(quantile(k.work, 0.5)),
  ms(quantile(k.work, 0.95)),
  ms(quantile(k.processing, 0.5)),
  ms(quantile(k.paint, 0.5)),
  ms(quantile(k.paint, 0.95)),
  k.eventTiming.length ? ms(quantile(k.eventTiming, 0.95)) : '—',
  ms(quantile(k.outside, 0.5)),
  ms(quantile(k.outside, 0.95)),
];
const keyHeader = ['keys', 'work median', 'work p95', 'handlers median', 'rAF median', 'rAF p95', 'INP p95', 'outside median', 'outside p95'];

function printTable(rows: string[][]) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const row of rows) console.log(`  ${row.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ')}`);
}

/** The hand-over's longest task (or frame): median and longest of the pauses timed. */
function handOverCell(times: readonly number[]) {
  if (!times.length) return '—';
  return `${ms(median(times))} (max ${ms(Math.max(...times))}, ${times.length}×)`;
}

/** The keystroke p95 the budget is judged on: the main thread's work per key (see timing.ts). */
export const keyP95 = (k: KeyFigures) => quantile(k.work, 0.95) ?? Number.NaN;

export function printReport(variants: Named[], ours: Figures, rows: number) {
  const count = rows.toLocaleString('en');
  console.log(`\nParcel table, 8 columns, Chromium (${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}), production build`);
  console.log(`  budgets for ${count} rows: mount (cold and warm) < ${BUDGET.mount} ms, keystroke work p95 < ${BUDGET.keyP95} ms`);
  console.log('  cold mount = first render of the form on a fresh page whose providers are up (as in the app, where the');
  console.log('         message catalogue and theme load at start): render() → the frame showing the typed-into cell;');
  console.log('         for ours with the most rows, the median over several fresh pages.');
  console.log('  warm mount = median of later mount/unmount cycles on that page after a warm-up.');
  console.log('  cold page = the fresh page from its script to that frame (providers, fetching the catalogue, the form).');
  console.log('  work = keydown timestamp → end of the key\'s handlers (renders included) + every task that ran before');
  console.log('         the next frame began (autofill, effects; found by a chain of MessageChannel probes) + that frame');
  console.log('         (rAF → style, layout, paint → the task after it). Not counted: the idle wait for the frame\'s');
  console.log('         turn, which depends on where the key fell in the frame clock, not on our code.');
  console.log('  handlers = keydown → end of the last handler of the key\'s input event (window, bubble phase).');
  console.log('  rAF = keydown → the task after the next frame, wait included. INP = Event Timing: longest duration');
  console.log('         among the key\'s events, 8 ms granularity, nothing reported under 16 ms.');
  console.log('  outside = from the bench process: the key press sent (DevTools protocol) → the page reporting that key\'s');
  console.log('         frame out, as a test driving the page measures it (round trips to the browser included).');
  console.log('  hand-over = after a cell is typed into and left, the pause (0.4 s) hands the edits to the form: the');
  console.log('         longest the main thread was busy at once meanwhile (a task or a frame; MessageChannel probes).\n');
  const header = ['', 'cold mount', 'warm mount', 'cold page', ...keyHeader];
  const line = ({ name, figures: f, noMount }: Named) => [
    name,
    noMount ? '—' : f.coldMounts.length > 1 ? `${ms(median(f.coldMounts))} (${f.coldMounts.length}×)` : ms(f.coldMount),
    noMount || !f.warmMounts.length ? '—' : `${ms(median(f.warmMounts))} (${f.warmMounts.length}×)`,
    noMount ? '—' : ms(f.coldPage),
    ...keyCells(f.typing),
  ];
  printTable([header, ...variants.map(line)]);

  console.log('');
  const moveHeader = ['arrow key to the next cell', ...keyHeader, 'hand-over longest task or frame, median'];
  const moveLines = variants
    .filter((v) => v.figures.move)
    .map(({ name, figures: f }) => [name, ...keyCells(f.move!), handOverCell(f.handOvers ?? [])]);
  printTable([moveHeader, ...moveLines]);

  const leaving = variants.filter((v) => v.figures.leave);
  if (leaving.length) {
    console.log('');
    printTable([['leaving a cell just typed into (Enter, ArrowUp, Tab)', ...keyHeader], ...leaving.map(({ name, figures: f }) => [name, ...keyCells(f.leave!)])]);
    // Each way of leaving on its own: Tab also leaves the table, which hands the edits to the form.
    for (const { name, figures: f } of leaving) {
      const leave = f.leave!;
      const ways = [...new Set(leave.names)].map((way) => {
        const work = leave.work.filter((_, i) => leave.names[i] === way);
        const outside = leave.outside.filter((_, i) => leave.names[i] === way);
        return `${way} work median ${ms(quantile(work, 0.5))} p95 ${ms(quantile(work, 0.95))}, outside p95 ${ms(quantile(outside, 0.95))}`;
      });
      console.log(`    ${name}: ${ways.join('; ')}`);
    }
  }

  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const p95 = keyP95(ours.typing);
  const warm = median(ours.warmMounts);
  const cold = median(ours.coldMounts);
  console.log(
    `\n  ours, ${count} rows: cold mount ${ms(cold)} ${verdict(cold < BUDGET.mount)} (median of ${ours.coldMounts.map((m) => m.toFixed(0)).join(', ')} ms);` +
      ` warm mount ${ms(warm)} ${verdict(warm < BUDGET.mount)};` +
      ` keystroke work p95 ${ms(p95)} ${verdict(p95 < BUDGET.keyP95)}` +
      ` (cold page ${ms(ours.coldPage)}; rAF p95 ${ms(quantile(ours.typing.paint, 0.95))}, frame wait included)`,
  );
}
