import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Where the row schema of a table-rendered array is kept in the schema rjsf is given. */
const ROWS_KEY = 'x-table-rows';
/** Where the keys of a table's tick-box columns are kept beside it (`tickBoxKeys`). */
const BOXES_KEY = 'x-table-boxes';

/**
 * Whether a row property is drawn as a tick box in the grid: a boolean with no renderer of its
 * own and not hidden (renderers/table/columns.ts draws the same properties as boxes).
 */
export function isTickBox(property: unknown, ui: UiSchema | undefined): boolean {
  if (!property || typeof property !== 'object') return false;
  const type = (property as RJSFSchema).type;
  const primary = Array.isArray(type) ? type.find((t) => t !== 'null') : type;
  return primary === 'boolean' && !ui?.['ui:cell'] && ui?.['ui:widget'] !== 'hidden';
}

/** The keys of a row schema's tick-box columns. */
export function tickBoxKeys(rowSchema: RJSFSchema | undefined, rowUi: UiSchema | undefined): string[] {
  const properties = (rowSchema?.properties ?? {}) as Record<string, unknown>;
  return Object.keys(properties).filter((key) => isTickBox(properties[key], rowUi?.[key] as UiSchema | undefined));
}

/**
 * A row's tick boxes, unticked. A tick box in a grid has no look for "not answered": an empty
 * box reads "no", and the answers say so (`false`), whichever way the row came (the rows a
 * table starts with, "Add row", a paste, rows saved before a column was added), so an unticked
 * box is never refused as missing (docs/decisions.md).
 */
export const uncheckedBoxes = (keys: readonly string[]): Record<string, boolean> => Object.fromEntries(keys.map((key) => [key, false]));

const filledRows = new WeakMap<readonly unknown[], readonly unknown[]>();

/**
 * `rows` with every tick box they leave out unticked (`false`): the same array when none is
 * left out (the usual case; a table with no box costs nothing), else the same filled copy
 * each time it is given the same array, so its handle stays the same (table-handles.ts).
 */
export function withUncheckedBoxes(rows: readonly unknown[], keys: readonly string[]): readonly unknown[] {
  if (!keys.length) return rows;
  const known = filledRows.get(rows);
  if (known) return known;
  const lacks = (row: unknown) => !!row && typeof row === 'object' && !Array.isArray(row) && keys.some((key) => !(key in row));
  if (!rows.some(lacks)) return rows;
  const filled = rows.map((row) => (lacks(row) ? { ...uncheckedBoxes(keys), ...(row as object) } : row));
  filledRows.set(rows, filled);
  filledRows.set(filled, filled);
  return filled;
}

/** The keys of the tick-box columns of a table `keepTableRowsAside` set aside (none for any other schema). */
export const tableBoxesOf = (schema: RJSFSchema): string[] => ((schema as Record<string, unknown>)[BOXES_KEY] as string[] | undefined) ?? [];

/**
 * The rows a table starts with when it must have some (`minItems`) and the form holds none
 * yet: as the array's own default, since rjsf is not shown the rows' schema; empty but for
 * their unticked boxes. Rows given are never padded (rjsf does not pad them either).
 */
function emptyRows(schema: RJSFSchema, boxes: readonly string[]): { default?: unknown } {
  if (!schema.minItems || 'default' in schema) return {};
  return { default: Array.from({ length: schema.minItems }, () => uncheckedBoxes(boxes)) };
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
 * with (`minItems`) start empty but for their unticked boxes, even when the row schema has
 * defaults; rows added with "Add row" or a paste get them. Validation sees the rows (the precompiled validators are built
 * from the files, and `validatingRows` puts the rows back). Tables are found through
 * `properties` and `items`, where the forms put them; one inside `oneOf`/`allOf` branches is
 * left as it is (correct, only slower).
 */
export function keepTableRowsAside(schema: RJSFSchema, uiSchema: UiSchema | undefined, isTable: (ui: UiSchema | undefined) => boolean): RJSFSchema {
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object') {
    if (isTable(uiSchema)) {
      const { type: _type, items, ...rest } = schema;
      const boxes = tickBoxKeys(items as RJSFSchema, uiSchema?.items as UiSchema | undefined);
      return { ...rest, ...emptyRows(schema, boxes), [ROWS_KEY]: items, ...(boxes.length ? { [BOXES_KEY]: boxes } : {}) } as RJSFSchema;
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
