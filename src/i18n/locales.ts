import { isLocale, LOCALES, type Locale } from '../engine/locales.ts';

export { languageOf, LANGUAGES } from '../engine/locales.ts';
export const supportedLocales = LOCALES;
export type SupportedLocale = Locale;
export const defaultLocale: SupportedLocale = 'el';
export const fallbackLocale: SupportedLocale = 'en';

/** Spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isSupportedLocale = isLocale;

/**
 * The catalogue to load for a requested locale: the exact one (el-GR), else its language
 * (el), else English (spec §4).
 */
export function resolveLocale(requested: string | null | undefined, available: readonly string[]): string {
  if (!requested) return fallbackLocale;
  const normalised = requested.replace('_', '-');
  const exact = available.find((l) => l.toLowerCase() === normalised.toLowerCase());
  if (exact) return exact;
  const language = normalised.split('-')[0].toLowerCase();
  return available.find((l) => l.toLowerCase() === language) ?? fallbackLocale;
}
