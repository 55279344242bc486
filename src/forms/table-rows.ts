import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Where the row schema of a table-rendered array is kept in the schema rjsf is given. */
const ROWS_KEY = 'x-table-rows';

/**
 * What rjsf sees of a table's row: an object (so `minItems` still starts with empty rows, `{}`)
 * whose properties it may not drop: in a form with a condition, rjsf sanitizes the answers for
 * the schema after every change, and would remove every row of an object with no properties.
 */
const ROW_FOR_RJSF: RJSFSchema = { type: 'object', additionalProperties: true };

/** The schema of one row of an array: its `items`, or where `keepTableRowsAside` put them. */
export function rowSchemaOf(schema: RJSFSchema): RJSFSchema | undefined {
  const kept = (schema as Record<string, unknown>)[ROWS_KEY] as RJSFSchema | undefined;
  if (kept) return kept;
  return (Array.isArray(schema.items) ? schema.items[0] : schema.items) as RJSFSchema | undefined;
}

/**
 * rjsf derives the defaults of the whole form on every change, row by row through every
 * array: for a table of a thousand parcels that is most of the 100+ ms the form spends
 * when the table hands its edits over. The `table` field makes its own rows (with their
 * defaults, `getDefaultFormState` of the row schema) and reads the rows' schema with
 * `rowSchemaOf`, so arrays it renders are given to rjsf with `items: { type: 'object' }` and
 * the row schema aside. Rows rjsf adds to reach `minItems` therefore start empty (`{}`), even
 * when the row schema has defaults; rows added with "Add row" or a paste get them. Validation is unaffected (the precompiled validators are built from the files).
 * Tables are found through `properties` and `items`, where the forms put them; one inside
 * `oneOf`/`allOf` branches is left as it is (correct, only slower).
 */
export function keepTableRowsAside(schema: RJSFSchema, uiSchema: UiSchema | undefined, isTable: (ui: UiSchema | undefined) => boolean): RJSFSchema {
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object') {
    if (isTable(uiSchema)) return { ...schema, items: ROW_FOR_RJSF, [ROWS_KEY]: schema.items } as RJSFSchema;
    const items = keepTableRowsAside(schema.items as RJSFSchema, uiSchema?.items as UiSchema | undefined, isTable);
    return items === schema.items ? schema : { ...schema, items };
  }
  if (!schema.properties) return schema;
  let changed = false;
  const properties: Record<string, RJSFSchema> = {};
  for (const [key, child] of Object.entries(schema.properties)) {
    const next = keepTableRowsAside(child as RJSFSchema, uiSchema?.[key] as UiSchema | undefined, isTable);
    properties[key] = next;
    changed ||= next !== child;
  }
  return changed ? { ...schema, properties } : schema;
}
