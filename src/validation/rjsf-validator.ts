import {
  hashForSchema,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type ValidatorType,
} from '@rjsf/utils';
import type { Localizer, ValidatorFunctions } from '@rjsf/validator-ajv8';
// The deep import keeps Ajv out of the browser bundle: the package index also builds a
// compiling validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { toIssue } from './issues.ts';
import { matchCondition } from '../engine/condition-match.ts';
import { formatMessage } from './messages.ts';
import type { CompiledValidate, Locale } from './types.ts';

export interface RjsfValidatorOptions {
  /** Locale of the messages shown beside the fields. */
  locale: Locale | string;
  /** Extra catalogue entries, for `errorMessage` ids from a form's own catalogue. */
  messages?: Readonly<Record<string, string>>;
  /**
   * Precompiled validators of sub-schemas rjsf checks with `isValid` that `matchCondition`
   * cannot decide, keyed by `$id` or `hashForSchema`. The portal's forms need none.
   */
  subSchemas?: ValidatorFunctions;
}

/**
 * An rjsf localizer that writes our translated messages into Ajv errors (in place, as rjsf
 * expects) and drops the errors our issues drop, so the form says what the API would say.
 */
export function createLocalizer(locale: Locale | string, messages?: Readonly<Record<string, string>>): Localizer {
  return (errors) => {
    if (!errors) return;
    for (let i = errors.length - 1; i >= 0; i--) {
      const issue = toIssue(errors[i]);
      if (issue) errors[i].message = formatMessage(issue, locale, messages);
      else errors.splice(i, 1);
    }
  };
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
  const validator = createPrecompiledValidator<T, S, F>(functions, rootSchema, createLocalizer(options.locale, options.messages));
  const precompiledIsValid = validator.isValid.bind(validator);
  // Conditions (`if`, the options of a choice, `dependencies` branches) are answered directly;
  // anything else needs a precompiled function of its own.
  validator.isValid = (schema, formData, root) => matchCondition(schema, formData) ?? precompiledIsValid(schema, formData, root);
  return validator;
}
