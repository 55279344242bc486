import { resolveLocale } from './locales';
import { FAMILIES, familyOf, GUEST_NAMESPACES, type Family } from './namespaces';

export type Messages = Record<string, string>;

/**
 * `guest`: what guests' screens need; `portal`: the rest of the signed-in portal's texts but
 * the families' questionnaires; a family (`bio`, `globalgap`): its questionnaires' texts
 * (src/i18n/namespaces.ts).
 */
export type CataloguePart = 'guest' | 'portal' | Family;

/** Every part: every message (tests and stories render any screen at once). */
export const ALL_PARTS: readonly CataloguePart[] = ['guest', 'portal', ...FAMILIES];

/** The part with the questionnaires of wizard `wizardId` (`bio`, `globalgap`): none for another id. */
export const familyPartsOf = (wizardId: string | undefined): CataloguePart[] => FAMILIES.filter((family) => family === wizardId);

const partOf = (namespace: string): CataloguePart => (GUEST_NAMESPACES.includes(namespace) ? 'guest' : (familyOf(namespace) ?? 'portal'));

// Every locales/<locale>/<namespace>.json, loaded on demand: a locale's namespaces are
// merged into one flat catalogue of message id → ICU message.
const files = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

const localeOf = (file: string) => file.split('/').at(-2) ?? '';
const namespaceOf = (file: string) => (file.split('/').at(-1) ?? '').replace(/\.json$/, '');
export const availableLocales: string[] = [...new Set(Object.keys(files).map(localeOf))];

async function loadFiles(locale: string, part: CataloguePart): Promise<Messages> {
  const loaded = await Promise.all(
    Object.entries(files)
      .filter(([file]) => localeOf(file) === locale && partOf(namespaceOf(file)) === part)
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...loaded) as Messages;
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
