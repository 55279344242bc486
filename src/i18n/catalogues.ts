import { resolveLocale } from './locales';

export type Messages = Record<string, string>;

// Every locales/<locale>/<namespace>.json, loaded on demand: a locale's namespaces are
// merged into one flat catalogue of message id → ICU message.
const files = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

const localeOf = (file: string) => file.split('/').at(-2) ?? '';
export const availableLocales: string[] = [...new Set(Object.keys(files).map(localeOf))];

async function loadExact(locale: string): Promise<Messages> {
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([file]) => localeOf(file) === locale)
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts) as Messages;
}

const cache = new Map<string, Promise<Messages>>();

/**
 * The messages for a locale, after the region → language → English fallback. Only that
 * language travels: every language holds every id (tests/unit/i18n/catalogue-parity.test.ts),
 * so English laid underneath would be 29 kB more on a phone for nothing.
 */
export function loadMessages(requested: string): Promise<{ locale: string; messages: Messages }> {
  const locale = resolveLocale(requested, availableLocales);
  let pending = cache.get(locale);
  if (!pending) {
    pending = loadExact(locale);
    cache.set(locale, pending);
  }
  return pending.then((messages) => ({ locale, messages }));
}
