/**
 * When a questionnaire text may read in Greek or Spanish exactly as in English (docs/reviewers.md,
 * "The language check"):
 * - its id is in the portal's list of texts that are the same on purpose (src/i18n/same-as-english.ts:
 *   names of standards and schemes, "GGN", words the language shares);
 * - it holds no word of two Latin letters or more (numbers, signs, Greek);
 * - it is made of upper-case codes and numbers only ("CFM", "AH-GROW", "EU 2018/848");
 * - in Spanish, it is one word: crops, species and products Spanish names as English does
 *   ("Tilapia", "Kiwano", "Shiitake"); English left untranslated is a phrase.
 * Any other text the same as in English is English left untranslated.
 */
import { SAME_AS_ENGLISH } from '../../i18n/same-as-english.ts';

export function sameTextAllowed(id: string, text: string, locale: string): boolean {
  const trimmed = text.trim();
  if ((SAME_AS_ENGLISH as Record<string, readonly string[]>)[locale]?.includes(id)) return true;
  if (!/[A-Za-z]{2}/.test(trimmed)) return true;
  if (trimmed.split(/[\s/(),.:;–-]+/).every((word) => !word || /^[A-Z0-9&+.'’]+$/.test(word) || /^\d/.test(word))) return true;
  return locale === 'es' && /^\p{L}+$/u.test(trimmed);
}
