import { API_CACHE, CLAIM_MESSAGE } from './sw-rules';

/**
 * Registers the service worker (src/app/offline/sw.ts). Called once the page has settled
 * (src/app/main.tsx, afterFirstScreen), so the worker's install (it fetches the shell again to keep
 * it) never competes with the first page. Only in a production build: the dev server has no
 * worker to serve. `onFirstControl`: see keepWhatCameBefore.
 */
export function registerServiceWorker(onFirstControl: () => void = () => undefined): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  keepWhatCameBefore(onFirstControl);
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // A worker claims the pages open when it activates; a page whose load began before that and
  // ended after it (a reload in that moment) would stay without one until its next load: it asks.
  void navigator.serviceWorker.ready.then((registration) => {
    if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: CLAIM_MESSAGE });
  });
}

/**
 * A first visit loads its screens before any worker runs, so the worker never saw their files
 * and would not have them without signal. When the worker first takes control of such a page, the
 * page hands it the files under /assets/ it already fetched (workbox's CACHE_URLS message: each
 * goes through the worker's own rule, which keeps it), and `onFirstControl` reads again what is on
 * screen, now through the worker, which keeps those reads too. A page a worker already served has
 * nothing to hand over.
 */
function keepWhatCameBefore(onFirstControl: () => void): void {
  if (navigator.serviceWorker.controller) return;
  // the browser lists 250 fetches by default; a first visit that walks on before the worker
  // takes over (sign-in, the home page, a wizard: about 190) must not lose the latest
  performance.setResourceTimingBufferSize(1_000);
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: assetsFetched() } });
      onFirstControl();
    },
    { once: true },
  );
}

/** The hashed files this page fetched so far (scripts, styles, images, fonts), as addresses. */
function assetsFetched(): string[] {
  const addresses = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set(addresses)].filter((address) => {
    const url = new URL(address, location.href);
    return url.origin === location.origin && url.pathname.startsWith('/assets/');
  });
}

/**
 * Before reloading into a new build: asks the worker to fetch the new one, so the device's
 * shell is the new build's too. A page address always comes from the network first, so the
 * reload shows the new build even if this does not finish.
 */
export async function updateServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
}

/** At sign-out: the API reads kept on this device go with the session. */
export async function forgetKeptReads(): Promise<void> {
  if (!('caches' in globalThis)) return;
  await caches.delete(API_CACHE).catch(() => false);
}
