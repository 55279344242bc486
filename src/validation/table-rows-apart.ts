import type Ajv from 'ajv';
import { TABLE_ROWS_KEYWORD } from './keywords.ts';

/**
 * A form validated with its tables' rows apart. Every change of a form is validated whole;
 * with a table of 10,000 parcels that is Ajv over 80,000 cells (some 15 ms) each time the
 * table hands one edited cell to the form. Compiled this way, the form's validator checks each
 * table row with a validator of the row schema alone, which reuses what it found for a row
 * that is the same object at the same place (`rules/table-rows.ts`): a change re-checks the
 * rows it changed. Everything about the list itself (`minItems`, `maxItems`, …) is the form's
 * as before; `uniqueAmong`, which compares a row with the others, is checked again on every
 * row reused. The errors are those of the form's own validator (same instance paths,
 * keywords, parameters, messages, order); only their `schemaPath` names the row validator's
 * schema, and a schema an error carries (`verbose`) holds the keyword where the row schema was
 * (nothing reads either: issues and rjsf's messages come from the rest). For the browser: the
 * server and the CLI validate whole forms.
 */

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * JSON pointers into `schema` of the arrays its ui schema renders as a table
 * (`"ui:field": "table"`), found through `properties` and `items` as `keepTableRowsAside`
 * (src/forms/table-rows.ts) finds them for rjsf; a table's own rows are not searched further.
 */
export function tablePointers(schema: unknown, uiSchema: unknown, at = ''): string[] {
  if (!isObject(schema)) return [];
  const ui = isObject(uiSchema) ? uiSchema : undefined;
  if (schema.type === 'array' && isObject(schema.items)) {
    // `prefixItems` and `unevaluatedItems` work together with `items`: such a list stays whole
    if (ui?.['ui:field'] === 'table') return 'prefixItems' in schema || 'unevaluatedItems' in schema ? [] : [at];
    return tablePointers(schema.items, ui?.items, `${at}/items`);
  }
  if (!isObject(schema.properties)) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => tablePointers(child, ui?.[key], `${at}/properties/${escape(key)}`));
}

function withRowKeyword(schema: Schema, segments: readonly string[], rowKey: string): Schema {
  if (!segments.length) {
    const { items: _items, ...list } = schema;
    return { ...list, [TABLE_ROWS_KEYWORD]: rowKey };
  }
  const [head, ...rest] = segments;
  return { ...schema, [head]: withRowKeyword(schema[head] as Schema, rest, rowKey) };
}

/** A key of a table's row validator: its form's key and the table's pointer. */
export const rowValidatorKey = (formKey: string, pointer: string): string => `${formKey}#${pointer}/items`;

/**
 * Adds the form to `ajv` with its tables' rows apart: `key` is the form with `"tableRows": …`
 * in place of each table's `items`, and each row validator's key (returned) is a schema that
 * refers to the row schema where the form has it (the whole form kept under `key?whole`, so
 * references inside rows resolve as before). `ajv` must know the keyword
 * (`createAjv({ tableRowsApart: true })`); the row validators must be registered
 * (`registerTableRows`) before the form is validated.
 */
export function addFormWithRowsApart(ajv: Ajv, key: string, schema: object, pointers: readonly string[]): string[] {
  const whole = `${key}?whole`;
  if (pointers.length) ajv.addSchema(schema, whole);
  let apart = schema as Schema;
  const apartTables = pointers.filter((pointer) => {
    const rowKey = rowValidatorKey(key, pointer);
    ajv.addSchema({ $ref: `${whole}#${pointer}/items` }, rowKey);
    if (!compilesAlone(ajv, rowKey)) return false;
    apart = withRowKeyword(apart, pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')), rowKey);
    return true;
  });
  ajv.addSchema(apart, key);
  return apartTables.map((pointer) => rowValidatorKey(key, pointer));
}

/**
 * Whether a row schema compiles on its own: one that reads above its row (`{"$data": "3/…"}`
 * reaching the form's own fields) does not, and its table stays in the form's validator.
 */
function compilesAlone(ajv: Ajv, rowKey: string): boolean {
  try {
    ajv.getSchema(rowKey);
    return true;
  } catch {
    ajv.removeSchema(rowKey);
    return false;
  }
}
