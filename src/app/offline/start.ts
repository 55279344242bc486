import type { QueryClient } from '@tanstack/react-query';
import { forgetKeptReads, registerServiceWorker } from './register';

/** The session and the page's reads as start needs them (passed in: their modules stay in the page's entry chunk). */
export interface PageState {
  signedIn: () => boolean;
  onChange: (listener: () => void) => void;
  /** The page's reads: on a first visit, read again once the worker controls the page, which then keeps them. */
  queries: Pick<QueryClient, 'invalidateQueries'>;
}

/**
 * The offline machinery's start (issue 32), imported by src/app/main.tsx once the page has
 * settled, so none of it is part of a first page's download (/login's budget).
 * - registers the service worker, handing it on a first visit what came before it (register.ts);
 * - signed out (by the person, a refused refresh, another tab): the reads kept for offline go
 *   too; a sign-out before this module arrived is caught by the check at start.
 */
export function startOffline(page: PageState): void {
  registerServiceWorker(() => void page.queries.invalidateQueries());
  const forgetWhenSignedOut = () => {
    if (!page.signedIn()) void forgetKeptReads();
  };
  forgetWhenSignedOut();
  page.onChange(forgetWhenSignedOut);
}
