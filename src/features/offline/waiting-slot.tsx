import { useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { afterFirstScreen } from '../../forms/after-first-screen';
import { WaitingBanner } from './waiting-banner';
import { useFileTransport } from '../../../renderers/file-upload/file-transport';
import type { WaitingIndicator as WaitingIndicatorType } from './waiting-indicator';

type Indicator = typeof WaitingIndicatorType;

/**
 * Rendered once by the signed-in layout. The indicator of what waits to be sent (and the
 * sending: src/features/offline/use-waiting.ts) comes after the first screen, not with every
 * page's first load; at once when the page opens without a network, where it is the news.
 * Its code is fetched by hand rather than through React.lazy: on a busy phone the first screen
 * may settle only after the connection dropped, and a lazy component whose download fails
 * throws into the page's error boundary, which replaced the whole wizard with "This page did
 * not download" (the draft saver's end-to-end test under load). A failed download is tried
 * again when the browser is back online; until then nothing shows here.
 */
export function WaitingSlot() {
  const intl = useIntl();
  const transport = useFileTransport();
  const [wanted, setWanted] = useState(() => globalThis.navigator?.onLine === false);
  const [Loaded, setLoaded] = useState<Indicator | null>(null);
  useEffect(() => {
    if (!wanted) afterFirstScreen(() => setWanted(true));
  }, [wanted]);
  useEffect(() => {
    if (!wanted || Loaded) return undefined;
    let live = true;
    const load = () =>
      import('./waiting-indicator')
        .then((module) => live && setLoaded(() => module.WaitingIndicator))
        .catch(() => globalThis.addEventListener?.('online', load, { once: true }));
    void load();
    return () => {
      live = false;
      globalThis.removeEventListener?.('online', load);
    };
  }, [wanted, Loaded]);
  if (!Loaded) return null;
  const Shown = Loaded as ComponentType<Parameters<Indicator>[0]>;
  return <Shown Banner={WaitingBanner} intl={intl} transport={transport} />;
}
