import type { RJSFSchema } from '@rjsf/utils';
import { createAjv } from '../validation/create-ajv';
import type { CompiledValidate } from '../validation/types';

/**
 * Compiles an ad-hoc schema at run time with the portal's Ajv, for <SchemaForm validate>.
 * For stories and tests only: compiling needs `eval`, which the app's CSP forbids; the app
 * uses the precompiled validators of the forms under schemas/ (src/forms/validators.ts).
 */
export function runtimeValidate(schema: RJSFSchema): CompiledValidate {
  return createAjv().compile(schema) as CompiledValidate;
}
