import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createAjv } from '../validation/create-ajv';
import { registerTableRows, type RowValidate } from '../validation/rules/table-rows';
import { addFormWithRowsApart, tablePointers } from '../validation/table-rows-apart';
import type { CompiledValidate } from '../validation/types';

let compiled = 0;

/**
 * Compiles an ad-hoc schema at run time with the portal's Ajv, for <SchemaForm validate>.
 * For stories and tests only: compiling needs `eval`, which the app's CSP forbids; the app
 * uses the precompiled validators of the forms under schemas/ (src/forms/validators.ts).
 * Given the ui schema, the rows of its tables are validated apart, as the app's validators
 * validate them (src/validation/table-rows-apart.ts).
 */
export function runtimeValidate(schema: RJSFSchema, uiSchema?: UiSchema): CompiledValidate {
  const tables = uiSchema ? tablePointers(schema, uiSchema) : [];
  if (!tables.length) return createAjv().compile(schema) as CompiledValidate;
  const ajv = createAjv({ tableRowsApart: true });
  const key = `runtime-form-${(compiled += 1)}`;
  const rowKeys = addFormWithRowsApart(ajv, key, schema, tables);
  registerTableRows(Object.fromEntries(rowKeys.map((rowKey) => [rowKey, ajv.getSchema(rowKey) as RowValidate])));
  return ajv.getSchema(key) as CompiledValidate;
}
