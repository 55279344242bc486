import { resolveCountry } from '../countries.ts';
import { isBlank } from './blank.ts';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

/**
 * The one canonical form of a tax or identity number, in which it is stored and looked up
 * (registration, duplicate checks, customer look-ups, recovery by tax number): people paste
 * identifiers with spaces, hyphens or dots between groups, type them in lower case and put
 * the VAT country prefix in front (`EL`/`GR`, or `ΕΛ` on a Greek keyboard, before a Greek AFM;
 * `ES` before a Spanish NIF/NIE/CIF); none of those carries meaning, so they are dropped. An
 * old 8-digit AFM gets its leading zero. "EL 094-014.201", "gr094014201" and "94014201" are
 * all "094014201"; "es 12345678-z" is "12345678Z".
 */
export function canonicalIdentification(value: string): string {
  const id = value
    .replace(/[\s.-]/g, '')
    .toUpperCase()
    .replace(/^(EL|GR|ΕΛ)(?=\d{8,9}$)/, '')
    .replace(/^ES(?=[0-9A-Z]\d{7}[0-9A-Z]$)/, '');
  return /^\d{8}$/.test(id) ? `0${id}` : id;
}

/** Greek AFM: 9 digits, last one a check digit; an `EL`/`GR` prefix and an old 8-digit AFM are accepted. */
export function isValidAfm(value: string): boolean {
  const afm = canonicalIdentification(value);
  if (!/^\d{9}$/.test(afm) || afm === '000000000') return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(afm[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(afm[8]);
}

const dniLetter = (digits: string): string => DNI_LETTERS[Number(digits) % 23];

/** Spanish CIF control: digit `c` or letter `JABCDEFGHI[c]` (python-stdnum `es/cif.py`). */
function cifControl(digits: string): [string, string] {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += d;
    }
  }
  const c = (10 - (sum % 10)) % 10;
  return [String(c), CIF_LETTERS[c]];
}

/** Spanish DNI/NIF, NIE, K/L/M NIF and CIF with their control character; an `ES` prefix is accepted. */
export function isValidSpanishId(value: string): boolean {
  const id = canonicalIdentification(value);
  let m = /^(\d{8})([A-Z])$/.exec(id);
  if (m) return dniLetter(m[1]) === m[2];
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (m) return dniLetter(`${'XYZ'.indexOf(m[1])}${m[2]}`) === m[3];
  m = /^[KLM](\d{7})([A-Z])$/.exec(id);
  if (m) return dniLetter(m[1]) === m[2];
  m = /^[ABCDEFGHJNPQRSUVW](\d{7})([0-9A-J])$/.exec(id);
  if (m) return cifControl(m[1]).includes(m[2]);
  return false;
}

/**
 * The `identification` keyword: the tax or identity number is valid for the country.
 * Blank passes (requiredness is `filled`'s job); no country yet passes; an unknown country fails.
 */
export function isValidIdentification(value: unknown, country: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (isBlank(value)) return true;
  const code = resolveCountry(country);
  if (code === undefined) return true;
  if (code === 'GR') return isValidAfm(value);
  if (code === 'ES') return isValidSpanishId(value);
  return false;
}

/**
 * GS1 mod-10 check digit (GGN, GLN, GTIN): from the right, digits before the check digit
 * weigh 3, 1, 3, …; the check digit brings the sum to a multiple of 10. Blank passes (the
 * `required`/`filled` keywords decide whether a value is needed).
 */
export function hasGs1CheckDigit(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  if (isBlank(value)) return true;
  if (!/^\d{8,18}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
