import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

// once the page has painted and the network is quiet, not while the screen is still loading
const whenIdle = (work: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 2_000);
};

/**
 * A dialog whose code (Chakra's dialog, its focus trap, its portal: about 12 kB on a phone)
 * downloads when the page is idle rather than with the screen: a screen that may ask a
 * question (delete? leave?) paints without it. It renders from the first time it is open;
 * until the code is there (only if it is opened at once) nothing shows.
 */
export function deferredDialog<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchView = () => (pending ??= load());
  const View = lazy(() => fetchView().then((component) => ({ default: component })));
  return function DeferredDialog(props: P) {
    // a dialog without `open` is shown for as long as it is rendered
    const open = (props as { open?: boolean }).open ?? true;
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(() => whenIdle(() => void fetchView()), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
