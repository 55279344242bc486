import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useAtomValue } from 'jotai';
import { loadMessages, type Messages } from './catalogues';
import { localeAtom } from './locale-store';

type Shown = { locale: string; messages: Messages; complete: boolean };

const CompleteCatalogue = createContext<{ complete: boolean; request: () => void }>({ complete: true, request: () => {} });

/**
 * Whether every message is loaded, asking for them on first use: a screen outside the guests'
 * ones (src/i18n/namespaces.ts) renders only when this is true, or it would show raw ids.
 */
export function useCompleteCatalogue(): boolean {
  const { complete, request } = useContext(CompleteCatalogue);
  useEffect(() => {
    if (!complete) request();
  }, [complete, request]);
  return complete;
}

// A raw id on screen is a bug; say so in the console (production included), where the
// end-to-end tests listen for it.
const reportMissing: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION' || import.meta.env.DEV) console.error(error.message);
};

/**
 * Provides react-intl with the catalogue of the current locale. In the app (`onDemand`) a first
 * visit starts with the guests' part, which is all /login needs; the rest is loaded when a
 * screen asks for it (`useCompleteCatalogue`). Switching keeps the previous catalogue on screen while the next
 * one loads, as much of it as was shown, so switching never flashes raw ids or empties a page.
 */
export function LocaleIntlProvider({ children, onDemand = false }: { children: ReactNode; onDemand?: boolean }) {
  const requested = useAtomValue(localeAtom);
  const [shown, setShown] = useState<Shown | null>(null);
  // tests and stories render any screen at once: they load every message from the start
  const [wantComplete, setWantComplete] = useState(!onDemand);

  useEffect(() => {
    let current = true;
    // a transition: the whole page renders under the catalogue, in slices rather than one long task
    const show = (loaded: Omit<Shown, 'complete'>, complete: boolean) => current && startTransition(() => setShown({ ...loaded, complete }));
    if (wantComplete) void loadMessages(requested, 'complete').then((loaded) => show(loaded, true));
    else void loadMessages(requested, 'guest').then((loaded) => show(loaded, false));
    return () => {
      current = false;
    };
  }, [requested, wantComplete]);

  const request = useCallback(() => setWantComplete(true), []);
  const complete = useMemo(() => ({ complete: shown?.complete ?? false, request }), [shown?.complete, request]);

  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} messages={shown.messages} defaultLocale="en" onError={reportMissing}>
      <CompleteCatalogue.Provider value={complete}>{children}</CompleteCatalogue.Provider>
    </IntlProvider>
  );
}
