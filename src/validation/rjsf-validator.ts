import {
  hashForSchema,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type ValidatorType,
} from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// The deep import keeps Ajv out of the browser bundle: the package index also builds a
// compiling validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { createLocalizer } from './localize-errors.ts';
import { matchCondition } from '../engine/condition-match.ts';
import type { IssueFormatter } from './format-issue.ts';
import type { CompiledValidate } from './types.ts';

// the localizer has its own file: the light form of the guests' pages (src/forms/flat-form.tsx) uses it without rjsf
export { createLocalizer };

export interface RjsfValidatorOptions {
  /**
   * Writes an issue's message in the language shown: in the browser from the app's catalogue
   * (`formatIssueWith(intl, issue)`), elsewhere from `formatMessage` in messages.ts. Given, not
   * imported: the form engine then carries no language's validation texts of its own.
   */
  format: IssueFormatter;
  /**
   * Precompiled validators of sub-schemas rjsf checks with `isValid` that `matchCondition`
   * cannot decide, keyed by `$id` or `hashForSchema`. The portal's forms need none.
   */
  subSchemas?: ValidatorFunctions;
}

/**
 * Builds the rjsf `validator` of one form from its precompiled validator
 * (`validators[formId]` from `virtual:form-validators`). `rootSchema` must be the schema
 * given to `<Form schema>`.
 */
export function createRjsfValidator<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(
  validate: CompiledValidate,
  rootSchema: S,
  options: RjsfValidatorOptions,
): ValidatorType<T, S, F> {
  const key = (rootSchema.$id as string | undefined) ?? hashForSchema(rootSchema);
  const functions: ValidatorFunctions = { ...options.subSchemas, [key]: validate };
  const validator = createPrecompiledValidator<T, S, F>(functions, rootSchema, createLocalizer(options.format, rootSchema));
  const precompiledIsValid = validator.isValid.bind(validator);
  // Conditions (`if`, the options of a choice, `dependencies` branches) are answered directly;
  // anything else needs a precompiled function of its own.
  validator.isValid = (schema, formData, root) => matchCondition(schema, formData) ?? precompiledIsValid(schema, formData, root);
  return validator;
}
