/**
 * The texts of a revision that a language lacks, or writes as another language does (English
 * left in the Greek or the Spanish). The questionnaire document lists them at its end and
 * `schemas:check` refuses them (src/cli/language-checks.ts).
 */
import { LOCALES, type Locale } from '../../engine/locales.ts';
import type { RevisionBundle } from '../../engine/revisions/bundle.ts';
import { sameTextAllowed } from './same-text-allowed.ts';

export interface TextProblem {
  locale: Locale;
  id: string;
  kind: 'missing' | 'same';
  /** `same`: the language whose text it repeats, and the text. */
  sameAs?: Locale;
  text?: string;
}

/** English is the language a text is drafted in; Greek and Spanish must each have their own words. */
const SOURCE: Locale = 'en';

export function textProblems(bundle: RevisionBundle): TextProblem[] {
  const ids = [...new Set(LOCALES.flatMap((locale) => Object.keys(bundle.messages[locale] ?? {})))].sort();
  const problems: TextProblem[] = [];
  for (const locale of LOCALES) {
    const own = bundle.messages[locale] ?? {};
    for (const id of ids) {
      const text = own[id];
      if (typeof text !== 'string' || !text.trim()) {
        problems.push({ locale, id, kind: 'missing' });
        continue;
      }
      const source = bundle.messages[SOURCE]?.[id];
      if (locale !== SOURCE && source === text && !sameTextAllowed(id, text, locale)) problems.push({ locale, id, kind: 'same', sameAs: SOURCE, text });
    }
  }
  return problems;
}
