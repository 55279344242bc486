// The module the precompiled (standalone) validators import at run time in the browser.
// Everything the generated code calls lives here, so the bundle needs neither Ajv nor `eval`.
// Keep it free of Node APIs and of React. Exports are looked up by name from generated code:
// renaming one is a breaking change for already-built validators (rebuild after renaming).
export { formats } from './formats.ts';
export { resolveCountry } from './countries.ts';
export { isFilled, isOnlyGreek, isLatinText, isLowercase, isNumeric, hasExactLength, isPersonName } from './rules/text.ts';
// Ajv's `ucs2length` (`minLength`/`maxLength`) is the same count.
export { codePointLength as ucs2length } from './rules/text.ts';
export { isLongEnoughPassword, hasPasswordDigit, isConfirmed } from './rules/text.ts';
export { isValidPhone } from './rules/phone.ts';
export { isValidIdentification, hasGs1CheckDigit } from './rules/identifiers.ts';
export { latLongFailure } from './rules/coordinates.ts';
export { isValidIban } from './rules/iban.ts';
export { isFirstOfItsValue } from './rules/unique.ts';
export { isSameAsAbove } from './rules/same-as.ts';
export { isYearInWindow } from './rules/year-window.ts';
export { isMultipleOfStep, hasAtMostDecimals } from './rules/decimals.ts';
export { isNotAfterToday } from './rules/not-after-today.ts';
export { isInterfaceLanguage } from './rules/interface-language.ts';
export { choicesNotFor } from './rules/choice-groups.ts';
export { registerTableRows, validateTableRows } from './rules/table-rows.ts';

export { equal } from '../engine/json-equal.ts';
