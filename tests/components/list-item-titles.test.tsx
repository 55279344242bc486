import { screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../helpers/render-form';
import { formCatalog } from '../../src/forms/form-catalog';
import { formFixture } from '../../src/forms/form-fixtures';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/** Lists rjsf draws itself (no renderer of their own, not checkboxes) whose items have no title. */
function untitledLists(schema: Node, ui: Node, path: string): string[] {
  const found: string[] = [];
  if (isNode(schema.items) && !ui['ui:field'] && ui['ui:widget'] !== 'checkboxes') {
    if (typeof schema.items.title !== 'string' && !schema.items.$ref) found.push(path);
    found.push(...untitledLists(schema.items, isNode(ui.items) ? ui.items : {}, `${path}/items`));
  }
  for (const source of [schema, schema.then, schema.else, ...((schema.allOf as unknown[]) ?? [])]) {
    if (!isNode(source) || !isNode(source.properties)) continue;
    for (const [name, p] of Object.entries(source.properties)) if (isNode(p)) found.push(...untitledLists(p, isNode(ui[name]) ? (ui[name] as Node) : {}, `${path}/${name}`));
  }
  return found;
}

describe('items of a list are named sensibly, in the language of the page', () => {
  it('a GLOBALG.A.P. destination country is "Χώρα", never "Χώρες προορισμού-1"', async () => {
    const appendix = formCatalog.get('globalgap/appendix-1')!;
    renderForm({ schema: appendix.schema as RJSFSchema, uiSchema: appendix.uiSchema as UiSchema, formData: formFixture(appendix.id) as Record<string, unknown>, locale: 'el' });
    const countries = await screen.findAllByRole('textbox', { name: /^Χώρα/ });
    expect(countries.length).toBe(((formFixture(appendix.id) as Node).destination_countries as unknown[]).length);
    expect(document.body.textContent).not.toMatch(/-\d+\s*\*/);
    expect(screen.queryAllByText(/προορισμού-\d/)).toEqual([]);
  });

  it('every list rjsf draws item by item gives its items a title (forms of schemas/)', () => {
    const untitled = formCatalog.ids.flatMap((id) => {
      const form = formCatalog.get(id)!;
      return untitledLists(form.schema as Node, (form.uiSchema ?? {}) as Node, id);
    });
    expect(untitled).toEqual([]);
  });
});
