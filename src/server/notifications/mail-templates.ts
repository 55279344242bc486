import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../core/db/types';

// Mail texts are message ids of locales/<lang>/mail.json, like every other text; a file of
// their own because no page shows them (src/i18n/namespaces.ts: no browser downloads it).
const LOCALES_DIR = fileURLToPath(new URL('../../../locales/', import.meta.url));
const catalogues = new Map<string, Record<string, string>>();

// The languages that have a catalogue; a file name is never built from anything else.
const MAIL_LOCALES: readonly string[] = ['el', 'en', 'es'];

function catalogue(requested: string): Record<string, string> {
  const locale = MAIL_LOCALES.includes(requested) ? requested : 'en';
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(`${LOCALES_DIR}${locale}/mail.json`, 'utf8')) as Record<string, string>;
    catalogues.set(locale, messages);
  }
  return messages;
}

export type MailTemplate = 'verify' | 'reset' | 'username' | 'approved' | 'declined';

/** The subject and text of a mail in the recipient's language. */
export function renderMail(
  template: MailTemplate,
  locale: Locale,
  values: Record<string, string>,
): { subject: string; text: string } {
  const messages = catalogue(locale);
  // Mail texts take plain `{name}` arguments only (no plurals), so a replacement suffices.
  const format = (id: string) =>
    (messages[id] ?? catalogue('en')[id] ?? id).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return { subject: format(`accounts.mail.${template}.subject`), text: format(`accounts.mail.${template}.text`) };
}
