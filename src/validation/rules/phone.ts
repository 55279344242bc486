import { resolveCountry } from '../countries.ts';
import { isBlank } from './blank.ts';

// Spaces and hyphens are how people group digits ("210 123 4567", "210-1234567"); they are
// ignored. The international prefix may be written `+30`/`0030` (`+34`/`0034`) and must match
// the country; it is not counted in the 10 (9) digits.
const PATTERNS = {
  GR: /^(?:(?:\+|00)30)?\d{10}$/,
  ES: /^(?:(?:\+|00)34)?[6-9]\d{8}$/,
} as const;

/**
 * The `phone` keyword: Greece exactly 10 digits, Spain 9 digits starting 6–9.
 * Blank passes; no country yet passes; a country without rules fails.
 */
export function isValidPhone(value: unknown, country: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (isBlank(value)) return true;
  const code = resolveCountry(country);
  if (code === undefined) return true;
  if (code === null) return false;
  return PATTERNS[code].test(value.replace(/[\s-]/g, ''));
}
