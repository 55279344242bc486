import { bundleSchema } from '../resolve-refs.ts';
import { pointerOf } from '../json-pointer.ts';
import { SCHEMA_BASE_URI } from '../schema-base.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;

// rjsf's own widgets and fields, always available besides the portal's renderers.
const BUILT_IN_WIDGETS = new Set([
  'text', 'textarea', 'password', 'email', 'uri', 'url', 'color', 'file', 'hidden', 'updown', 'range',
  'select', 'radio', 'checkbox', 'checkboxes', 'date', 'datetime', 'time', 'alt-date', 'alt-datetime',
]);
const BUILT_IN_FIELDS = new Set(['ArrayField', 'BooleanField', 'NumberField', 'ObjectField', 'SchemaField', 'StringField', 'NullField']);

function resolveLocal(schema: Json, root: Json): Json {
  let node = schema;
  for (let depth = 0; typeof node.$ref === 'string' && node.$ref.startsWith('#/') && depth < 20; depth++) {
    const path = node.$ref.slice(2).split('/');
    node = path.reduce<unknown>((n, key) => (n as Json | undefined)?.[key], root) as Json;
    if (!node) return {};
  }
  return node;
}

/** Every schema given for a property: in `properties`, and in what conditions add (`then`/`else`, also inside `allOf`). */
function schemasOf(node: Json, key: string, depth = 0): Json[] {
  const own = (node.properties as Json | undefined)?.[key] as Json | undefined;
  const found = own && typeof own === 'object' ? [own] : [];
  if (depth > 5) return found;
  for (const branch of [node.then, node.else, ...(Array.isArray(node.allOf) ? node.allOf : [])]) {
    if (branch && typeof branch === 'object') found.push(...schemasOf(branch as Json, key, depth + 1));
  }
  return found;
}

/**
 * A property of an object schema, with the properties that conditions add to it merged in:
 * the form shows them when the condition holds.
 */
function propertyOf(node: Json, key: string): Json | undefined {
  const all = schemasOf(node, key);
  if (all.length <= 1) return all[0];
  const properties = Object.assign({}, ...all.map((schema) => (schema.properties as Json | undefined) ?? {})) as Json;
  return { ...all[0], properties };
}

/**
 * A ui schema names only properties its form has, and only renderers that exist. Walks the
 * ui schema beside the (bundled) form schema: `items` for arrays, property names for objects.
 */
export function checkUiSchema(formId: string, project: SchemaProject): SchemaProblem[] {
  const file = `${formId}.ui.json`;
  const ui = project.files[file] as Json | undefined;
  const schema = project.files[`${formId}.schema.json`] as Json | undefined;
  if (!ui || !schema) return [];
  const problems: SchemaProblem[] = [];
  // A missing file counts as an empty schema here; checkRefs reports it.
  const lookup = (uri: string) => (project.files[uri.slice(SCHEMA_BASE_URI.length)] as Json | undefined) ?? {};
  const root = bundleSchema(schema, `${SCHEMA_BASE_URI}${formId}.schema.json`, lookup);
  const widgets = new Set([...BUILT_IN_WIDGETS, ...project.widgetNames]);
  const fields = new Set([...BUILT_IN_FIELDS, ...project.fieldNames]);

  const go = (uiNode: Json, schemaNode: Json, segments: string[]) => {
    const node = resolveLocal(schemaNode, root);
    for (const [key, value] of Object.entries(uiNode)) {
      const pointer = pointerOf([...segments, key]);
      if (key === 'ui:widget' && typeof value === 'string' && !widgets.has(value)) {
        problems.push({ file, pointer, message: `ui:widget "${value}" is not in renderers/registry.ts` });
      } else if (key === 'ui:field' && typeof value === 'string' && !fields.has(value)) {
        problems.push({ file, pointer, message: `ui:field "${value}" is not in renderers/registry.ts` });
      } else if (key === 'ui:cell' && typeof value === 'string' && project.cellNames && !project.cellNames.includes(value)) {
        problems.push({ file, pointer, message: `ui:cell "${value}" is not a table cell renderer (${project.cellNames.join(', ')})` });
      } else if (key.startsWith('ui:') || !value || typeof value !== 'object') {
        continue;
      } else if (key === 'items' && node.items && typeof node.items === 'object') {
        go(value as Json, node.items as Json, [...segments, key]);
      } else if (key === 'additionalProperties' && node.additionalProperties && typeof node.additionalProperties === 'object') {
        go(value as Json, node.additionalProperties as Json, [...segments, key]);
      } else {
        const property = propertyOf(node, key);
        if (!property) {
          problems.push({ file, pointer, message: `"${key}" is not a property of the form's schema` });
        } else {
          go(value as Json, property as Json, [...segments, key]);
        }
      }
    }
  };
  go(ui, root, []);
  return problems;
}
