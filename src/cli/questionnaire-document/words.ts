import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '../../engine/locales.ts';
import type { RevisionBundle } from '../../engine/revisions/bundle.ts';

/** The prefix of the document's own phrases (`locales/<lang>/questionnaire-document.json`). */
export const PHRASE = 'questionnaireDocument.';

/**
 * The words of one document: its own phrases (ICU messages of the locale catalogues) and the
 * questionnaire's texts, which come from the revision's bundle (a published revision keeps
 * the texts it was published with, whatever `locales/` says today).
 */
export interface Words {
  locale: Locale;
  /** One of the document's phrases (`questionnaireDocument.<id>`), formatted. */
  say(id: string, values?: Record<string, string | number | boolean>): string;
  /** A text in this language's quotation marks (“…” in English, «…» in Greek and Spanish). */
  quote(text: string): string;
  /** A questionnaire text of the bundle by message id; the id itself in ⟨⟩ when this language lacks it. */
  text(id: string | undefined): string | undefined;
}

const cache = createIntlCache();

export function documentWords(locale: Locale, catalogue: Record<string, string>, bundle: RevisionBundle): Words {
  const intl: IntlShape = createIntl({ locale, messages: catalogue, onError: () => {} }, cache);
  const texts = bundle.messages[locale] ?? {};
  return {
    locale,
    say(id, values) {
      const full = PHRASE + id;
      if (!catalogue[full]) throw new Error(`locales/${locale}: no text for ${full}`);
      return intl.formatMessage({ id: full }, values);
    },
    quote(text) {
      return this.say('quoted', { text });
    },
    text: (id) => (id === undefined ? undefined : (texts[id] ?? `⟨${id}⟩`)),
  };
}
