import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** One question of a flat form: a text, password or hidden input. */
export interface FlatField {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The field's ui options (`ui:autocomplete` → `autocomplete`), as rjsf's getUiOptions gives them. */
  options: Record<string, unknown>;
  required: boolean;
  widget: 'text' | 'password' | 'hidden';
}

// what a flat form may hold: plain strings checked by the validator, in a text, password or hidden input
const FIELD_KEYS = new Set(['type', 'title', 'description', 'maxLength', 'minLength', 'pattern', 'filled', 'password', 'confirmed', 'errorMessage']);
const FIELD_UI_KEYS = new Set(['ui:widget', 'ui:autofocus', 'ui:autocomplete', 'ui:help', 'ui:placeholder']);
const FORM_KEYS = new Set(['$schema', '$id', 'title', 'description', 'type', 'required', 'properties', 'additionalProperties']);
const FORM_UI_KEYS = new Set(['ui:order', 'ui:submitButtonOptions', 'ui:label']);
const WIDGETS = new Set([undefined, 'text', 'password', 'hidden']);

/** rjsf's getUiOptions for the keys a flat form's field may carry. */
const optionsOf = (ui: UiSchema): Record<string, unknown> =>
  Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith('ui:') && key !== 'ui:options').map(([key, value]) => [key.slice(3), value]));

/**
 * The questions of a form when it is flat (an object of string fields in text, password or
 * hidden inputs, no conditions, choices or groups: the guests' sign-in and recovery forms),
 * in `ui:order`; undefined for any other form, which rjsf draws (SchemaForm). The form's title
 * and description are not drawn: the flat forms hide them (`"ui:label": false`) and the page says them.
 */
export function flatFields(schema: RJSFSchema, uiSchema: UiSchema): FlatField[] | undefined {
  if (schema.type !== 'object' || Object.keys(schema).some((key) => !FORM_KEYS.has(key))) return undefined;
  if (uiSchema['ui:label'] !== false) return undefined;
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const uiKeys = Object.keys(uiSchema).filter((key) => key.startsWith('ui:'));
  if (uiKeys.some((key) => !FORM_UI_KEYS.has(key))) return undefined;
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
    fields.push({ name, schema: field, uiSchema: ui, options: optionsOf(ui), required: required.has(name), widget: (widget ?? 'text') as FlatField['widget'] });
  }
  return fields;
}
