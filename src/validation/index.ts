// Browser-safe API of the validation module. Node-only pieces are imported by path:
// `validate.ts` (server), `standalone.ts` and `vite-plugin.ts` (build), `create-ajv.ts`.
export type { CompiledValidate, FormattedIssue, Locale, ValidationIssue } from './types';
export { COUNTRIES, resolveCountry, type CountryCode } from './countries';
export { GENERIC_MESSAGE_ID, MESSAGE_PREFIX, toIssue, toIssues, validateWith } from './issues';
export { formatIssues, formatMessage, LOCALES, normalizeLocale, VALIDATION_CATALOGUES } from './messages';
export { isValidAfm, isValidIdentification, isValidSpanishId } from './rules/identifiers';
export { isValidPhone } from './rules/phone';
export { isValidCoordinate, isValidLatLong, latLongFailure, type LatLongMode } from './rules/coordinates';
export * from './rules/text';
