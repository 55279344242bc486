import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/query';
import { MainLayout } from './main-layout';
import { usePortalRecipes } from '../../forms/portal-recipes';

/**
 * The signed-in portal's layout route, with the query client that caches its API reads. Its
 * own chunk (loaded by the route's `lazy`, beside the screen's): guests' pages are sent no
 * TanStack Query (docs/architecture.md, "Guests' screens").
 */
export function SignedInLayout() {
  // the signed-in screens' tables, tabs, dialogs and cards (src/app/theme.ts: not the guests')
  usePortalRecipes();
  return (
    <QueryClientProvider client={queryClient}>
      <MainLayout />
    </QueryClientProvider>
  );
}
