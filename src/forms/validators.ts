import type { ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

// TEMPORARY: replaced by the precompiled validators once src/validation lands.
export function formValidator<T>(_formId: string): ValidatorType<T> {
  return validator as unknown as ValidatorType<T>;
}
