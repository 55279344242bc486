import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { isTableSchema, tableBoxesOf, withUncheckedBoxes } from './table-rows';

/** Most handles a form keeps (the newest; the form's current rows are renewed on every render). */
const KEPT = 64;
let forms = 0;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * What rjsf holds in place of a table's rows: a short string naming them. rjsf copies the whole
 * answers (`structuredClone`), serialises them for validation, merges defaults into them and
 * deep-compares old and new answers several times on every change anywhere in the form; with the
 * rows themselves in there that was a pass over every cell of every row (180 ms for 10,000
 * parcels each time a table handed its edits over). A handle makes each of those passes cost
 * nothing for the table, and the rows are the same objects the caller holds. The form's caller
 * and its validator see the rows, never a handle (`withRows`).
 */
export interface TableHandles {
  /** The handle of these rows (the same one while they are the same array). */
  handleFor(rows: readonly unknown[]): string;
  /** The rows a field's value stands for: the rows of a handle, or the value when it is an array. */
  rowsOf(value: unknown): readonly unknown[] | undefined;
  /** `data` with every handle in it replaced by its rows (copied where one was, otherwise as it is). */
  withRows<T>(data: T): T;
}

export function createTableHandles(): TableHandles {
  const prefix = `\u2063table-rows ${(forms += 1)}:`;
  let made = 0;
  const rowsByHandle = new Map<string, readonly unknown[]>();
  const handleByRows = new WeakMap<readonly unknown[], string>();

  const rowsOf = (value: unknown): readonly unknown[] | undefined => {
    if (Array.isArray(value)) return value;
    if (typeof value !== 'string' || !value.startsWith(prefix)) return undefined;
    const rows = rowsByHandle.get(value);
    // Only handles of the newest KEPT hand-overs are ever in rjsf's answers; losing rows silently would lose what was typed.
    if (!rows) throw new Error(`table rows ${value.slice(1)} are no longer known`);
    return rows;
  };

  const withRows = (data: unknown): unknown => {
    const rows = rowsOf(data);
    if (rows) return rows === data ? mapArray(rows, withRows) : rows;
    if (isPlainObject(data)) return mapObject(data, withRows);
    return data;
  };

  return {
    handleFor(rows) {
      let handle = handleByRows.get(rows);
      if (handle === undefined) {
        handle = `${prefix}${(made += 1)}`;
        handleByRows.set(rows, handle);
      }
      // newest last: a handle in use is renewed each time the form renders its rows
      rowsByHandle.delete(handle);
      rowsByHandle.set(handle, rows);
      if (rowsByHandle.size > KEPT) rowsByHandle.delete(rowsByHandle.keys().next().value as string);
      return handle;
    },
    rowsOf,
    withRows: withRows as <T>(data: T) => T,
  };
}

function mapArray(items: readonly unknown[], map: (value: unknown) => unknown): unknown[] {
  let copy: unknown[] | undefined;
  items.forEach((item, i) => {
    const next = map(item);
    if (next !== item) (copy ??= items.slice())[i] = next;
  });
  return copy ?? (items as unknown[]);
}

function mapObject(object: Record<string, unknown>, map: (value: unknown) => unknown): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(object)) {
    const next = map(value);
    if (next !== value) (copy ??= { ...object })[key] = next;
  }
  return copy ?? object;
}

/**
 * The answers as rjsf is given them: the rows of each table (an array whose schema
 * `keepTableRowsAside` set aside) replaced by their handle. Walks `properties` and `items` as
 * `keepTableRowsAside` does, never into a table's rows.
 */
export function withHandles<T>(schema: RJSFSchema, data: T, handles: TableHandles, onFilled?: () => void): T {
  return put(schema, data, handles, onFilled) as T;
}

function put(schema: RJSFSchema | undefined, data: unknown, handles: TableHandles, onFilled?: () => void): unknown {
  if (!schema || typeof schema !== 'object') return data;
  if (Array.isArray(data)) {
    if (isTableSchema(schema)) {
      // a box a row leaves out (a row saved before its column was added, or never set) is unticked: "no"
      const rows = withUncheckedBoxes(data, tableBoxesOf(schema));
      if (rows !== data) onFilled?.();
      return handles.handleFor(rows);
    }
    const items = schema.items;
    if (!items || Array.isArray(items) || typeof items !== 'object') return data;
    return mapArray(data, (item) => put(items as RJSFSchema, item, handles, onFilled));
  }
  if (!isPlainObject(data) || !schema.properties) return data;
  const properties = schema.properties as Record<string, RJSFSchema>;
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(properties)) {
    if (!(key in data)) continue;
    const next = put(child, data[key], handles, onFilled);
    if (next !== data[key]) (copy ??= { ...data })[key] = next;
  }
  return copy ?? data;
}

/**
 * Values as rjsf's own validation would see them after its JSON round trip (it validates
 * `JSON.parse(JSON.stringify(answers))`, which drops keys set to `undefined` and turns
 * non-finite numbers into null): the rows put back by `withRows` were never serialised. Copies
 * only what needs it; a pass over the cells, no serialising.
 */
function asJson(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return mapArray(value, (item) => (item === undefined ? null : asJson(item)));
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toJSON();
  const object = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  // for…in, not Object.entries: no array made per row (10,000 rows are walked on every change)
  for (const key in object) {
    const item = object[key];
    // strings and finite numbers, most cells, stay as they are
    if (typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item))) continue;
    if (item === undefined || typeof item === 'function') {
      copy ??= { ...object };
      delete copy[key];
      continue;
    }
    const next = asJson(item);
    if (next !== item) (copy ??= { ...object })[key] = next;
  }
  return copy ?? value;
}

/** A validator that checks the rows behind each handle (rjsf hands it answers holding handles). */
export function validatingRows<V extends ValidatorType>(validator: V, handles: TableHandles): V {
  const validateFormData = validator.validateFormData.bind(validator);
  const isValid = validator.isValid.bind(validator);
  validator.validateFormData = (formData, ...rest) => validateFormData(asJson(handles.withRows(formData)) as typeof formData, ...rest);
  validator.isValid = (schema, formData, root) => isValid(schema, handles.withRows(formData), root);
  return validator;
}
