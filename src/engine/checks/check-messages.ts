import { walkSchema } from '../schema-walk.ts';
import { pointerOf } from '../json-pointer.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

const UI_TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'submitText']);

function missingIn(id: string, project: SchemaProject): string[] {
  return Object.entries(project.catalogues)
    .filter(([, messages]) => messages[id] === undefined)
    .map(([locale]) => locale);
}

/** Every `title`/`description` of a schema (and every text of a ui schema) is a message id in el, en and es. */
export function checkSchemaMessages(file: string, schema: unknown, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walkSchema(schema, ({ schema: node, pointer }) => {
    for (const key of ['title', 'description'] as const) {
      const id = node[key];
      if (typeof id !== 'string') continue;
      const missing = missingIn(id, project);
      if (missing.length) {
        problems.push({ file, pointer: `${pointer}/${key}`, message: `message id "${id}" is missing in ${missing.join(', ')}` });
      }
    }
  });
  return problems;
}

export function checkUiMessages(file: string, ui: unknown, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const go = (node: unknown, segments: (string | number)[]) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (UI_TEXT_KEYS.has(key) && typeof value === 'string') {
        const missing = missingIn(value, project);
        if (missing.length) {
          problems.push({ file, pointer: pointerOf([...segments, key]), message: `message id "${value}" is missing in ${missing.join(', ')}` });
        }
      } else {
        go(value, [...segments, key]);
      }
    }
  };
  go(ui, []);
  return problems;
}
