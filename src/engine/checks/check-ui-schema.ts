import { pointerOf } from '../json-pointer.ts';
import { bundledForm, childSchemas, propertyNames } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;

// rjsf's own widgets and fields, always available besides the portal's renderers.
const BUILT_IN_WIDGETS = new Set([
  'text', 'textarea', 'password', 'email', 'uri', 'url', 'color', 'file', 'hidden', 'updown', 'range',
  'select', 'radio', 'checkbox', 'checkboxes', 'date', 'datetime', 'time', 'alt-date', 'alt-datetime',
]);
const BUILT_IN_FIELDS = new Set(['ArrayField', 'BooleanField', 'NumberField', 'ObjectField', 'SchemaField', 'StringField', 'NullField']);

const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * `ui:order` as rjsf reads it: every name is a property of the object (one written in a
 * `then`, `oneOf` option or `dependencies` branch counts), and every property is listed
 * unless a `"*"` stands for the rest — otherwise rjsf refuses to draw the form.
 */
function orderProblems(order: unknown, node: Json, root: Json, file: string, segments: string[]): SchemaProblem[] {
  if (!Array.isArray(order)) return [];
  const { names, open, declared } = propertyNames(node, root);
  if (!declared || open) return [];
  const problems: SchemaProblem[] = [];
  const at = [...segments, 'ui:order'];
  order.forEach((name, i) => {
    if (name !== '*' && !names.has(name as string)) {
      problems.push({ file, pointer: pointerOf([...at, i]), message: `ui:order names "${String(name)}", which is not a property of the form's schema` });
    }
    if (order.indexOf(name) !== i) problems.push({ file, pointer: pointerOf([...at, i]), message: `ui:order lists "${String(name)}" twice` });
  });
  const missing = [...names].filter((name) => !order.includes(name));
  if (!order.includes('*') && missing.length) {
    problems.push({ file, pointer: pointerOf(at), message: `ui:order leaves out ${quoted(missing)}: list them or add "*" for the rest` });
  }
  return problems;
}

/**
 * A ui schema names only properties its form has, only renderers that exist, and a
 * `ui:order` rjsf accepts. Walks the ui schema beside the (bundled) form schema: `items` for
 * arrays and table rows, property names for objects, at every level.
 */
export function checkUiSchema(formId: string, project: SchemaProject): SchemaProblem[] {
  const file = `${formId}.ui.json`;
  const ui = project.files[file] as Json | undefined;
  if (!ui || !project.files[`${formId}.schema.json`]) return [];
  const problems: SchemaProblem[] = [];
  const root = bundledForm(`${formId}.schema.json`, project);
  const widgets = new Set([...BUILT_IN_WIDGETS, ...project.widgetNames]);
  const fields = new Set([...BUILT_IN_FIELDS, ...project.fieldNames]);

  const go = (uiNode: Json, node: Json, segments: string[]) => {
    problems.push(...orderProblems(uiNode['ui:order'], node, root, file, segments));
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
      } else if ((key === 'items' || key === 'additionalProperties') && childSchemas(node, root, key).length) {
        go(value as Json, { allOf: childSchemas(node, root, key) }, [...segments, key]);
      } else {
        const found = childSchemas(node, root, { property: key });
        const { open } = propertyNames(node, root);
        if (found.length) go(value as Json, { allOf: found }, [...segments, key]);
        else if (!open) problems.push({ file, pointer, message: `"${key}" is not a property of the form's schema` });
      }
    }
  };
  go(ui, root, []);
  return problems;
}
