/**
 * A label before its value or message: "Έτος: 2026". A label that already ends in punctuation (a
 * question: "…συμβατική;", "…ecológica?", a sentence ending in ".") takes no colon after it, so
 * nobody reads "συμβατική;: Το πεδίο…" or ".:" (issue 47). Used by screens, mails and PDFs alike.
 */
export function labelled(label: string): string {
  const trimmed = label.trimEnd();
  return /[.:;\u037e?!·…]$/u.test(trimmed) ? `${trimmed} ` : `${trimmed}: `;
}
