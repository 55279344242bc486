import { describe, expect, it } from 'vitest';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { tableColumns } from '../../../renderers/table/columns';
import { rowLevelErrors, withoutRows } from '../../../renderers/table/error-schema';

const item: RJSFSchema = {
  type: 'object',
  required: ['number'],
  properties: {
    number: { type: 'string', title: 'Parcel number' },
    since: { type: 'string', format: 'date', title: 'Since' },
    organic: { type: 'boolean' },
    area: { type: ['number', 'null'], title: 'Area' },
    hives: { type: 'integer' },
    crop: { type: 'string', enum: ['olive', 'vine'] },
    kind: { oneOf: [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }] },
    notes: { type: 'array', items: { type: 'string' } },
  },
};

describe('tableColumns', () => {
  it('takes kinds, titles and required marks from the item schema, in its order', () => {
    expect(tableColumns(item).map((c) => [c.key, c.title, c.kind, c.required])).toEqual([
      ['number', 'Parcel number', 'text', true],
      ['since', 'Since', 'date', false],
      ['organic', 'organic', 'boolean', false],
      ['area', 'Area', 'number', false],
      ['hives', 'hives', 'integer', false],
      ['crop', 'crop', 'enum', false],
      ['kind', 'kind', 'enum', false],
      ['notes', 'notes', 'other', false],
    ]);
    expect(tableColumns(item).find((c) => c.key === 'kind')?.options).toEqual([
      { value: 1, label: 'One' },
      { value: 2, label: 'Two' },
    ]);
  });

  it('follows ui:order, ui:title and hidden widgets of the item ui schema', () => {
    const columns = tableColumns(item, {
      'ui:order': ['area', 'number', '*'],
      number: { 'ui:title': 'No.' },
      notes: { 'ui:widget': 'hidden' },
    });
    expect(columns.map((c) => c.key)).toEqual(['area', 'number', 'since', 'organic', 'hives', 'crop', 'kind']);
    expect(columns[1].title).toBe('No.');
  });
});

describe('error schema helpers', () => {
  const errors = {
    __errors: ['too few rows'],
    0: { number: { __errors: ['required'] } },
    2: { __errors: ['extra property'], area: { __errors: ['too small'] } },
    3: { number: { __errors: ['too long'] } },
  } as unknown as ErrorSchema;
  const byRow = errors as unknown as Record<number, unknown>;
  it('finds the messages about whole rows', () => {
    expect(rowLevelErrors(errors)).toEqual([{ row: 2, message: 'extra property' }]);
  });
  it('moves errors with their rows when rows are removed', () => {
    expect(withoutRows(errors, new Set([0, 1]))).toEqual({
      __errors: ['too few rows'],
      0: byRow[2],
      1: byRow[3],
    });
    expect(withoutRows(undefined, new Set([0]))).toBeUndefined();
  });
});
