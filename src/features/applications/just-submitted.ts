import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the page was reached by sending the application just now. Read once: the browser
 * keeps a history entry's state across a reload, and "an offer will follow" must not come
 * back on a reload after the offer has come, so the flag is taken off the entry once read.
 */
export function useJustSubmitted(): boolean {
  const location = useLocation();
  const [justSubmitted] = useState(() => (location.state as { submitted?: boolean } | null)?.submitted === true);
  useEffect(() => {
    // react-router keeps a navigation's state under `usr`; replaced in place, not navigated, so nothing reloads
    if (justSubmitted) window.history.replaceState({ ...window.history.state, usr: null }, '');
  }, [justSubmitted]);
  return justSubmitted;
}
