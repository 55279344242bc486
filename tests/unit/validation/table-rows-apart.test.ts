import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ErrorObject } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonFile, readSchemaCatalog } from '../../../src/engine/schema-folder';
import { toIssues } from '../../../src/validation/issues';
import { formatMessage } from '../../../src/validation/messages';
import { createRjsfValidator } from '../../../src/validation/rjsf-validator';
import { compileStandalone } from '../../../src/validation/standalone';
import { tablePointers } from '../../../src/validation/table-rows-apart';
import type { CompiledValidate } from '../../../src/validation/types';
import { runtimeValidate } from '../../../src/forms/runtime-validator';
import { parcelRows, parcelTableSchema } from '../../../renderers/table/parcel-fixtures';

// The browser validates each table's rows apart and reuses what it found for rows it has seen
// (src/validation/table-rows-apart.ts); the server and the CLI validate the form whole. Both
// must find the same errors: same paths, keywords, parameters, messages and order.

const catalog = readSchemaCatalog();
const withTables = catalog.formFiles
  .map((form) => ({ ...form, tables: tablePointers(form.schema, catalog.forms.get(form.id)?.uiSchema) }))
  .filter((form) => form.tables.length > 0);

let dir: string;
let apart: Record<string, CompiledValidate>;
let whole: Record<string, CompiledValidate>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'table-rows-apart-'));
  const load = async (name: string, code: string) => {
    writeFileSync(join(dir, name), code);
    return ((await import(pathToFileURL(join(dir, name)).href)) as { validators: Record<string, CompiledValidate> }).validators;
  };
  apart = await load('apart.mjs', compileStandalone(withTables, { shared: catalog.defs }));
  whole = await load('whole.mjs', compileStandalone(withTables.map(({ tables: _tables, ...form }) => form), { shared: catalog.defs }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Everything an error says but `schemaPath`, which names the row validator's schema, and the
 * `items` inside the schemas it carries (`verbose`): in a schema that holds a table, the
 * keyword standing for the rows (`tableRows`) is where the row schema was.
 */
const withoutItems = (schema: unknown): unknown => {
  if (!schema || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map(withoutItems);
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'items' && key !== 'tableRows')
      .map(([key, value]) => [key, withoutItems(value)]),
  );
};
const said = (errors: readonly ErrorObject[] | null | undefined) =>
  (errors ?? []).map(({ schemaPath: _schemaPath, schema, parentSchema, ...error }) => ({ ...error, schema: withoutItems(schema), parentSchema: withoutItems(parentSchema) }));

function expectSameErrors(id: string, data: unknown) {
  const wholeValid = whole[id](data);
  const expected = said(whole[id].errors);
  expect(apart[id](data)).toBe(wholeValid);
  expect(said(apart[id].errors)).toEqual(expected);
  expect(toIssues(apart[id].errors)).toEqual(toIssues(whole[id].errors));
  return expected.length;
}

/** The data path of a table found at a schema pointer through `properties` only (undefined when it is inside another list). */
const dataPath = (pointer: string) => (pointer.includes('/items') ? undefined : pointer.split('/properties/').slice(1));

function rowsAt(data: Record<string, unknown>, path: readonly string[]): unknown[] | undefined {
  let at: unknown = data;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return Array.isArray(at) ? at : undefined;
}

/** A copy of `data` whose table at `path` holds `rows` (the objects above it copied, as a form's change does). */
function withRowsAt(data: Record<string, unknown>, path: readonly string[], rows: unknown[]): Record<string, unknown> {
  const [head, ...rest] = path;
  return { ...data, [head]: rest.length ? withRowsAt((data[head] ?? {}) as Record<string, unknown>, rest, rows) : rows };
}

/** Rows that break the row schema: an empty row, every cell of the first row of the wrong type, a copy of the first row, not a row at all. */
function brokenRows(rows: readonly unknown[]): unknown[] {
  const first = (rows[0] ?? { name: 'x' }) as Record<string, unknown>;
  const wrong = Object.fromEntries(Object.keys(first).map((key) => [key, [key]]));
  return [...rows, {}, { ...wrong, not_a_column: true }, { ...first }, null, 'row'];
}

const fixturesOf = (id: string) =>
  [`${id}.json`, `${id}.minimal.json`]
    .map((name) => join(process.cwd(), 'schemas/fixtures', name))
    .filter((file) => existsSync(file))
    .map((file) => readJsonFile(file) as Record<string, unknown>);

describe('a form with its table rows validated apart', () => {
  it('covers every form with a table', () => {
    expect(withTables.map((f) => f.id)).toEqual(expect.arrayContaining(['bio/plant-production', 'globalgap/producer-group', 'staff/results']));
  });

  it.each(withTables.map((form) => [form.id, form] as const))('%s: the same errors as the whole form, on its fixtures and on broken rows, again and after changes', (id, form) => {
    const fixtures = fixturesOf(id);
    let errorsSeen = 0;
    for (const fixture of [...fixtures, {}]) {
      expectSameErrors(id, fixture);
      for (const pointer of form.tables) {
        const path = dataPath(pointer);
        if (!path) continue;
        const rows = rowsAt(fixture, path) ?? [];
        let data = withRowsAt(fixture, path, brokenRows(rows));
        // first time (every row checked), then again (every row reused)
        errorsSeen += expectSameErrors(id, data);
        expectSameErrors(id, data);
        // one row changed: a new object
        const changed = rowsAt(data, path)!.slice();
        changed[0] = { ...(changed[0] as object), extra_cell: 1 };
        data = withRowsAt(data, path, changed);
        expectSameErrors(id, data);
        // the first row removed: every row moves up, its errors with it
        data = withRowsAt(data, path, changed.slice(1));
        expectSameErrors(id, data);
        // the same rows in another list: nothing reused wrongly
        expectSameErrors(id, withRowsAt(fixture, path, changed.slice(1).reverse()));
      }
    }
    expect(errorsSeen).toBeGreaterThan(0);
  });

  it('gives rjsf the same errors and error schema (messages translated) as the whole form', () => {
    const form = withTables.find((f) => f.id === 'bio/plant-production')!;
    const schema = form.schema as RJSFSchema;
    const [fixture] = fixturesOf(form.id);
    const data = withRowsAt(fixture, ['parcels'], brokenRows(rowsAt(fixture, ['parcels'])!));
    for (const locale of ['el', 'en']) {
      const expected = createRjsfValidator(whole[form.id], schema, { format: (issue) => formatMessage(issue, locale) }).validateFormData(data, schema);
      const fromApart = createRjsfValidator(apart[form.id], schema, { format: (issue) => formatMessage(issue, locale) });
      for (let i = 0; i < 2; i++) {
        const actual = fromApart.validateFormData(data, schema);
        const strip = (errors: typeof actual.errors) => errors.map(({ schemaPath: _schemaPath, ...error }) => error);
        expect(strip(actual.errors)).toEqual(strip(expected.errors));
        expect(actual.errorSchema).toEqual(expected.errorSchema);
        expect(actual.errors.some((e) => e.property?.startsWith('.parcels.'))).toBe(true);
      }
    }
  });

  it('notices a reused row becoming a duplicate of another (uniqueAmong reads the other rows)', () => {
    const id = 'globalgap/producer-group';
    const [fixture] = fixturesOf(id);
    const members = rowsAt(fixture, ['members'])! as Record<string, unknown>[];
    expect(members.length).toBeGreaterThan(1);
    const second = members[1];
    expectSameErrors(id, fixture);
    // the first member now has the second's GGN: the second (the same object as before) is the duplicate
    const duplicated = withRowsAt(fixture, ['members'], [{ ...members[0], ggn: second.ggn }, ...members.slice(1)]);
    const count = expectSameErrors(id, duplicated);
    expect(toIssues(apart[id].errors).map((i) => `${i.path} ${i.keyword}`)).toContain('/members/1/ggn uniqueAmong');
    expect(count).toBeGreaterThan(0);
    // and no longer once the first member is changed back
    expectSameErrors(id, fixture);
    expect(toIssues(apart[id].errors).map((i) => i.keyword)).not.toContain('uniqueAmong');
  });

  it('agrees with the whole form over any sequence of edits of a member list', () => {
    const id = 'globalgap/producer-group';
    const [fixture] = fixturesOf(id);
    const members = rowsAt(fixture, ['members'])! as Record<string, unknown>[];
    const ggns = [members[0].ggn, members[1]?.ggn, '', 'abc', 5];
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), row: fc.nat(6), key: fc.constantFrom('ggn', 'name', 'area_ha'), value: fc.constantFrom(...ggns, 'Name', 1.5, null) }),
      fc.record({ kind: fc.constant('add' as const), row: fc.nat(6) }),
      fc.record({ kind: fc.constant('remove' as const), row: fc.nat(6) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 12 }), (edits) => {
        let rows: unknown[] = members.slice(0, 3);
        for (const step of edits) {
          const at = rows.length ? step.row % rows.length : 0;
          rows = rows.slice();
          if (step.kind === 'set' && rows.length) rows[at] = { ...(rows[at] as object), [step.key]: step.value };
          if (step.kind === 'add') rows.splice(at, 0, { ...members[at % members.length] });
          if (step.kind === 'remove') rows.splice(at, 1);
          expectSameErrors(id, withRowsAt(fixture, ['members'], rows));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('runtimeValidate with a ui schema (stories, tests, the table bench)', () => {
  it('validates the table rows apart with the same errors as the whole form', () => {
    const schema = parcelTableSchema({ minItems: 1 });
    const byRows = runtimeValidate(schema, { parcels: { 'ui:field': 'table' } });
    const byForm = runtimeValidate(schema);
    const rows: unknown[] = parcelRows(20);
    rows[3] = { ...(rows[3] as object), area: -1, toponym: 7 };
    rows[7] = {};
    for (const data of [{ parcels: rows }, { parcels: rows.slice(2) }, { parcels: [] }]) {
      expect(byRows(data)).toBe(byForm(data));
      expect(said(byRows.errors)).toEqual(said(byForm.errors));
    }
    expect(toIssues(byRows.errors).length).toBeGreaterThan(0);
  });

  it('tells apart the same row in the tables of two items of a list (one row validator for both)', () => {
    const parcels = parcelTableSchema().properties!.parcels as RJSFSchema;
    const schema: RJSFSchema = { type: 'object', properties: { sites: { type: 'array', items: { type: 'object', properties: { parcels } } } } };
    const byRows = runtimeValidate(schema, { sites: { items: { parcels: { 'ui:field': 'table' } } } });
    const byForm = runtimeValidate(schema);
    const broken = { toponym: 7 };
    for (const data of [{ sites: [{ parcels: [broken] }, { parcels: [] }] }, { sites: [{ parcels: [] }, { parcels: [broken] }] }]) {
      expect(byRows(data)).toBe(byForm(data));
      expect(said(byRows.errors)).toEqual(said(byForm.errors));
    }
    expect(toIssues(byRows.errors).map((issue) => issue.path)).toContain('/sites/1/parcels/0/toponym');
  });
});

describe('a table whose rows read above themselves', () => {
  it('stays in the form validator, with the same errors', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        country: { type: 'string' },
        contacts: { type: 'array', items: { type: 'object', properties: { phone: { type: 'string', phone: { $data: '3/country' } } } } },
      },
    } as RJSFSchema;
    const byRows = runtimeValidate(schema, { contacts: { 'ui:field': 'table' } });
    const byForm = runtimeValidate(schema);
    const data = { country: 'GR', contacts: [{ phone: '12' }, { phone: '2101234567' }] };
    expect(byRows(data)).toBe(byForm(data));
    expect(said(byRows.errors)).toEqual(said(byForm.errors));
    expect(toIssues(byRows.errors).map((issue) => [issue.path, issue.params])).toEqual([['/contacts/0/phone', { country: 'GR' }]]);
  });
});
