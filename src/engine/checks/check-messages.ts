import { walkSchema } from '../schema-walk.ts';
import { pointerOf } from '../json-pointer.ts';
import { errorMessageIds, SCHEMA_MESSAGE_KEYS, UI_MESSAGE_KEYS, UI_MESSAGE_LIST_KEYS, UI_OPTION_MESSAGE_KEYS } from '../message-places.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

function missingIn(id: string, project: SchemaProject): string[] {
  return Object.entries(project.catalogues)
    // a broken file is named once, with its line and column; its ids are not called missing one by one
    .filter(([locale, messages]) => messages[id] === undefined && !project.brokenLocales?.has(locale))
    .map(([locale]) => locale);
}

/** A problem when `id` is missing in some locale, else nothing. */
export function messageProblem(file: string, pointer: string, id: string, project: SchemaProject): SchemaProblem[] {
  const missing = missingIn(id, project);
  return missing.length ? [{ file, pointer, message: `message id "${id}" is missing in ${missing.join(', ')}` }] : [];
}

/** Every `title`/`description` and `errorMessage` id of a schema is a message id in el, en and es. */
export function checkSchemaMessages(file: string, schema: unknown, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walkSchema(schema, ({ schema: node, pointer }) => {
    for (const key of SCHEMA_MESSAGE_KEYS) {
      const id = node[key];
      if (typeof id === 'string') problems.push(...messageProblem(file, `${pointer}/${key}`, id, project));
    }
    for (const { id, segments } of errorMessageIds(node.errorMessage, ['errorMessage'])) {
      problems.push(...messageProblem(file, `${pointer}${pointerOf(segments)}`, id, project));
    }
  });
  return problems;
}

/** Every text of a ui schema (ui:title, ui:help, ui:options' title, ui:enumNames…) is a message id in el, en and es. */
export function checkUiMessages(file: string, ui: unknown, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const go = (node: unknown, segments: (string | number)[], inOptions: boolean) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const at = [...segments, key];
      const isText = UI_MESSAGE_KEYS.has(key) || (inOptions && UI_OPTION_MESSAGE_KEYS.has(key));
      if (isText && typeof value === 'string') {
        problems.push(...messageProblem(file, pointerOf(at), value, project));
      } else if (UI_MESSAGE_LIST_KEYS.has(key) && Array.isArray(value)) {
        value.forEach((id, i) => typeof id === 'string' && problems.push(...messageProblem(file, pointerOf([...at, i]), id, project)));
      } else {
        go(value, at, key === 'ui:options' || key === 'ui:submitButtonOptions');
      }
    }
  };
  go(ui, [], false);
  return problems;
}
