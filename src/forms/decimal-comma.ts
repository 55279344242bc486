/**
 * A number as typed with a decimal comma (as Greeks and Spaniards write "12,5") in the one
 * form the portal stores: a decimal point. Only a lone comma between digits is read so, so
 * "1,234,567" or "a,b" stay as typed and the form's check names them.
 */
export function withDecimalPoint(typed: string): string {
  return /^\s*[-+]?\d*,\d+\s*$/.test(typed) ? typed.replace(',', '.') : typed;
}
