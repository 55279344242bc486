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
import { echoedErrors, toIssue } from './issues.ts';
import { withOptionLabels } from './option-labels.ts';
import { matchCondition } from '../engine/condition-match.ts';
import type { IssueFormatter } from './format-issue.ts';
import type { CompiledValidate } from './types.ts';

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
 * An rjsf localizer that writes our translated messages into Ajv errors (in place, as rjsf
 * expects) and drops the errors our issues drop, so the form says what the API would say.
 */
export function createLocalizer(format: IssueFormatter, rootSchema?: object): Localizer {
  return (errors) => {
    if (!errors) return;
    const echoed = echoedErrors(errors);
    for (let i = errors.length - 1; i >= 0; i--) {
      const issue = echoed.has(errors[i]) ? undefined : toIssue(errors[i]);
      // a value of a list is named by its option's title (option-labels.ts)
      if (issue) {
        errors[i].message = format(withOptionLabels([issue], rootSchema, errors[i].parentSchema)[0]);
        // a value no list offers stands on the multiple choice holding it (issues.ts)
        if (issue.keyword === 'notOffered') errors[i].instancePath = issue.path;
      }
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
  const validator = createPrecompiledValidator<T, S, F>(functions, rootSchema, createLocalizer(options.format, rootSchema));
  const precompiledIsValid = validator.isValid.bind(validator);
  // Conditions (`if`, the options of a choice, `dependencies` branches) are answered directly;
  // anything else needs a precompiled function of its own.
  validator.isValid = (schema, formData, root) => matchCondition(schema, formData) ?? precompiledIsValid(schema, formData, root);
  return validator;
}
