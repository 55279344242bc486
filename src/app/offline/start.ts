import { forgetKeptReads, registerServiceWorker } from './register';

/** The session as start needs it (passed in: the session module stays in the page's entry chunk). */
export interface SessionWatch {
  signedIn: () => boolean;
  onChange: (listener: () => void) => void;
  /** Reads again what the screen shows (once the worker first controls the page, which then keeps it). */
  readAgain: () => void;
}

/**
 * The offline machinery's start (issue 32), imported by src/app/main.tsx once the page has
 * settled, so none of it is part of a first page's download (/login's budget).
 * - registers the service worker, handing it on a first visit what came before it (register.ts);
 * - signed out (by the person, a refused refresh, another tab): the reads kept for offline go
 *   too; a sign-out before this module arrived is caught by the check at start.
 */
export function startOffline(session: SessionWatch): void {
  registerServiceWorker(session.readAgain);
  const forgetWhenSignedOut = () => {
    if (!session.signedIn()) void forgetKeptReads();
  };
  forgetWhenSignedOut();
  session.onChange(forgetWhenSignedOut);
}
