import type { RJSFSchema, UiSchema } from '@rjsf/utils';

type Translate = (id: string) => string;

const TRANSLATED_SCHEMA_KEYS = new Set(['title', 'description']);
const TRANSLATED_UI_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'submitText']);

function walk(node: unknown, keys: Set<string>, translate: Translate): unknown {
  if (Array.isArray(node)) return node.map((item) => walk(item, keys, translate));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      keys.has(key) && typeof value === 'string' ? translate(value) : walk(value, keys, translate),
    ]),
  );
}

/**
 * Schemas carry message ids in `title` and `description` (and ui schemas in ui:title,
 * ui:help, ui:placeholder…); this returns copies with the words of the current locale.
 */
export function translateSchema(schema: RJSFSchema, translate: Translate): RJSFSchema {
  return walk(schema, TRANSLATED_SCHEMA_KEYS, translate) as RJSFSchema;
}

export function translateUiSchema(uiSchema: UiSchema, translate: Translate): UiSchema {
  return walk(uiSchema, TRANSLATED_UI_KEYS, translate) as UiSchema;
}
