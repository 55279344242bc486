import { createServerIntl, translate, type ServerLocale } from '../core/i18n/catalogue';
import { isLocale } from '../../engine/locales.ts';

const intlOf = createServerIntl();

/** The language a mail is written in: the reader's, when the portal speaks it; else Greek, the certification body's. */
export const mailLocale = (locale: string | null | undefined): ServerLocale => (isLocale(locale) ? locale : 'el');

/** The server's catalogue in the reader's language, for a mail that composes more than one text (dates, states). */
export const mailIntl = (locale: string | null | undefined) => intlOf(mailLocale(locale));

/**
 * The one way a mail's words are written: `<id>.subject` and `<id>.text` of the server's
 * message catalogue (`locales/<lang>/mail.json`, ICU arguments), in the reader's language.
 */
export function mailText(locale: string | null | undefined, id: string, values: Record<string, string | number> = {}): { subject: string; text: string } {
  const intl = mailIntl(locale);
  return { subject: translate(intl, `${id}.subject`, values), text: translate(intl, `${id}.text`, values) };
}
