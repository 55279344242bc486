// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale, persistLocale, readStoredLocale } from '../../../src/i18n/locale-store';

const browserAsks = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('a first visit speaks the browser\'s language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    document.cookie = 'locale=; max-age=0; path=/';
  });

  it.each([
    [['es-AR', 'en'], 'es'],
    [['en-GB'], 'en'],
    [['fr-FR', 'de', 'en-US'], 'en'],
    [['EL-gr'], 'el'],
    [['fr-FR', 'de'], 'el'],
    [[], 'el'],
  ])('%j → %s', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });

  it('opens in the browser\'s language when nothing is stored', () => {
    browserAsks(['es-ES', 'es']);
    expect(readStoredLocale()).toBe('es');
  });

  it('keeps a choice once made over the browser\'s language', () => {
    browserAsks(['es-ES']);
    persistLocale('en');
    expect(readStoredLocale()).toBe('en');
    localStorage.clear();
    // the cookie alone still carries it
    expect(readStoredLocale()).toBe('en');
  });
});
