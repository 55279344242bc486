/**
 * Texts a questionnaire may rightly write the same in two languages (docs/reviewers.md, "The
 * language check"): names of standards, schemes and registers, codes and abbreviations. Any
 * other text that is the same in Greek or Spanish as in English is English left untranslated.
 * Add a text here only when it is the same in the languages on purpose.
 */
export const SAME_TEXT_ALLOWED: ReadonlySet<string> = new Set([
  // names of standards and schemes, which GLOBALG.A.P. and its partners publish in English only
  'Integrated Farm Assurance v6 GFS',
  'Integrated Farm Assurance v6 Smart',
  'AH GROW (Albert Heijn)',
  'AH-GROW (Albert Heijn)',
  'FSSC Feed',
  'SQF Code for Feed',
  'GLOBALG.A.P.',
  'GGN',
  'GLN',
  'GRASP',
  'LEAF Marque',
  'Tesco Nurture',
  'IBAN',
  'BIC',
  'E-mail',
  'Email',
]);

/** Words that one language writes as English does (Spanish names of crops and fish). */
export const SAME_TEXT_ALLOWED_IN: Readonly<Record<string, ReadonlySet<string>>> = {
  es: new Set(['Barramundi', 'Tilapia', 'Gerberas', 'Papayas', 'Triticale']),
};

/**
 * A text with no word of two or more Latin letters (numbers, signs, Greek only), or made only of
 * upper-case codes and numbers ("CFM", "AH-GROW", "EU 2018/848"), reads the same in every language.
 */
export function sameTextAllowed(text: string, locale: string): boolean {
  const trimmed = text.trim();
  if (SAME_TEXT_ALLOWED.has(trimmed) || SAME_TEXT_ALLOWED_IN[locale]?.has(trimmed)) return true;
  if (!/[A-Za-z]{2}/.test(trimmed)) return true;
  return trimmed.split(/[\s/(),.:;–-]+/).every((word) => !word || /^[A-Z0-9&+.'’]+$/.test(word) || /^\d/.test(word));
}
