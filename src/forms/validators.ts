import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { validators } from 'virtual:form-validators';
import { createRjsfValidator } from '../validation/rjsf-validator';
import type { CompiledValidate } from '../validation/types';

/**
 * The rjsf validator of a form: its precompiled (build-time) Ajv code, with messages in the
 * given locale. `schema` must be exactly the schema handed to the form (after translation).
 */
export function formValidator<T>(
  formId: string,
  schema: RJSFSchema,
  locale: string,
  /** The app's catalogue, for `errorMessage` ids that forms bring in their own locale files. */
  messages: Readonly<Record<string, string>>,
  validate: CompiledValidate | undefined = validators[formId],
): ValidatorType<T> {
  if (!validate) throw new Error(`No precompiled validator for form "${formId}" (is schemas/${formId}.schema.json there?)`);
  return createRjsfValidator<T>(validate, schema, { locale, messages });
}
