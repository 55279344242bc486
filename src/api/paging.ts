import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** A page of a list as the contract answers it (src/server/core/paging.ts). */
export interface PageOf<T> {
  items: T[];
  nextCursor: string | null;
  total?: number;
  /** The list holds more than `total` (the server counts up to 10,000). */
  totalCapped?: boolean;
}

/** How many items a list has: `more` when it holds more than `count`. */
export interface ListTotal {
  count: number;
  more: boolean;
}

/**
 * A paged list as one infinite query: `fetchPage(cursor)` reads a page (no cursor: the first),
 * the next page starts at the answer's `nextCursor`. Filters belong in the key.
 */
export function pagedQuery<P extends PageOf<unknown>, K extends QueryKey>(queryKey: K, fetchPage: (cursor: string | undefined) => Promise<P>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
  });
}

/** The items of the pages read so far, in order. */
export const itemsOf = <T>(data: InfiniteData<PageOf<T>> | undefined): T[] | undefined => data?.pages.flatMap((page) => page.items);

/** How many items the list has (the latest page's count), when it tells. */
export function totalOf(data: InfiniteData<PageOf<unknown>> | undefined): ListTotal | undefined {
  const last = data?.pages.at(-1);
  return last?.total === undefined ? undefined : { count: last.total, more: last.totalCapped === true };
}
