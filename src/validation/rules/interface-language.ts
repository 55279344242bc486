// One of the portal's interface languages (`"interfaceLanguage": true` on a string): the list is
// data, `locales/languages.json`, so a form asking for an account's language (the staff
// account forms) follows it, and a fourth language needs no change to any schema.
import { isLocale } from '../../engine/locales.ts';

/** The `interfaceLanguage` keyword's check: a code `locales/languages.json` lists. */
export const isInterfaceLanguage = (value: unknown): boolean => isLocale(value);
