import type { RJSFSchema, UiSchema } from '@rjsf/utils';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * rjsf labels each item of a plain list "<list title>-<n>" ("Countries of destination-1") and
 * lets that win over the items' own title. The items' title (a list's schema should give one,
 * e.g. "Country") becomes their `ui:title`, which rjsf puts first. Lists drawn by a renderer
 * of their own (`ui:field`: table, handling sites…) and checkbox lists are left alone.
 */
export function titleArrayItems(schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  return visit(schema as Node, uiSchema as Node) as UiSchema;
}

function visit(schema: Node, ui: Node): Node {
  let out = ui;
  const items = schema.items;
  if (isNode(items) && !ui['ui:field'] && ui['ui:widget'] !== 'checkboxes') {
    const itemUi = isNode(ui.items) ? ui.items : {};
    const titled = typeof items.title === 'string' && !itemUi['ui:title'] ? { ...itemUi, 'ui:title': items.title } : itemUi;
    const next = visit(items, titled);
    if (next !== ui.items) out = { ...out, items: next };
  }
  // Properties, including those a condition or a combination adds.
  const sources = [schema, schema.then, schema.else, ...((schema.allOf as unknown[]) ?? []), ...((schema.oneOf as unknown[]) ?? []), ...((schema.anyOf as unknown[]) ?? [])];
  for (const source of sources) {
    if (!isNode(source) || !isNode(source.properties)) continue;
    for (const [name, property] of Object.entries(source.properties)) {
      if (!isNode(property)) continue;
      const before = isNode(out[name]) ? (out[name] as Node) : {};
      const after = visit(property, before);
      if (after !== before) out = { ...out, [name]: after };
    }
  }
  return out;
}
