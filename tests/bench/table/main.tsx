import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { BenchForm, type Variant } from './bench-form';
import { afterNextFrame, recordTimings } from './timing';
import { MemberBenchForm } from './member-form';
import { installPaste } from './paste';
import { fields } from '../../../renderers/registry';
import type { LazyRenderer } from '../../../renderers/lazy-renderer';

declare global {
  interface Window {
    /** Cold mount: milliseconds from rendering the form (providers up) to the frame showing the cell the bench types into. */
    benchMount?: number;
    /** Cold page: milliseconds from this script's start to that frame (providers, message catalogue, form). */
    benchPage?: number;
    /** Unmounts the form and mounts it again on this (warm) page; resolves to the mount time as above. */
    benchRemount: () => Promise<number>;
  }
}

const pageStart = performance.now();
const params = new URLSearchParams(window.location.search);
const variant = (params.get('variant') ?? 'ours') as Variant;
const rows = Number(params.get('rows') ?? 1000);
const target = params.get('target') ?? 'root_parcels_2_toponym';
// `form=members`: the producer group's member list instead of the parcel table.
const form = params.get('form') ?? 'parcels';
const container = document.getElementById('root')!;

recordTimings();
installPaste();
appStore.set(localeAtom, 'en');

// The form goes into providers that are already up, as in the app, where the message
// catalogue and the theme are loaded long before a step with a table is opened.
let content: ReactNode = null;
const listeners = new Set<() => void>();
const show = (next: ReactNode) => {
  content = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
let providersUp: () => void;
const ready = new Promise<void>((resolve) => (providersUp = resolve));

function Slot() {
  const shown = useSyncExternalStore(subscribe, () => content);
  // Rendered only once the catalogue is loaded (the intl provider renders nothing before).
  useEffect(() => providersUp(), []);
  return shown;
}

/** Resolves when the cell the bench types into is on screen. */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    const waitForTarget = () => {
      if (document.getElementById(target)) afterNextFrame(resolve);
      else requestAnimationFrame(waitForTarget);
    };
    waitForTarget();
  });
}

let mounts = 0;
/** Mounts the form; resolves with the time until the target cell is painted. */
async function mount(): Promise<number> {
  const begin = performance.now();
  // Marks for the profiler (tests/bench/table/profile.ts) to cut the trace to the mount.
  performance.mark('bench-mount-start');
  if (variant === ('baseline' as Variant)) {
    // The floor of the measurement in this browser: a bare input, no React.
    const input = document.createElement('input');
    input.id = target;
    input.setAttribute('aria-label', 'baseline');
    // Somewhere for Tab to go, as the form's next control after a table.
    const next = document.createElement('input');
    next.setAttribute('aria-label', 'next');
    document.body.append(input, next);
  } else {
    mounts += 1;
    show(form === 'members' ? <MemberBenchForm key={mounts} rows={rows} /> : <BenchForm key={mounts} variant={variant} rows={rows} />);
  }
  await painted();
  performance.mark('bench-mount-end');
  return performance.now() - begin;
}

window.benchRemount = async () => {
  show(null);
  // Unmounting, its frame and collecting the old tree are not part of the next mount.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return mount();
};

createRoot(container).render(
  <AppProviders>
    <Slot />
  </AppProviders>,
);
// The table's code is fetched before the first mount, as the app fetches it with the step's
// form (route preloads): mounts measure rendering, not a download.
void ready
  .then(() => (fields.table as LazyRenderer<object>).preload())
  .then(mount)
  .then((ms) => {
    window.benchPage = performance.now() - pageStart;
    window.benchMount = ms;
  });
