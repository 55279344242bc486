import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const AppToasterView = lazy(() => import('./app-toaster-view').then((module) => ({ default: module.AppToasterView })));

/**
 * Rendered once by each layout. The toasts' machinery (Chakra's Toaster, its state machines)
 * comes with the first toast rather than with every page's first load: most visits show none.
 * The store keeps a toast made meanwhile, and the view shows it once there.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getCount() > 0) setWanted(true);
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToasterView />
    </Suspense>
  );
}
