import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useAtomValue } from 'jotai';
import { ALL_PARTS, familyPartsOf, familyPartsOfForms, loadMessages, type CataloguePart, type Messages } from './catalogues';
import { localeAtom } from './locale-store';

type Shown = { locale: string; messages: Messages; parts: readonly CataloguePart[] };

const Catalogue = createContext<{ parts: readonly CataloguePart[]; request: (parts: readonly CataloguePart[]) => void }>({ parts: ALL_PARTS, request: () => {} });

/**
 * Whether the given parts of the catalogue are on screen, asking for them on first use: a
 * screen that shows texts outside the guests' part (src/i18n/namespaces.ts) renders only when
 * this is true, or it would show raw ids. The signed-in layout asks for `portal`; a family's
 * application pages for that family too, and a form of a family's questionnaire (SchemaForm).
 */
export function useCatalogueParts(...wanted: CataloguePart[]): boolean {
  const { parts, request } = useContext(Catalogue);
  const ready = wanted.every((part) => parts.includes(part));
  const key = wanted.join(' ');
  useEffect(() => {
    if (!ready) request(key.split(' ') as CataloguePart[]);
  }, [ready, key, request]);
  return ready;
}

/** Whether the texts of wizard `wizardId`'s questionnaires are here (its family's part), asking for them on first use. */
export const useQuestionnaireTexts = (wizardId: string | undefined): boolean => useCatalogueParts(...familyPartsOf(wizardId));

/** Whether the texts the forms `formIds` speak are here (a family's questionnaires, for a form of that family), asking for them on first use. */
export const useFormTexts = (...formIds: string[]): boolean => useCatalogueParts(...familyPartsOfForms(formIds));

// A raw id on screen is a bug, and so is a message that fails to format (the build ships
// them parsed, without formatjs' parser: scripts/vite-precompiled-messages.ts); say so in the
// console (production included), where the end-to-end tests listen for it.
const reportMissing: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'FORMAT_ERROR' || import.meta.env.DEV) console.error(error.message);
};

/**
 * Provides react-intl with the catalogue of the current locale. In the app (`onDemand`) a first
 * visit starts with the guests' part, which is all /login needs; other parts load when a screen
 * asks for them (`useCatalogueParts`). Switching keeps the previous catalogue on screen while the
 * next one loads, as many parts as were shown, so switching never flashes raw ids or empties a page.
 */
export function LocaleIntlProvider({ children, onDemand = false, loadFailed = null }: { children: ReactNode; onDemand?: boolean; loadFailed?: ReactNode }) {
  const requested = useAtomValue(localeAtom);
  const [shown, setShown] = useState<Shown | null>(null);
  // tests and stories render any screen at once: they load every message from the start
  const [wanted, setWanted] = useState<readonly CataloguePart[]>(onDemand ? ['guest'] : ALL_PARTS);
  // a part that did not download (the browser will not fetch that module again in this page)
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    // a transition: the whole page renders under the catalogue, in slices rather than one long task
    loadMessages(requested, wanted).then(
      (loaded) => current && startTransition(() => setShown({ ...loaded, parts: wanted })),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [requested, wanted]);

  const request = useCallback(
    (parts: readonly CataloguePart[]) =>
      setWanted((current) => (parts.every((part) => current.includes(part)) ? current : ALL_PARTS.filter((part) => current.includes(part) || parts.includes(part)))),
    [],
  );
  const catalogue = useMemo(() => ({ parts: shown?.parts ?? [], request }), [shown?.parts, request]);

  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} messages={shown.messages} defaultLocale="en" onError={reportMissing}>
      {/* in the words of the part on screen (the guests' at least, which holds them) */}
      <Catalogue.Provider value={catalogue}>{failed ? loadFailed : children}</Catalogue.Provider>
    </IntlProvider>
  );
}
