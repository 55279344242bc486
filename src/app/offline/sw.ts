/// <reference lib="webworker" />
/**
 * The portal's service worker (built by vite-plugin-pwa from this file: scripts/vite-pwa.ts).
 * It lets a person open the portal they used before without signal (issue 32):
 * - a page address goes to the network first, so online a person always gets the page the
 *   server serves now (its preload hints, the build just deployed: no stale shell); without a
 *   network it gets the shell precached at install;
 * - the shell's own chunks are precached; every other hashed chunk (a screen, a form, a
 *   language's texts) is kept the first time it is fetched: a screen visited once opens offline;
 * - an API read the person made is kept per account (the account is in the cache key) and
 *   answered from the device only when the network fails; the page drops them all at sign-out.
 * Writes are never touched here: the pages keep what is waiting (draft copies, the file queue).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { apiBaseUrl } from '../../api/api-base';
import { API_CACHE, ASSETS_CACHE, CLAIM_MESSAGE, accountOf, isKeptApiRead, keyForAccount, notKeptResponse } from './sw-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// A new build's worker takes over at once: pages load their shell from the network anyway,
// and the "new version" notice reloads the open tabs into it.
void self.skipWaiting();
clientsClaim();
// A page whose load began before this worker was active and ended after its claim (a reload in
// that moment) is nobody's: it asks to be claimed (src/app/offline/register.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
});

// The API's reads, on this origin or the one VITE_API_BASE_URL names (src/api/api-base.ts).
const API = apiBaseUrl(self.location.origin);

// First: page addresses (registered before the precache, which would answer "/" from the device).
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A hashed file never changes: once fetched, the device copy serves.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })] }),
);

registerRoute(
  // (a read asked with `no-store` wants the server's answer or none: src/features/applications/applications-queries.ts)
  ({ url, request }) => request.method === 'GET' && request.cache !== 'no-store' && url.origin === API.origin && isKeptApiRead(url.pathname, API.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      {
        // one account's reads are never another's: the account (the token's subject) is in the key
        cacheKeyWillBeUsed: async ({ request }) => {
          const account = accountOf(request.headers.get('Authorization'));
          return account ? keyForAccount(request.url, account) : request;
        },
        // only a signed-in person's successful reads are kept
        cacheWillUpdate: async ({ request, response }) =>
          response.status === 200 && accountOf(request.headers.get('Authorization')) ? response : null,
        // no network and nothing kept: say so in the API's own error shape
        handlerDidError: async () => notKeptResponse(),
      },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
