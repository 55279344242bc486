import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { BenchForm, type Variant } from './bench-form';

declare global {
  interface Window {
    /** Milliseconds from render() to the first paint showing the row the bench types into. */
    benchMount?: number;
    benchTimes: { processing: number[]; paint: number[] };
    /** Main-thread tasks over 50 ms (PerformanceObserver `longtask`), with their end time. */
    benchLongTasks: { end: number; duration: number }[];
  }
}

const params = new URLSearchParams(window.location.search);
const variant = (params.get('variant') ?? 'ours') as Variant;
const rows = Number(params.get('rows') ?? 1000);
const target = params.get('target') ?? 'root_parcels_2_toponym';

// Keystroke timing: from the keydown's timestamp to the end of the task that handled the
// input (processing) and to just after the next frame is produced (paint).
window.benchTimes = { processing: [], paint: [] };
let start = 0;
const measure = () => {
  const from = start;
  setTimeout(() => window.benchTimes.processing.push(performance.now() - from), 0);
  requestAnimationFrame(() => setTimeout(() => window.benchTimes.paint.push(performance.now() - from), 0));
};
document.addEventListener(
  'keydown',
  (event) => {
    start = event.timeStamp;
    // Keys that move between cells produce no input event: measured from here.
    if (['Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) measure();
  },
  true,
);
document.addEventListener('input', measure, true);
window.benchLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.benchLongTasks.push({ end: entry.startTime + entry.duration, duration: entry.duration });
  }
}).observe({ type: 'longtask' });

appStore.set(localeAtom, 'en');
const begin = performance.now();
const root = document.getElementById('root')!;
if (params.get('variant') === 'baseline') {
  // The floor of the measurement in this browser: a bare input, no React.
  root.innerHTML = `<input id="${target}" aria-label="baseline">`;
} else {
  createRoot(root).render(
    <AppProviders>
      <BenchForm variant={variant} rows={rows} />
    </AppProviders>,
  );
}
const waitForTarget = () => {
  if (document.getElementById(target)) {
    requestAnimationFrame(() => setTimeout(() => (window.benchMount = performance.now() - begin), 0));
  } else {
    requestAnimationFrame(waitForTarget);
  }
};
waitForTarget();
