import { orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { CELL_NAMES } from '../renderer-names';
import { uncheckedBoxes } from '../../src/forms/table-rows';

/** How a column's cells are edited and how pasted text is converted for it (`choices`: several options of a list). */
export type ColumnKind = 'text' | 'number' | 'integer' | 'boolean' | 'enum' | 'date' | 'choices' | 'other';

export type CellValue = string | number | boolean | null | undefined | object;

export interface EnumOption {
  value: string | number | boolean | null;
  label: string;
}

/**
 * A cell drawn by its own renderer instead of as text (`"ui:cell"` in the item ui schema):
 * `dialog` opens the property's own field (a table, an upload) in a dialog, `computed` shows
 * a value computed from another column (read-only), `map` picks a row's coordinates on a map,
 * `multiChoice` chooses several options of the list of the property's items.
 */
export type CellRenderer = (typeof CELL_NAMES)[number];

/** One column of the table: one property of the item schema. */
export interface TableColumn {
  key: string;
  /** The property's title, already translated by <SchemaForm>; the key when it has none. */
  title: string;
  kind: ColumnKind;
  required: boolean;
  options: EnumOption[];
  /**
   * `multiChoice` whose list is another step's answers (a product's units among the codes of
   * Appendix 1's units table): the answer pointers of the property's own `amongAnswers`, so the
   * list offered and the rule that judges it are written once. The options are read in
   * (answer-options.ts) from the wizard's answers when the table renders.
   */
  optionsFrom?: string[];
  /**
   * `multiChoice` of a list (`items` of choices) that `optionsFrom` narrows (a member's products
   * among those of Appendix 2): every option of the list, offered or not, so that a value
   * chosen before, or pasted, is still read and shown by its words.
   */
  labels?: EnumOption[];
  cell?: CellRenderer;
  /** `dialog`: the property's schema and ui schema, rendered in the dialog. */
  schema?: RJSFSchema;
  ui?: UiSchema;
  /** `computed`: the computation's name (src/validation/computed-values.ts) and its source column, from the form's `computedBy`. */
  compute?: string;
  from?: string;
  /** `map`: the columns holding latitude and longitude. */
  lat?: string;
  lon?: string;
  /** `map`: ui:options of the map (tileUrl, geocoderUrl, center, zoom). */
  mapOptions?: Record<string, unknown>;
}

/** ui:options of a table whose rows get a map to pick their coordinates on (`rowMap`). */
export interface RowMapOption {
  lat: string;
  lon: string;
  [mapOption: string]: unknown;
}

/** The key of the column a `rowMap` adds; no property of a form may have it. */
export const MAP_COLUMN_KEY = '__map';

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

function primaryType(schema: RJSFSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  return type;
}

function enumOptions(schema: RJSFSchema): EnumOption[] {
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => ({ value: value as EnumOption['value'], label: String(value) }));
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as RJSFSchema[] | undefined;
  if (alternatives?.length && alternatives.every((alt) => typeof alt === 'object' && 'const' in alt)) {
    return alternatives.map((alt) => ({
      value: alt.const as EnumOption['value'],
      label: alt.title ?? String(alt.const),
    }));
  }
  return [];
}

function kindOf(schema: RJSFSchema): { kind: ColumnKind; options: EnumOption[] } {
  const options = enumOptions(schema);
  if (options.length) return { kind: 'enum', options };
  const type = primaryType(schema);
  if (type === 'string' && schema.format === 'date') return { kind: 'date', options };
  if (type === 'string' || type === undefined) return { kind: type ? 'text' : 'other', options };
  if (SCALARS.has(type)) return { kind: type as ColumnKind, options };
  return { kind: 'other', options };
}

/**
 * The columns of a table from the schema of its rows: properties in `ui:order` of the item
 * ui schema when given (rjsf's rules, `*` included), else in the schema's order.
 */
/** The words of one of a column's values: its option's label, or the value itself. */
export const labelOf = (column: TableColumn, value: unknown): string => (column.labels ?? column.options).find((option) => option.value === value)?.label ?? String(value);

export function tableColumns(
  itemSchema: RJSFSchema,
  itemUiSchema?: UiSchema,
  rowMap?: { option: RowMapOption; title: string },
  resolve: (schema: RJSFSchema) => RJSFSchema = (schema) => schema,
): TableColumn[] {
  const properties = (itemSchema.properties ?? {}) as Record<string, RJSFSchema | boolean>;
  const required = new Set(itemSchema.required ?? []);
  const order = itemUiSchema?.['ui:order'] as string[] | undefined;
  const keys = orderProperties(Object.keys(properties), order);
  return keys.flatMap((key) => {
    const written = properties[key];
    if (typeof written !== 'object') return [];
    // a list of choices written once under schemas/_defs/ is a `$ref`: the column needs its options
    const property = { ...resolve(written), title: written.title ?? resolve(written).title };
    const ui = (itemUiSchema?.[key] ?? {}) as UiSchema;
    if (ui['ui:widget'] === 'hidden') return [];
    const title = (ui['ui:title'] as string | undefined) ?? property.title ?? key;
    return [{ key, title, required: required.has(key), ...kindOf(property), ...cellOf(property, ui, resolve) }];
  }).concat(rowMap ? [mapColumn(rowMap.option, rowMap.title)] : []);
}

function cellOf(property: RJSFSchema, ui: UiSchema, resolve: (schema: RJSFSchema) => RJSFSchema): Partial<TableColumn> {
  const cell = ui['ui:cell'] as CellRenderer | undefined;
  if (cell === 'dialog') return { cell, kind: 'other', schema: property, ui };
  if (cell === 'multiChoice') {
    const items = property.items && typeof property.items === 'object' && !Array.isArray(property.items) ? resolve(property.items as RJSFSchema) : {};
    const options = enumOptions(items);
    const among = (property as { amongAnswers?: { of?: unknown } }).amongAnswers;
    // the rule's answers feed the options: all of them (unit codes), or those of the list they name (products)
    const optionsFrom = [among?.of].flat().filter((pointer): pointer is string => typeof pointer === 'string' && pointer.startsWith('/'));
    return { cell, kind: 'choices', options, ...(optionsFrom.length ? { optionsFrom } : {}) };
  }
  if (cell === 'computed') {
    // the computation is declared once, in the form (`computedBy`, which the server checks);
    // `ui:options` may still name one for a form that does not declare it
    const declared = ((property as Record<string, unknown>).computedBy ?? {}) as { name?: string; from?: string };
    const options = (ui['ui:options'] ?? {}) as { compute?: string; from?: string };
    return { cell, compute: options.compute ?? declared.name, from: options.from ?? declared.from };
  }
  return {};
}

function mapColumn(option: RowMapOption, title: string): TableColumn {
  const { lat, lon, ...mapOptions } = option;
  return { key: MAP_COLUMN_KEY, title, kind: 'other', required: false, options: [], cell: 'map', lat, lon, mapOptions };
}

/**
 * A new row's tick boxes, unticked (`false`): the columns drawn as boxes are those
 * `isTickBox` (src/forms/table-rows.ts) names, and an empty box reads "no" (`uncheckedBoxes`).
 */
export function newRowBoxes(columns: readonly TableColumn[]): Record<string, boolean> {
  return uncheckedBoxes(columns.filter((c) => c.kind === 'boolean' && !c.cell).map((c) => c.key));
}
