import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAtomValue } from 'jotai';
import { loadMessages, type Messages } from './catalogues';
import { localeAtom } from './locale-store';

/**
 * Provides react-intl with the catalogue of the current locale; keeps the previous
 * catalogue on screen while the next one loads, so switching never flashes raw ids.
 */
export function LocaleIntlProvider({ children }: { children: ReactNode }) {
  const requested = useAtomValue(localeAtom);
  const [state, setState] = useState<{ locale: string; messages: Messages } | null>(null);

  useEffect(() => {
    let current = true;
    // a transition: the whole page renders under the catalogue, in slices rather than one long task
    loadMessages(requested).then((loaded) => current && startTransition(() => setState(loaded)));
    return () => {
      current = false;
    };
  }, [requested]);

  if (!state) return null;
  return (
    <IntlProvider locale={state.locale} messages={state.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
