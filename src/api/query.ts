import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './request';
import { registerPageReads } from './page-reads';
import { appStore, getSession, sessionAtom } from './session';

// the calls themselves have no TanStack in them (guests' screens use them alone); here for the signed-in portal's callers
export { ApiError, messageOf, request } from './request';

// A client's mistake (4xx) is not retried: asking again gets the same answer.
const retry = (count: number, error: unknown) =>
  count < 2 && (!(error instanceof ApiError) || error.status === 'network' || error.status >= 500);

declare module '@tanstack/react-query' {
  interface Register {
    // A write names the cached reads it changes; they are read again once it succeeded.
    mutationMeta: { invalidates?: readonly QueryKey[] };
  }
}

/** A query client with the portal's defaults; the app has one, each test its own. */
export function createQueryClient(): QueryClient {
  // Awaited, so that a mutation stays pending until what it changed has been read again:
  // a screen never shows the list from before its own write.
  const mutationCache = new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) =>
      Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const client: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: { retry, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's query client. */
export const queryClient = createQueryClient();
// read again once the service worker controls the page (src/app/main.tsx)
registerPageReads(queryClient);

// What one person read must never show to the next one on this device: the cache goes
// whenever the signed-in account changes (sign-out, another sign-in, another tab's).
let cachedFor = getSession()?.id ?? null;
appStore.sub(sessionAtom, () => {
  const id = getSession()?.id ?? null;
  if (id !== cachedFor) queryClient.clear();
  cachedFor = id;
});
