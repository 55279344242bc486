import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstScreen } from '../../forms/after-first-screen';

/**
 * A dialog whose code (Chakra's dialog, its focus trap, its portal: about 12 kB on a phone)
 * downloads once the page has settled rather than with the screen: a screen that may ask a
 * question (delete? leave?) paints without it. It renders from the first time it is open;
 * until the code is there (only if it is opened at once) nothing shows.
 */
export function deferredDialog<P extends object>(load: () => Promise<ComponentType<P>>): ((props: P) => ReactNode) & { preload: () => void } {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchView = () => (pending ??= load());
  const View = lazy(() => fetchView().then((component) => ({ default: component })));
  // a failed download here is met again, and shown, when the dialog opens (the route's error page)
  const preload = () => afterFirstScreen(() => void fetchView().catch(() => undefined));
  function DeferredDialog(props: P) {
    // a dialog without `open` is shown for as long as it is rendered
    const open = (props as { open?: boolean }).open ?? true;
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(preload, []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  // `preload`: its code fetched once the page has settled, before anything renders it (a
  // dialog that may open just as a connection returns, when a download may still fail)
  return Object.assign(DeferredDialog, { preload });
}
