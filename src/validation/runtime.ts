// The module the precompiled (standalone) validators import at run time in the browser.
// Everything the generated code calls lives here, so the bundle needs neither Ajv nor `eval`.
// Keep it free of Node APIs and of React. Exports are looked up by name from generated code:
// renaming one is a breaking change for already-built validators (rebuild after renaming).
export { formats } from './formats.ts';
export { resolveCountry } from './countries.ts';
export { isFilled, isOnlyGreek, isLatinText, isLowercase, isNumeric, hasExactLength } from './rules/text.ts';
// Ajv's `ucs2length` (`minLength`/`maxLength`) is the same count.
export { codePointLength as ucs2length } from './rules/text.ts';
export { isLongEnoughPassword, hasPasswordDigit, isConfirmed } from './rules/text.ts';
export { isValidPhone } from './rules/phone.ts';
export { isValidIdentification, hasGs1CheckDigit } from './rules/identifiers.ts';
export { latLongFailure } from './rules/coordinates.ts';
export { isFirstOfItsValue } from './rules/unique.ts';

/** Deep equality of JSON values, what Ajv's `equal` does for `enum`, `const`, `uniqueItems`. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return a !== a && b !== b; // NaN equals NaN, as in fast-deep-equal
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => equal(item, b[i]));
  }
  if (Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const recordB = b as Record<string, unknown>;
  return keysA.every(
    (key) => Object.prototype.hasOwnProperty.call(b, key) && equal((a as Record<string, unknown>)[key], recordB[key]),
  );
}
