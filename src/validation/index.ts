// Browser-safe API of the validation module. Node-only pieces are imported by path:
// `validate.ts` (server), `standalone.ts` and `vite-plugin.ts` (build), `create-ajv.ts`.
export type { CompiledValidate, FormattedIssue, Locale, ValidationIssue } from './types.ts';
export { COUNTRIES, resolveCountry, type CountryCode } from './countries.ts';
export { GENERIC_MESSAGE_ID, MESSAGE_PREFIX, toIssue, toIssues, validateWith } from './issues.ts';
export { formatIssues, formatMessage, LOCALES, normalizeLocale, VALIDATION_CATALOGUES } from './messages.ts';
export { canonicalIdentification, isValidAfm, isValidIdentification, isValidSpanishId } from './rules/identifiers.ts';
export { isValidPhone } from './rules/phone.ts';
export { isValidCoordinate, isValidLatLong, latLongFailure, type LatLongMode } from './rules/coordinates.ts';
export * from './rules/text.ts';
