import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createAjv } from '../validation/create-ajv';
import { createRjsfValidator } from '../validation/rjsf-validator';

/**
 * A validator for an ad-hoc schema, compiled at run time with the portal's Ajv. For stories
 * and tests only: it needs `eval`, which the app's CSP forbids; the app uses the precompiled
 * validators of the forms under schemas/ (src/forms/validators.ts).
 */
export function runtimeValidator<T>(schema: RJSFSchema, locale = 'en'): ValidatorType<T> {
  return createRjsfValidator<T>(createAjv().compile(schema), schema, { locale });
}
