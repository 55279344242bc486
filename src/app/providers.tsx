import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/query';
import { ShellProviders } from './shell-providers';
import { usePortalRecipes } from '../forms/portal-recipes';

/**
 * Everything a screen needs around it, the query client among them: Storybook and component
 * tests render any screen, signed-in or not, in it. Tests pass their own query client so that
 * nothing cached leaks from one test into the next. The app itself wraps its pages in
 * ShellProviders and only the signed-in portal in the query client.
 */
export function AppProviders({ children, client = queryClient, messagesOnDemand = false }: { children: ReactNode; client?: QueryClient; messagesOnDemand?: boolean }) {
  return (
    <ShellProviders messagesOnDemand={messagesOnDemand}>
      <QueryClientProvider client={client}>
        <WithPortalRecipes>{children}</WithPortalRecipes>
      </QueryClientProvider>
    </ShellProviders>
  );
}

/** Any screen may show here, a signed-in one among them: with every recipe the portal renders (src/forms/portal-recipes.ts). */
function WithPortalRecipes({ children }: { children: ReactNode }) {
  usePortalRecipes();
  return children;
}
