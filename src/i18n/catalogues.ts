import { resolveLocale } from './locales';
import { GUEST_NAMESPACES } from './namespaces';

export type Messages = Record<string, string>;

/** `guest`: what guests' screens need (src/i18n/namespaces.ts); `complete`: every message. */
export type CataloguePart = 'guest' | 'complete';

// Every locales/<locale>/<namespace>.json, loaded on demand: a locale's namespaces are
// merged into one flat catalogue of message id → ICU message.
const files = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

const localeOf = (file: string) => file.split('/').at(-2) ?? '';
const namespaceOf = (file: string) => (file.split('/').at(-1) ?? '').replace(/\.json$/, '');
export const availableLocales: string[] = [...new Set(Object.keys(files).map(localeOf))];

async function loadFiles(locale: string, guest: boolean): Promise<Messages> {
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([file]) => localeOf(file) === locale && GUEST_NAMESPACES.includes(namespaceOf(file)) === guest)
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts) as Messages;
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
 * The messages for a locale, after the region → language → English fallback. Only that
 * language travels: every language holds every id (tests/unit/i18n/catalogue-parity.test.ts),
 * so English laid underneath would be 29 kB more on a phone for nothing.
 */
export function loadMessages(requested: string, part: CataloguePart = 'complete'): Promise<{ locale: string; messages: Messages }> {
  const locale = resolveLocale(requested, availableLocales);
  const guest = cached(`${locale} guest`, () => loadFiles(locale, true));
  const messages =
    part === 'guest'
      ? guest
      : cached(`${locale} complete`, async () => {
          const [guestMessages, more] = await Promise.all([guest, loadFiles(locale, false)]);
          return { ...guestMessages, ...more };
        });
  return messages.then((loaded) => ({ locale, messages: loaded }));
}
