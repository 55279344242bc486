import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Where the row schema of a table-rendered array is kept in the schema rjsf is given. */
const ROWS_KEY = 'x-table-rows';

/**
 * What rjsf sees of a table's row: a schema with nothing to derive. rjsf passes over the
 * whole form after every change (defaults, sanitizing for a condition); for a row it can say
 * nothing about it makes no default and keeps the row as it is, the same object. An object
 * schema instead (`additionalProperties: true`, before) had every row resolved, a property stub
 * made for each of its cells and a copy merged, so every row differed from the last render's
 * for the deep comparisons after it (fewer allocations now; for 10,000 parcels the hand-over's
 * own CPU time was 160–165 ms before and 125–165 ms after: most of it is rjsf's copy and
 * validation of the whole answers, see docs/decisions.md). No `type` either: sanitizing rows
 * for an object with no properties empties them, one with no type keeps them.
 */
const ROW_FOR_RJSF: RJSFSchema = {};

/**
 * The empty rows a table starts with when it must have some (`minItems`) and the form holds
 * none yet: as the array's own default, since rjsf cannot make rows from `ROW_FOR_RJSF`. Rows
 * given are never padded (rjsf does not pad them either).
 */
function emptyRows(schema: RJSFSchema): { default?: unknown } {
  if (!schema.minItems || 'default' in schema) return {};
  return { default: Array.from({ length: schema.minItems }, () => ({})) };
}

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
 * `rowSchemaOf`, so arrays it renders are given to rjsf with `items: {}` (ROW_FOR_RJSF) and
 * the row schema aside. Rows a new form starts with (`minItems`) therefore start empty (`{}`), even
 * when the row schema has defaults; rows added with "Add row" or a paste get them. Validation is unaffected (the precompiled validators are built from the files).
 * Tables are found through `properties` and `items`, where the forms put them; one inside
 * `oneOf`/`allOf` branches is left as it is (correct, only slower).
 */
export function keepTableRowsAside(schema: RJSFSchema, uiSchema: UiSchema | undefined, isTable: (ui: UiSchema | undefined) => boolean): RJSFSchema {
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object') {
    if (isTable(uiSchema)) return { ...schema, ...emptyRows(schema), items: ROW_FOR_RJSF, [ROWS_KEY]: schema.items } as RJSFSchema;
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
