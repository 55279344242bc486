import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * An element a link may point at with `#anchor` that arrives after the page (a list read on its
 * own): once it is there, the page scrolls to it and focus moves to it, so a link from a work
 * list opens the item rather than the top of a long page. The element needs `tabIndex={-1}`.
 */
export function useHashTarget<T extends HTMLElement>(anchor: string) {
  const ref = useRef<T>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${anchor}` || !ref.current) return;
    ref.current.scrollIntoView({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [hash, anchor]);
  return ref;
}
