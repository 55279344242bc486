import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { formCatalog } from '../../../src/forms/form-catalog';
import { formFixture } from '../../../src/forms/form-fixtures';
import { createTableHandles, withHandles } from '../../../src/forms/table-handles';
import { keepTableRowsAside } from '../../../src/forms/table-rows';
import { tablePointers } from '../../../src/validation/table-rows-apart';
import { createFormRegistry } from '../../../src/validation/validate';
import { newRowBoxes, tableColumns } from '../../../renderers/table/columns';

// "An unticked box in a table is 'No'", for every boolean column of every table of every form
// of the catalogue, found by walking schemas/ (not a list): the rows a table starts with, a row
// added, and rows given without the box (a draft saved before, a first row never touched) all
// hold `false`, and the form's validator (the server's) finds nothing missing there.

const isTable = (ui: UiSchema | undefined) => ui?.['ui:field'] === 'table';
const registry = createFormRegistry();
const at = (value: unknown, segments: readonly string[]): unknown =>
  segments.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);

interface BoxColumn {
  form: string;
  /** The table's place in the answers (its schema pointer is `/properties/…` at every step). */
  table: string[];
  key: string;
  minItems: number;
}

const boxColumns: BoxColumn[] = formCatalog.ids.map((id) => formCatalog.get(id)!).flatMap((form) =>
  tablePointers(form.schema, form.uiSchema).flatMap((pointer) => {
    const schemaSegments = pointer.split('/').slice(1);
    // tables inside a list's items would need the answers walked per item: none is there today, and this says so if one comes
    expect(schemaSegments.filter((_, i) => i % 2 === 0).every((s) => s === 'properties'), `${form.id}${pointer}`).toBe(true);
    const table = schemaSegments.filter((_, i) => i % 2 === 1);
    const list = at(form.schema, schemaSegments) as RJSFSchema;
    const ui = at(form.uiSchema, table) as UiSchema | undefined;
    const columns = tableColumns(list.items as RJSFSchema, ui?.items as UiSchema | undefined);
    return columns
      .filter((column) => column.kind === 'boolean' && !column.cell)
      .map((column) => ({ form: form.id, table, key: column.key, minItems: list.minItems ?? 0 }));
  }),
);

describe('an unticked box in any table of any form is "No"', () => {
  it('finds the tables\' boolean columns in the catalogue (GLOBALG.A.P. appendices among them)', () => {
    const named = boxColumns.map((c) => `${c.form}/${c.table.join('/')}/${c.key}`);
    expect(named).toEqual(expect.arrayContaining([
      'globalgap/appendix-1/products/parallel_production',
      'globalgap/appendix-1/products/parallel_ownership',
      'globalgap/appendix-2/products/produce_handling',
    ]));
    expect(boxColumns.length).toBeGreaterThan(15);
  });

  it.each(boxColumns.map((c) => [`${c.form} ${c.table.join('/')} ${c.key}`, c] as const))('%s: unticked everywhere a row comes from, and not missing', (_name, column) => {
    const form = formCatalog.get(column.form)!;
    const aside = keepTableRowsAside(form.schema as RJSFSchema, form.uiSchema as UiSchema, isTable);
    const node = at(aside, column.table.flatMap((key) => ['properties', key])) as RJSFSchema;
    // the rows a new form starts with
    if (column.minItems) {
      expect((node.default as Record<string, unknown>[]).map((row) => row[column.key])).toEqual(Array(column.minItems).fill(false));
    }
    // a row added ("Add row", a paste)
    const list = at(form.schema, column.table.flatMap((key) => ['properties', key])) as RJSFSchema;
    const ui = at(form.uiSchema, column.table) as UiSchema | undefined;
    expect(newRowBoxes(tableColumns(list.items as RJSFSchema, ui?.items as UiSchema | undefined))[column.key]).toBe(false);

    // rows given without the box: the form's own sample answers, the box taken out of each row
    const fixture = structuredClone((formFixture(column.form) ?? {}) as Record<string, unknown>);
    const parent = at(fixture, column.table.slice(0, -1)) as Record<string, unknown>;
    const last = column.table[column.table.length - 1];
    const rows = ((parent[last] as Record<string, unknown>[] | undefined)?.length ? parent[last] : [{}]) as Record<string, unknown>[];
    parent[last] = rows.map(({ [column.key]: _left, ...row }) => row);
    const handles = createTableHandles();
    // as the form holds them (rjsf's answers, then the caller's: what is saved and validated)
    const held = handles.withRows(withHandles(aside, fixture, handles)) as Record<string, unknown>;
    const heldRows = at(held, column.table) as Record<string, unknown>[];
    expect(heldRows.map((row) => row[column.key])).toEqual(rows.map(() => false));
    const issues = registry.validate(column.form, held).filter((issue) => issue.path.startsWith(`/${column.table.join('/')}/`));
    expect(issues.filter((issue) => issue.path.endsWith(`/${column.key}`) || issue.params.missingProperty === column.key)).toEqual([]);
  });
});
