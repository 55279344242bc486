import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { readJsonFile } from '../../../engine/schema-folder.ts';

/** The repository's `locales/` folder: the same catalogues the browser bundles. */
export const LOCALES_DIR = fileURLToPath(new URL('../../../../locales/', import.meta.url));
import { LOCALES, type Locale } from '../../../engine/locales.ts';

export const SERVER_LOCALES = LOCALES;
export type ServerLocale = Locale;

function readCatalogue(dir: string, locale: string): Record<string, string> {
  const folder = join(dir, locale);
  return Object.assign({}, ...readdirSync(folder).filter((f) => f.endsWith('.json')).sort().map((f) => readJsonFile(join(folder, f))));
}

/**
 * Translations for what the server writes itself (PDFs, mails): the catalogues of
 * `locales/`, English underneath each language as in the browser. Read once per process.
 */
export function createServerIntl(dir: string = LOCALES_DIR) {
  const cache = createIntlCache();
  const english = readCatalogue(dir, 'en');
  const intls = new Map<string, IntlShape>();
  return (locale: ServerLocale): IntlShape => {
    let intl = intls.get(locale);
    if (!intl) {
      const messages = locale === 'en' ? english : { ...english, ...readCatalogue(dir, locale) };
      intl = createIntl({ locale, messages, onError: () => undefined }, cache);
      intls.set(locale, intl);
    }
    return intl;
  };
}

/** A message id's text, or the id itself when no catalogue has it (never throws). */
export function translate(intl: IntlShape, id: string, values?: Record<string, string | number | Date>): string {
  return intl.messages[id] === undefined ? id : intl.formatMessage({ id }, values);
}
