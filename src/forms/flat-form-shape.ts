import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** One question of a flat form: a text, password or hidden input, or a list of choices. */
export interface FlatField {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The field's ui options (`ui:autocomplete` → `autocomplete`), as rjsf's getUiOptions gives them. */
  options: Record<string, unknown>;
  required: boolean;
  widget: 'text' | 'password' | 'hidden' | 'select';
  /** A list's choices (`oneOf` of `const` and `title`), as rjsf's `enumOptions`. */
  choices?: { value: string; label: string }[];
}

// what a flat form may hold: plain strings checked by the validator, in a text, password or
// hidden input, or one choice of a list (`oneOf` of constants)
const FIELD_KEYS = new Set(['type', 'title', 'description', 'maxLength', 'minLength', 'pattern', 'filled', 'password', 'confirmed', 'errorMessage', 'oneOf']);
const FIELD_UI_KEYS = new Set(['ui:widget', 'ui:autofocus', 'ui:autocomplete', 'ui:help', 'ui:placeholder']);
const FORM_KEYS = new Set(['$schema', '$id', 'title', 'description', 'type', 'required', 'properties', 'additionalProperties']);
const FORM_UI_KEYS = new Set(['ui:order', 'ui:submitButtonOptions', 'ui:label', 'ui:options']);
const WIDGETS = new Set([undefined, 'text', 'password', 'hidden']);

/** rjsf's getUiOptions for the keys a flat form's field may carry. */
const optionsOf = (ui: UiSchema): Record<string, unknown> =>
  Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith('ui:') && key !== 'ui:options').map(([key, value]) => [key.slice(3), value]));

/** A list's choices when every `oneOf` entry is a string constant with a title, else undefined. */
function choicesOf(field: RJSFSchema): { value: string; label: string }[] | undefined {
  const options = field.oneOf as RJSFSchema[] | undefined;
  if (!Array.isArray(options)) return undefined;
  const plain = options.every((option) => typeof option.const === 'string' && typeof option.title === 'string' && Object.keys(option).length === 2);
  return plain ? options.map((option) => ({ value: option.const as string, label: option.title as string })) : undefined;
}

/**
 * The questions of a form when it is flat (an object of string fields in text, password or
 * hidden inputs or lists of choices, no conditions or groups: the guests' sign-in, recovery
 * and search forms), in `ui:order`; undefined for any other form, which rjsf draws (SchemaForm).
 * Its only form-wide option is `columns` (as ObjectFieldTemplate lays them out).
 */
export function flatFields(schema: RJSFSchema, uiSchema: UiSchema): FlatField[] | undefined {
  if (schema.type !== 'object' || Object.keys(schema).some((key) => !FORM_KEYS.has(key))) return undefined;
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const uiKeys = Object.keys(uiSchema).filter((key) => key.startsWith('ui:'));
  if (uiKeys.some((key) => !FORM_UI_KEYS.has(key))) return undefined;
  const formOptions = (uiSchema['ui:options'] ?? {}) as Record<string, unknown>;
  if (Object.keys(formOptions).some((key) => key !== 'columns')) return undefined;
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(properties);
  if (order.length !== Object.keys(properties).length || order.some((name) => !(name in properties))) return undefined;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields: FlatField[] = [];
  for (const name of order) {
    const field = properties[name];
    const ui = (uiSchema[name] ?? {}) as UiSchema;
    const widget = ui['ui:widget'] as string | undefined;
    if (!field || field.type !== 'string' || Object.keys(field).some((key) => !FIELD_KEYS.has(key))) return undefined;
    if (Object.keys(ui).some((key) => !FIELD_UI_KEYS.has(key)) || !WIDGETS.has(widget)) return undefined;
    const base = { name, schema: field, uiSchema: ui, options: optionsOf(ui), required: required.has(name) };
    if (field.oneOf === undefined) fields.push({ ...base, widget: (widget ?? 'text') as FlatField['widget'] });
    else {
      const choices = choicesOf(field);
      if (!choices || widget !== undefined) return undefined;
      fields.push({ ...base, widget: 'select', choices });
    }
  }
  return fields;
}
