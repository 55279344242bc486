import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../src/i18n/locales';

// The browser loads one language's catalogue only (no English laid underneath: 29 kB less on
// a Greek farmer's phone), so an id missing in one language would show as a raw id there.
const namespaces = (locale: string) => readdirSync(`locales/${locale}`).filter((f) => f.endsWith('.json')).sort();
const ids = (locale: string, file: string) => Object.keys(JSON.parse(readFileSync(`locales/${locale}/${file}`, 'utf8')) as object).sort();

describe('message catalogues', () => {
  it('have the same namespace files in every language', () => {
    for (const locale of supportedLocales) expect(namespaces(locale), locale).toEqual(namespaces('en'));
  });

  it.each(namespaces('en'))('%s holds the same message ids in every language', (file) => {
    const english = ids('en', file);
    for (const locale of supportedLocales) {
      const own = ids(locale, file);
      expect({ missing: english.filter((id) => !own.includes(id)), extra: own.filter((id) => !english.includes(id)) }, `${locale}/${file}`).toEqual({ missing: [], extra: [] });
    }
  });

  it.each(supportedLocales)('hold no empty message (%s)', (locale) => {
    for (const file of namespaces(locale)) {
      const messages = JSON.parse(readFileSync(`locales/${locale}/${file}`, 'utf8')) as Record<string, unknown>;
      const empty = Object.entries(messages).filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([id]) => id);
      expect(empty, `${locale}/${file}`).toEqual([]);
    }
  });
});
