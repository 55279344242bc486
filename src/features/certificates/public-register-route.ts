import type { LoaderFunctionArgs } from 'react-router';
import { loadCatalogForm } from '../../forms/catalog-form';
import { filtersOf, searchRegister, type RegisterFilters, type RegisterPage } from './public-register-queries';

// the page names it too, as `formId="…"`: the build reads it there to announce its chunks (scripts/vite-route-preloads.ts)
const SEARCH_FORM = 'forms/register-search';

/** The first page of the address's search, or why there is none (a refusal such as 429 is shown as it came). */
export type RegisterResults = { filters: RegisterFilters } & ({ page: RegisterPage } | { failure: unknown });

/**
 * What `/public-register` shows at once, fetched before it paints: the search form (its
 * schema and validator, and what draws it: loadCatalogForm) and the first page of the
 * results of the address's search, all at the same time. The page then paints whole, in one
 * render: no spinner in the form's place that the form pushes down a moment later (that shift
 * and that late render of seven fields were most of what Lighthouse held against the page).
 * A new search changes the address, and this loader reads its first page; "load more" is the
 * page's own. Never retried: a refusal is shown, not repeated.
 */
export async function publicRegisterLoader({ request }: LoaderFunctionArgs): Promise<RegisterResults> {
  const filters = filtersOf(Object.fromEntries(new URL(request.url).searchParams));
  const results = searchRegister(filters).then(
    (page) => ({ filters, page }),
    (failure: unknown) => ({ filters, failure }),
  );
  // a hint only: a failed download is the form's own to show when it renders
  const form = loadCatalogForm(SEARCH_FORM).catch(() => undefined);
  const [answer] = await Promise.all([results, form]);
  return answer;
}
