import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's search, where a page keeps its filters, and a way to show new ones that keeps
 * every change a person made. react-router draws a new address in a transition, so for a moment
 * after one filter is chosen the page still renders the address before it; a second filter
 * chosen in that moment and built on that render would drop the first (staff choosing a
 * standard and then a region saw every standard again). So `show` takes what differs between
 * the page's `next` and the search it rendered, and puts that on the latest search asked for.
 */
export function useFiltersAddress(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [search, setSearch] = useSearchParams();
  // the search last asked for while the page has not drawn it yet, with its path
  const asked = useRef<{ path: string; search: string } | null>(null);
  useEffect(() => {
    if (asked.current?.search === search.toString()) asked.current = null;
  }, [search]);
  const show = useCallback(
    (next: URLSearchParams) => {
      const { pathname } = window.location;
      const latest = new URLSearchParams(asked.current?.path === pathname ? asked.current.search : window.location.search);
      for (const key of new Set([...next.keys(), ...search.keys()])) {
        const wanted = next.getAll(key);
        if (wanted.join('\u0000') === search.getAll(key).join('\u0000')) continue;
        latest.delete(key);
        for (const value of wanted) latest.append(key, value);
      }
      asked.current = { path: pathname, search: latest.toString() };
      setSearch(latest, { replace: true });
    },
    [search, setSearch],
  );
  return [search, show];
}
