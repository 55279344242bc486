import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../../src/i18n/locales';

describe('locale fallback (spec §4: region → language → English)', () => {
  const available = ['el', 'en', 'es', 'es-MX'];
  it.each([
    ['es-MX', 'es-MX'],
    ['el-GR', 'el'],
    ['el_CY', 'el'],
    ['EN-gb', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('%s → %s', (requested, expected) => {
    expect(resolveLocale(requested, available)).toBe(expected);
  });
});
