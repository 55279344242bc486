import { isBlank } from './blank.ts';

/**
 * IBAN length of each country, from the SWIFT IBAN registry (ISO 13616). A country that is not
 * listed has no IBAN, so its "IBAN" fails.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

/** The IBAN as stored in the electronic form: no spaces (people copy it in groups of four), upper case. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * ISO 13616: the country's length, then mod-97 of the number with its first four characters
 * moved to the end and letters as 10–35 must be 1. Spaces and lower case are accepted;
 * blank passes (`filled` makes the field mandatory). "GR00 1234" fails on its length.
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string' || isBlank(value)) return true;
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  let rest = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    // Letters count as two digits (A = 10 … Z = 35); the remainder is taken as we go.
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}
