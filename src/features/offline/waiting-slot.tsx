import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { afterFirstScreen } from '../../forms/after-first-screen';
import { WaitingBanner } from './waiting-banner';
import { useFileTransport } from '../../../renderers/file-upload/file-transport';

const WaitingIndicator = lazy(() => import('./waiting-indicator').then((module) => ({ default: module.WaitingIndicator })));

/**
 * Rendered once by the signed-in layout. The indicator of what waits to be sent (and the
 * sending: src/features/offline/use-waiting.ts) comes after the first screen, not with every
 * page's first load; at once when the page opens without a network, where it is the news.
 */
export function WaitingSlot() {
  const intl = useIntl();
  const transport = useFileTransport();
  const [wanted, setWanted] = useState(() => globalThis.navigator?.onLine === false);
  useEffect(() => {
    if (!wanted) afterFirstScreen(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WaitingIndicator Banner={WaitingBanner} intl={intl} transport={transport} />
    </Suspense>
  );
}
