import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Where the row schema of a table-rendered array is kept in the schema rjsf is given. */
const ROWS_KEY = 'x-table-rows';

/**
 * The empty rows a table starts with when it must have some (`minItems`) and the form holds
 * none yet: as the array's own default, since rjsf is not shown the rows' schema. Rows
 * given are never padded (rjsf does not pad them either).
 */
function emptyRows(schema: RJSFSchema): { default?: unknown } {
  if (!schema.minItems || 'default' in schema) return {};
  return { default: Array.from({ length: schema.minItems }, () => ({})) };
}

/** Whether `keepTableRowsAside` made this node a table's (rjsf then holds a handle for its rows, see table-handles.ts). */
export const isTableSchema = (schema: RJSFSchema): boolean => ROWS_KEY in schema;

/** The schema of one row of an array: its `items`, or where `keepTableRowsAside` put them. */
export function rowSchemaOf(schema: RJSFSchema): RJSFSchema | undefined {
  const kept = (schema as Record<string, unknown>)[ROWS_KEY] as RJSFSchema | undefined;
  if (kept) return kept;
  return (Array.isArray(schema.items) ? schema.items[0] : schema.items) as RJSFSchema | undefined;
}

/**
 * rjsf derives the defaults of the whole form, copies, serialises and deep-compares all the
 * answers on every change: for a table of 10,000 parcels that was 180 ms each time the table
 * handed its edits over (or anything else in the form changed). Arrays the `table` field renders
 * are therefore given to rjsf as a node with no `type` and no `items` (their row schema aside
 * under ROWS_KEY, read with `rowSchemaOf`), and their rows as a handle (`table-handles.ts`):
 * rjsf derives nothing for them and passes over nothing of them. The `table` field makes its own
 * rows (with their defaults, `getDefaultFormState` of the row schema). Rows a new form starts
 * with (`minItems`) start empty (`{}`), even when the row schema has defaults; rows added with
 * "Add row" or a paste get them. Validation sees the rows (the precompiled validators are built
 * from the files, and `validatingRows` puts the rows back). Tables are found through
 * `properties` and `items`, where the forms put them; one inside `oneOf`/`allOf` branches is
 * left as it is (correct, only slower).
 */
export function keepTableRowsAside(schema: RJSFSchema, uiSchema: UiSchema | undefined, isTable: (ui: UiSchema | undefined) => boolean): RJSFSchema {
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object') {
    if (isTable(uiSchema)) {
      const { type: _type, items, ...rest } = schema;
      return { ...rest, ...emptyRows(schema), [ROWS_KEY]: items } as RJSFSchema;
    }
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
