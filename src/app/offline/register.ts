import { API_CACHE } from './sw-rules';

/**
 * Registers the service worker (src/app/offline/sw.ts). Called once the page has settled
 * (src/app/main.tsx, afterFirstScreen), so the worker's install (it fetches the shell again to keep
 * it) never competes with the first page. Only in a production build: the dev server has no
 * worker to serve.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
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
