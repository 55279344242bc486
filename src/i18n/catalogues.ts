import { availableLocales as locales, parts } from 'virtual:catalogue-parts';
import { resolveLocale } from './locales';
import { ALL_PARTS, FAMILIES, type CataloguePart } from './namespaces';

export type Messages = Record<string, string>;
export { ALL_PARTS, type CataloguePart };

/** The part with the questionnaires of wizard `wizardId` (`bio`, `globalgap`): none for another id. */
export const familyPartsOf = (wizardId: string | undefined): CataloguePart[] => FAMILIES.filter((family) => family === wizardId);

/**
 * The family parts the forms `formIds` speak: a form under schemas/<family>/ speaks its
 * family's questionnaire texts; any other form (schemas/common/, forms/, lifecycle/…) the guests'
 * and the portal's (tests/unit/i18n/form-texts.test.ts holds every form to that).
 */
export const familyPartsOfForms = (formIds: readonly string[]): CataloguePart[] =>
  FAMILIES.filter((family) => formIds.some((formId) => formId.startsWith(`${family}/`)));

export const availableLocales: string[] = [...locales];

/**
 * The parts every signed-in screen waits for (the signed-in layout): the portal's texts and the
 * rich fields' (any screen may hold a table, a map or an upload). Sign-in fetches them as it
 * navigates.
 */
export const SIGNED_IN_PARTS: readonly CataloguePart[] = ['portal', 'fields'];

// A language's part: its namespaces (locales/<locale>/<namespace>.json, src/i18n/namespaces.ts)
// merged into one flat catalogue of message id → ICU message, loaded on demand
// (src/i18n/vite-plugin.ts).
async function loadFiles(locale: string, part: CataloguePart): Promise<Messages> {
  const load = parts[`${locale} ${part}`];
  return load ? { ...(await load()).default } : {};
}

const cache = new Map<string, Promise<Messages>>();
const cached = (key: string, load: () => Promise<Messages>) => {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    cache.set(key, pending);
  }
  return pending;
};

/**
 * The messages of the given parts (the guests' part always) for a locale, after the region →
 * language → English fallback. Only that language travels: every language holds every id
 * (tests/unit/i18n/catalogue-parity.test.ts), so English laid underneath would be 29 kB more
 * on a phone for nothing.
 */
export function loadMessages(requested: string, parts: readonly CataloguePart[] = ALL_PARTS): Promise<{ locale: string; messages: Messages }> {
  const locale = resolveLocale(requested, availableLocales);
  const wanted = ALL_PARTS.filter((part) => part === 'guest' || parts.includes(part));
  return Promise.all(wanted.map((part) => cached(`${locale} ${part}`, () => loadFiles(locale, part)))).then((loaded) => ({
    locale,
    messages: Object.assign({}, ...loaded) as Messages,
  }));
}

/**
 * Starts downloading parts a screen will soon ask for. A failure is left to that screen: its
 * own ask gets the same failure and says so (src/i18n/intl-provider.tsx).
 */
export function prefetchMessages(requested: string, parts: readonly CataloguePart[]): void {
  loadMessages(requested, parts).catch(() => undefined);
}
