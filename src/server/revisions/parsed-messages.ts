import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from '../../engine/locales.ts';
import type { RevisionBundle } from '../../engine/revisions/bundle.ts';

type Parsed = Record<string, MessageFormatElement[] | string>;

/**
 * A revision's texts parsed as the browser's build ships its own catalogues
 * (scripts/vite-precompiled-messages.ts): the browser has no ICU parser, so a text with a
 * value could not be formatted from its string. A text the parser refuses goes as it is (shown
 * as written, never an error on the page).
 */
export function parsedMessages(bundle: RevisionBundle): Record<Locale, Parsed> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const texts = bundle.messages[locale] ?? {};
      const parsed: Parsed = {};
      for (const [id, text] of Object.entries(texts)) {
        try {
          parsed[id] = parse(text, { locale: new Intl.Locale(locale) });
        } catch {
          parsed[id] = text;
        }
      }
      return [locale, parsed];
    }),
  ) as Record<Locale, Parsed>;
}
