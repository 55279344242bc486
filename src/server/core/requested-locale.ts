import { isLocale, LOCALES, type Locale } from '../../engine/locales.ts';
import { ApiError } from './errors';

/**
 * The language a request names (`?locale=`, `{ locale }`), Greek when it names none. The
 * contract takes any language code (the languages are a list in data, locales/languages.json):
 * one the portal does not speak is the client's mistake, a 400 naming the field.
 */
export function requestedLocale(wanted: string | undefined, field = 'locale'): Locale {
  if (wanted === undefined) return 'el';
  if (isLocale(wanted)) return wanted;
  throw new ApiError(400, 'errors.invalidRequest', 'The portal does not speak this language', [
    { path: `/${field}`, keyword: 'enum', messageId: 'validation.errors.enum', params: { values: LOCALES.join(', ') } },
  ]);
}
