import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

/** A title the open screen gives itself (the wizard's step), in place of its route's. */
export const screenTitleAtom = atom<string | null>(null);

/**
 * Names the page after what the screen shows (e.g. "Step 3 of 10: Handling sites") while the
 * screen is open; the route's title comes back when it closes (src/app/layouts/page-title.tsx).
 */
export function useScreenTitle(title: string | null) {
  const setTitle = useSetAtom(screenTitleAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
