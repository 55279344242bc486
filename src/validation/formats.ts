import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isBlank } from './rules/blank.ts';

const EMAIL = fullFormats.email as RegExp;

/** `format: "email"` per the specification: a standard address, and an empty value passes. */
export const isEmail = (value: string): boolean => isBlank(value) || EMAIL.test(value);

/**
 * Every format the schemas may use: ajv-formats' full set with the specification's email rule.
 * The generated browser validators read formats from this object (`code.formats`), so the
 * server and the browser judge formats with the very same functions.
 */
export const formats: Record<string, Format> = { ...fullFormats, email: isEmail };
