import type { ErrorObject } from 'ajv';

/** One failed rule, independent of language: the UI, the API and the CLI all speak this. */
export interface ValidationIssue {
  /** JSON pointer of the offending field, e.g. `/parcels/3/parcel_number`. */
  path: string;
  /** The schema keyword that failed (`required`, `phone`, `minLength`, …). */
  keyword: string;
  /** Catalogue id of the message, e.g. `validation.errors.phone`. */
  messageId: string;
  /** ICU parameters of the message, e.g. `{ limit: 10 }`. */
  params: Record<string, unknown>;
}

/** A {@link ValidationIssue} with its message rendered in one locale. */
export interface FormattedIssue extends ValidationIssue {
  message: string;
}

/** The locales the validation catalogues are written in: the portal's. */
export type { Locale } from '../engine/locales.ts';

/** A validator function as Ajv (runtime or standalone) produces it. */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
