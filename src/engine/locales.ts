/**
 * The portal's languages: the one list the browser, the server and the CLI read (a language
 * added here needs its message files under `locales/` and nothing else in code).
 */
export const LOCALES = ['el', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The portal's language of a locale tag (`es-ES` → `es`), or `fallback` when the portal does not speak it. */
export const languageOf = (tag: string | null | undefined, fallback: Locale): Locale => {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : fallback;
};
