import { atom } from 'jotai';
import { defaultLocale, isSupportedLocale, LOCALE_COOKIE_MAX_AGE_SECONDS, type SupportedLocale } from './locales';

const STORAGE_KEY = 'locale';

/** Spec §4: the locale is read from local storage at start. */
export function readStoredLocale(): SupportedLocale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isSupportedLocale(stored)) return stored;
    const cookie = /(?:^|;\s*)locale=([^;]+)/.exec(globalThis.document?.cookie ?? '')?.[1];
    if (isSupportedLocale(cookie)) return cookie;
  } catch {
    // storage can be blocked (private mode); the browser's languages still work
  }
  return browserLocale(globalThis.navigator?.languages ?? []);
}

/**
 * A first visit (nothing chosen yet): the first of the browser's languages the portal speaks,
 * by language (`es-AR` is Spanish), else Greek.
 */
export function browserLocale(languages: readonly string[]): SupportedLocale {
  for (const language of languages) {
    const base = language.split('-')[0].toLowerCase();
    if (isSupportedLocale(base)) return base;
  }
  return defaultLocale;
}

export function persistLocale(locale: SupportedLocale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // ignore: the cookie below still carries the choice
  }
  if (globalThis.document) {
    document.cookie = `locale=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
    document.documentElement.lang = locale;
  }
}

export const localeAtom = atom<SupportedLocale>(readStoredLocale());
