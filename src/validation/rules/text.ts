import { isBlank } from './blank.ts';

/** Minimum password length of the specification (§5, §9). */
export const PASSWORD_MIN_LENGTH = 10;

// Greek and Coptic block, letters only: capitals with tonos (Ά Έ Ή Ί Ό Ύ Ώ), Α–Ω, Ϊ Ϋ, the
// small letters with tonos and dialytika (ά έ ή ί ΰ ΐ ϊ ϋ ό ύ ώ) and α–ω with final ς.
// Coptic letters and the polytonic block are left out on purpose: nobody types them in a form.
const GREEK = /^[\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03CE ().]*$/;
// Letters of the Latin script (with their accented forms and combining marks), Western digits,
// whitespace and the punctuation found in names, addresses and free text.
const LATIN = /^[\p{Script=Latin}\p{M}0-9\s.,;:!?¡¿'"’‘“”«»()[\]{}\-–—_/\\&@#+*%°ºª€$=<>|~^`]*$/u;
const NUMERIC = /^[0-9\u0660-\u0669\u06F0-\u06F9]+$/;

/** Length in Unicode code points, the way JSON Schema (and Ajv) count `minLength`. */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _char of value) length++;
  return length;
}

/** `filled`: fails for null, false, a string empty after trimming and an empty array. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return !isBlank(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

// Decomposed input (letter + combining accent) is composed first so "ά" typed either way passes.
const nfc = (value: string): string => value.normalize('NFC');

/** `onlyGreekChars`: Greek letters with tonos/dialytika, spaces, parentheses, full stop. */
export const isOnlyGreek = (value: unknown): boolean =>
  typeof value === 'string' && (isBlank(value) || GREEK.test(nfc(value)));

/** `latinCharacters`: Latin and accented Latin letters, digits, common punctuation. */
export const isLatinText = (value: unknown): boolean =>
  typeof value === 'string' && LATIN.test(nfc(value));

/** `lowercase`: the value equals its lower-case form. */
// Pictographs (emoji), other symbols (☺ ♥ ★), control and format characters (tabs, zero-width
// joiners, direction marks), private-use and lone surrogates: none is part of a person's name.
const NOT_IN_NAMES = /[\p{Extended_Pictographic}\p{So}\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;

/** `personName`: a person's name holds no emoji, symbol or control character; blank passes. */
export const isPersonName = (value: unknown): boolean => typeof value === 'string' && !NOT_IN_NAMES.test(value);

export const isLowercase = (value: unknown): boolean =>
  typeof value === 'string' && value === value.toLowerCase();

/** `numeric`: Western (0–9) or Arabic-Indic (٠–٩, ۰–۹) digits only; blank passes. */
export const isNumeric = (value: unknown): boolean =>
  typeof value === 'string' && (isBlank(value) || NUMERIC.test(value));

/** `exactLength`: exactly `length` characters (code points); blank passes. */
export const hasExactLength = (value: unknown, length: unknown): boolean =>
  typeof value === 'string' && (value === '' || codePointLength(value) === length);

/** `password`, first half: at least {@link PASSWORD_MIN_LENGTH} characters; empty passes. */
export const isLongEnoughPassword = (value: unknown): boolean =>
  typeof value === 'string' && (value === '' || codePointLength(value) >= PASSWORD_MIN_LENGTH);

/** `password`, second half: at least one digit (any script); empty passes. */
export const hasPasswordDigit = (value: unknown): boolean =>
  typeof value === 'string' && (value === '' || /\p{Nd}/u.test(value));

/** `confirmed`: equal to the other value (strictly: types too). */
export const isConfirmed = (value: unknown, other: unknown): boolean => value === other;
