import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../api/query';
import { loadCatalogForm } from '../../forms/catalog-form';
import { filtersOf, registerSearch } from './public-register-queries';

// the page names it too, as `formId="…"`: the build reads it there to announce its chunks (scripts/vite-route-preloads.ts)
const SEARCH_FORM = 'forms/register-search';

/**
 * What `/public-register` shows at once, fetched before its first paint: the search form (its
 * schema and validator, and what draws it: loadCatalogForm) and the first page of the
 * results of the address's search, all at the same time. The page then paints whole, in one
 * render: no spinner in the form's place that the form pushes down a moment later (that shift
 * and that late render of seven fields were most of what Lighthouse held against the page).
 * Hints only: a failed download or search is the page's own to show when it renders.
 */
export async function publicRegisterLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const filters = filtersOf(Object.fromEntries(new URL(request.url).searchParams));
  // the page reads the same query (no retry: a refusal such as 429 is shown, not repeated)
  const results = queryClient.prefetchInfiniteQuery({ ...registerSearch(filters), retry: false });
  const form = loadCatalogForm(SEARCH_FORM).catch(() => undefined);
  await Promise.all([results, form]);
  return null;
}
