import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { BenchForm, type Variant } from './bench-form';
import { afterNextFrame, recordTimings } from './timing';

declare global {
  interface Window {
    /** Cold mount: milliseconds from render() to the frame showing the cell the bench types into. */
    benchMount?: number;
    /** Unmounts the form and mounts it again on this (warm) page; resolves to the mount time as above. */
    benchRemount: () => Promise<number>;
  }
}

const params = new URLSearchParams(window.location.search);
const variant = (params.get('variant') ?? 'ours') as Variant;
const rows = Number(params.get('rows') ?? 1000);
const target = params.get('target') ?? 'root_parcels_2_toponym';
const container = document.getElementById('root')!;

recordTimings();
appStore.set(localeAtom, 'en');

/** Mounts the form; resolves with the time until the target cell is painted. */
function mount(): Promise<number> {
  const begin = performance.now();
  if (params.get('variant') === 'baseline') {
    // The floor of the measurement in this browser: a bare input, no React.
    container.innerHTML = `<input id="${target}" aria-label="baseline">`;
  } else {
    root = createRoot(container);
    root.render(
      <AppProviders>
        <BenchForm variant={variant} rows={rows} />
      </AppProviders>,
    );
  }
  return new Promise((resolve) => {
    const waitForTarget = () => {
      if (document.getElementById(target)) afterNextFrame(() => resolve(performance.now() - begin));
      else requestAnimationFrame(waitForTarget);
    };
    waitForTarget();
  });
}

let root: Root | undefined;
window.benchRemount = async () => {
  root?.unmount();
  container.innerHTML = '';
  // Unmounting, its frame and collecting the old tree are not part of the next mount.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return mount();
};
void mount().then((ms) => (window.benchMount = ms));
