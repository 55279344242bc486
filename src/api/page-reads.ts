import type { QueryClient } from '@tanstack/react-query';

/**
 * The page's cached reads, once it has any: the query client registers itself here when the
 * signed-in portal's first screen loads it (src/api/query.ts). The entry asks for them through
 * this module, so that a guest's page, which caches nothing, is not sent TanStack Query.
 */
let reads: Pick<QueryClient, 'invalidateQueries'> | null = null;

export function registerPageReads(client: Pick<QueryClient, 'invalidateQueries'>): void {
  reads = client;
}

/** Reads again what the page has cached (nothing on a guest's page). */
export async function readPageAgain(): Promise<void> {
  await reads?.invalidateQueries();
}
