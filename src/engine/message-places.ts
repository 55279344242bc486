/**
 * Where a schema or ui schema holds a message id rather than words: the renderers translate
 * these (src/forms/translate-schema.ts) and `schemas:check` looks each one up in el, en and es.
 */
export const SCHEMA_MESSAGE_KEYS: ReadonlySet<string> = new Set(['title', 'description']);

/** Keys of a ui schema node whose string value is a message id. */
export const UI_MESSAGE_KEYS: ReadonlySet<string> = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'submitText']);

/** Keys inside `ui:options` that rjsf reads as the field's texts (`getUiOptions` merges them with `ui:title`…). */
export const UI_OPTION_MESSAGE_KEYS: ReadonlySet<string> = new Set(['title', 'description', 'help', 'placeholder', 'label']);

/** Keys of a ui schema node whose value is a list of message ids (labels of enum options). */
export const UI_MESSAGE_LIST_KEYS: ReadonlySet<string> = new Set(['ui:enumNames']);

/**
 * The message ids of an ajv-errors `errorMessage`, with their pointers below it: a string, or
 * an object by keyword whose values are strings or, for `properties`, `items`, `required`
 * and `dependencies`, objects or lists of strings.
 */
export function errorMessageIds(value: unknown, segments: (string | number)[] = []): { id: string; segments: (string | number)[] }[] {
  if (typeof value === 'string') return [{ id: value, segments }];
  if (Array.isArray(value)) return value.flatMap((item, i) => errorMessageIds(item, [...segments, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => errorMessageIds(item, [...segments, key]));
  }
  return [];
}
