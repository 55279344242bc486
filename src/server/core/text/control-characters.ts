// Characters that draw nothing yet change what is around them: C0 and C1 controls (CR and LF
// among them), and format characters (\p{Cf}: the bidirectional embeddings, overrides and
// isolates U+202A–U+202E and U+2066–U+2069, the marks U+200E/U+200F/U+061C, zero-width
// spaces and joiners, the soft hyphen, the BOM). A name holding U+202E makes a subject read
// backwards; a CR/LF would start a header of its own.
const CONTROLS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/**
 * Text fit for one line of a mail header (a subject, a recipient): line breaks become a space,
 * every other control and format character goes, spaces run together into one.
 */
export function headerText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(/\s+/g, ' ').trim();
}

/**
 * Text fit to print (a PDF, a mail's body): line breaks stay (as LF) and tabs too, every other
 * control and format character goes.
 */
export function printableText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(CONTROLS, (c) => (c === '\n' || c === '\t' ? c : ''));
}
