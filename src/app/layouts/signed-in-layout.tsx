import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/query';
import { MainLayout } from './main-layout';

/**
 * The signed-in portal's layout route, with the query client that caches its API reads. Its
 * own chunk (loaded by the route's `lazy`, beside the screen's): guests' pages are sent no
 * TanStack Query (docs/architecture.md, "Guests' screens").
 */
export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <MainLayout />
    </QueryClientProvider>
  );
}
