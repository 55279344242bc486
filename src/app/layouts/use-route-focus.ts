import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID, focusElement } from './skip-link';

// The first page of a visit keeps focus where the browser puts it (the document's start, so
// "Skip to content" is the first stop); every later page moves it to its heading.
let firstPage = true;

/** Whether the page now showing is the visit's first (asked once per page: later calls answer false). */
export function firstPageOfVisit() {
  const first = firstPage;
  firstPage = false;
  return first;
}

/** How long a new page may take to show its heading (a lazy screen, its texts, its data). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation, focus goes to the new page's first heading, so a screen-reader user hears
 * where they are and a keyboard user continues from there, rather than from the page's body.
 * A screen that puts focus somewhere itself (a step's heading, a field) keeps it: only focus
 * still on the body or outside `<main>` (the link that was followed) is moved.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (firstPageOfVisit()) return;
    const main = () => document.getElementById(MAIN_ID);
    const focusWithin = () => {
      const active = document.activeElement;
      return !!active && active !== document.body && !!main()?.contains(active);
    };
    const tryFocus = () => {
      if (focusWithin()) return true;
      const heading = main()?.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusElement(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    // someone who moves focus themselves while the page loads keeps it there
    const onFocusIn = () => {
      if (focusWithin()) stop();
    };
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [pathname]);
}
