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
  k.eventTiming.length ? ms(quantile(k.eventTiming, 0.5)) : '—',
  k.eventTiming.length ? ms(quantile(k.eventTiming, 0.95)) : '—',
  ms(quantile(k.paint, 0.5)),
  ms(quantile(k.paint, 0.95)),
  ms(quantile(k.processing, 0.5)),
];

function printTable(rows: string[][]) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const row of rows) console.log(`  ${row.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ')}`);
}

/** The keystroke p95 the budget is judged on: Event Timing when the browser has it. */
export const keyP95 = (k: KeyFigures) => (k.eventTiming.length ? quantile(k.eventTiming, 0.95) : quantile(k.paint, 0.95));

export function printReport(variants: Named[], ours: Figures, rows: number) {
  const eventTiming = ours.typing.eventTiming.length > 0;
  console.log(`\nParcel table, 8 columns, Chromium (${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}), production build`);
  console.log(`  budgets for ${rows.toLocaleString('en')} rows: warm mount < ${BUDGET.mount} ms, keystroke-to-paint p95 < ${BUDGET.keyP95} ms`);
  console.log('  mount: render() → the frame showing the typed-into cell. cold = first mount on a fresh page;');
  console.log('         warm = median of mount/unmount cycles of the same form on that page after a warm-up.');
  console.log('  key → paint, INP = Event Timing (PerformanceEventTiming): longest duration among the key\'s events,');
  console.log('         8 ms granularity, nothing reported under 16 ms. rAF = keydown → task after the next frame.\n');
  const header = ['', 'cold mount', 'warm mount', 'keys', 'INP median', 'INP p95', 'rAF median', 'rAF p95', 'processing median'];
  const line = ({ name, figures: f, noMount }: Named) => [
    name,
    noMount ? '—' : ms(f.coldMount),
    noMount || !f.warmMounts.length ? '—' : `${ms(median(f.warmMounts))} (${f.warmMounts.length}×)`,
    ...keyCells(f.typing),
  ];
  printTable([header, ...variants.map(line)]);

  console.log('');
  const moveHeader = ['arrow key to the next cell', 'keys', 'INP median', 'INP p95', 'rAF median', 'rAF p95', 'processing median', 'hand-off longest task'];
  const moveLines = variants
    .filter((v) => v.figures.move)
    .map(({ name, figures: f }) => [name, ...keyCells(f.move!), f.handOver ? ms(f.handOver) : 'under 50 ms']);
  printTable([moveHeader, ...moveLines]);

  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const p95 = keyP95(ours.typing);
  const warm = median(ours.warmMounts);
  console.log(
    `\n  ours, ${rows.toLocaleString('en')} rows: warm mount ${ms(warm)} ${verdict(warm < BUDGET.mount)}` +
      ` (cold ${ms(ours.coldMount)}: ${verdict(ours.coldMount < BUDGET.mount)});` +
      ` keystroke p95 (${eventTiming ? 'Event Timing' : 'rAF, no Event Timing in this browser'}) ${ms(p95)} ${verdict((p95 ?? 0) < BUDGET.keyP95)}` +
      ` (rAF p95 ${ms(quantile(ours.typing.paint, 0.95))}: ${verdict((quantile(ours.typing.paint, 0.95) ?? 0) < BUDGET.keyP95)})`,
  );
}
