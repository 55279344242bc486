import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { chakraTheme } from '../../renderers/chakra-theme';
import { fields, widgets } from '../../renderers/registry';
import type { LazyRenderer } from '../../renderers/lazy-renderer';

type Renderer = Partial<LazyRenderer<object>>;

// rjsf's names for what it picks when the ui schema names nothing (utils' widget map)
const themeWidget = (name: string) => (chakraTheme.widgets?.[name] ?? undefined) as Renderer | undefined;
const byName = (name: string): Renderer | undefined =>
  (widgets as Record<string, unknown>)[name] ?? (fields as Record<string, unknown>)[name] ?? themeWidget(`${name[0].toUpperCase()}${name.slice(1)}Widget`) ?? themeWidget(name);

/** Every renderer the ui schema names (`ui:widget`, `ui:field`), at any depth. */
function namedIn(ui: unknown, found: Set<Renderer>): void {
  if (!ui || typeof ui !== 'object') return;
  for (const [key, value] of Object.entries(ui)) {
    if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') {
      const renderer = byName(value);
      if (renderer) found.add(renderer);
    } else namedIn(value, found);
  }
}

/** The renderers rjsf picks by itself for the schema's questions: yes/no boxes, choices, dates. */
function impliedBy(schema: unknown, found: Set<Renderer>): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach((item) => impliedBy(item, found));
  const node = schema as Record<string, unknown>;
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (types.includes('boolean')) found.add(themeWidget('CheckboxWidget')!);
  if (Array.isArray(node.enum) || Array.isArray(node.oneOf) || Array.isArray(node.anyOf)) found.add(widgets.select as Renderer);
  if (node.format === 'date') found.add(widgets.date as Renderer);
  for (const value of Object.values(node)) if (value && typeof value === 'object') impliedBy(value, found);
}

/**
 * The lazily loaded renderers a form will show that have not arrived yet. A form waits for
 * them (as for its validator) rather than show questions one by one as their code arrives.
 */
export function missingRenderers(schema: RJSFSchema, uiSchema: UiSchema | undefined): Renderer[] {
  const found = new Set<Renderer>();
  namedIn(uiSchema, found);
  impliedBy(schema, found);
  return [...found].filter((renderer) => renderer.isLoaded && !renderer.isLoaded());
}
