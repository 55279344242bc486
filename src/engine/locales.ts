import list from '../../locales/languages.json' with { type: 'json' };

/**
 * The portal's languages: one list, in data (`locales/languages.json`), that the browser, the
 * server and the CLI read. A language is added by its message files under `locales/<code>/`
 * and a line in that list; `npm run schemas:check` names any message it lacks.
 */
export interface Language {
  code: string;
  /** The language named in itself (the menu shows it so, whatever the page's language). */
  name: string;
}

export const LANGUAGES: readonly Language[] = list.languages;

export const LOCALES: readonly string[] = LANGUAGES.map((language) => language.code);
/** A language of the portal: one of `LOCALES` (`isLocale` tells). */
export type Locale = string;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && LOCALES.includes(value);

/** The language named in itself (`el` → Ελληνικά), or the code when the list lacks it. */
export const languageName = (code: string): string => LANGUAGES.find((language) => language.code === code)?.name ?? code;

/** The portal's language of a locale tag (`es-ES` → `es`), or `fallback` when the portal does not speak it. */
export const languageOf = (tag: string | null | undefined, fallback: Locale): Locale => {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : fallback;
};
