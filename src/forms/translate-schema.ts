import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  SCHEMA_MESSAGE_KEYS,
  UI_MESSAGE_KEYS,
  UI_MESSAGE_LIST_KEYS,
  UI_OPTION_MESSAGE_KEYS,
} from '../engine/message-places.ts';

type Translate = (id: string) => string;
const NO_KEYS: ReadonlySet<string> = new Set();

// `inner` holds the keys translated one level down (those of `ui:options`).
function walk(node: unknown, keys: ReadonlySet<string>, translate: Translate, inner: ReadonlySet<string> = NO_KEYS): unknown {
  if (Array.isArray(node)) return node.map((item) => walk(item, keys, translate));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if ((keys.has(key) || inner.has(key)) && typeof value === 'string') return [key, translate(value)];
      if (UI_MESSAGE_LIST_KEYS.has(key) && keys === UI_MESSAGE_KEYS && Array.isArray(value)) {
        return [key, value.map((id) => (typeof id === 'string' ? translate(id) : id))];
      }
      return [key, walk(value, keys, translate, key === 'ui:options' && keys === UI_MESSAGE_KEYS ? UI_OPTION_MESSAGE_KEYS : NO_KEYS)];
    }),
  );
}

/**
 * Schemas carry message ids in `title` and `description` (and ui schemas in ui:title,
 * ui:help, ui:placeholder, ui:options' title…; see src/engine/message-places.ts); this
 * returns copies with the words of the current locale.
 */
export function translateSchema(schema: RJSFSchema, translate: Translate): RJSFSchema {
  return walk(schema, SCHEMA_MESSAGE_KEYS, translate) as RJSFSchema;
}

export function translateUiSchema(uiSchema: UiSchema, translate: Translate): UiSchema {
  return walk(uiSchema, UI_MESSAGE_KEYS, translate) as UiSchema;
}
