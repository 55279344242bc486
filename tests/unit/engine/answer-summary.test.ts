import { describe, expect, it } from 'vitest';
import { answerSummary } from '../../../src/engine/answer-summary';

const schema = {
  type: 'object',
  properties: {
    year: { type: 'integer', title: 'general.year' },
    kind: { type: 'string', title: 'general.kind', oneOf: [{ const: 'new', title: 'general.kind.new' }, { const: 'renewal', title: 'general.kind.renewal' }] },
    organic: { type: 'boolean', title: 'general.organic' },
    secret: { type: 'string', title: 'general.secret' },
    start: { type: 'string', format: 'date', title: 'general.start' },
    transfer: { type: 'boolean', title: 'general.transfer' },
    parcels: {
      type: 'array',
      title: 'parcels.title',
      items: { type: 'object', properties: { number: { type: 'string', title: 'parcels.number' }, area: { type: 'number', title: 'parcels.area' } } },
    },
    partners: {
      type: 'array',
      title: 'partners.title',
      items: { type: 'object', title: 'partners.one', properties: { name: { type: 'string', title: 'partners.name' }, note: { type: 'string', title: 'partners.note' } } },
    },
    letter: { type: 'object', title: 'files.letter', properties: { id: { type: 'string' }, name: { type: 'string' } } },
  },
  if: { properties: { transfer: { const: true } }, required: ['transfer'] },
  then: { properties: { previous_body: { type: 'string', title: 'general.previousBody' } } },
};
const ui = {
  'ui:order': ['kind', 'year', '*'],
  secret: { 'ui:widget': 'hidden' },
  parcels: { 'ui:field': 'table', items: { 'ui:order': ['area', 'number'] } },
};

describe('answer summary: what the review page and the PDF show', () => {
  it('lists answered questions in the ui order, with their titles, choices and dates', () => {
    const items = answerSummary(schema, ui, { year: 2026, kind: 'renewal', organic: false, secret: 'x', start: '2026-03-07', unknown: 1 });
    expect(items.map((i) => i.label)).toEqual(['general.kind', 'general.year', 'general.organic', 'general.start']);
    expect(items).toContainEqual({ kind: 'answer', path: '/kind', label: 'general.kind', value: { kind: 'message', id: 'general.kind.renewal' } });
    expect(items).toContainEqual({ kind: 'answer', path: '/organic', label: 'general.organic', value: { kind: 'message', id: 'forms.yesNo.no' } });
    expect(items).toContainEqual({ kind: 'answer', path: '/start', label: 'general.start', value: { kind: 'date', iso: '2026-03-07' } });
  });

  it('shows questions of the if/then branch that holds, and only then', () => {
    const labels = (answers: object) => answerSummary(schema, ui, answers).map((i) => i.label);
    expect(labels({ transfer: true, previous_body: 'Bio Hellas' })).toContain('general.previousBody');
    expect(labels({ transfer: false, previous_body: 'left over' })).not.toContain('general.previousBody');
  });

  it('draws table fields as tables in the columns order, lists of records as numbered groups, files by name', () => {
    const items = answerSummary(schema, ui, {
      parcels: [{ number: 'A1', area: 12.5 }, { number: 'A2' }],
      partners: [{ name: 'Olive mill', note: 'pressing' }, { note: 'transport' }],
      letter: { id: 'f1', name: 'letter.pdf', media_type: 'application/pdf' },
    });
    expect(items[0]).toEqual({
      kind: 'table',
      path: '/parcels',
      label: 'parcels.title',
      columns: ['parcels.area', 'parcels.number'],
      rows: [
        [{ kind: 'number', value: 12.5 }, { kind: 'text', text: 'A1' }],
        [null, { kind: 'text', text: 'A2' }],
      ],
    });
    expect(items[1]).toMatchObject({ kind: 'group', label: 'partners.one', number: 1, name: 'Olive mill' });
    expect(items[2]).toMatchObject({ kind: 'group', label: 'partners.one', number: 2, items: [{ label: 'partners.note' }] });
    expect(items[2]).not.toHaveProperty('name');
    expect(items[3]).toEqual({ kind: 'answer', path: '/letter', label: 'files.letter', value: { kind: 'file', name: 'letter.pdf' } });
  });
});

describe('answer summary: records inside one answer', () => {
  it('words the parts of a record in a table cell (an ingredient: a yes/no, a choice), never "true" or a stored code', () => {
    const recipes = {
      type: 'object',
      properties: {
        products: {
          type: 'array',
          title: 'products.title',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', title: 'products.name' },
              ingredients: {
                type: 'array',
                title: 'products.ingredients',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    organic: { type: 'boolean' },
                    origin: { type: 'string', oneOf: [{ const: 'eu', title: 'origin.eu' }, { const: 'non_eu', title: 'origin.nonEu' }] },
                  },
                },
              },
            },
          },
        },
      },
    };
    const [table] = answerSummary(recipes, { products: { 'ui:field': 'table' } }, { products: [{ name: 'Oil', ingredients: [{ name: 'Olives', organic: true, origin: 'eu' }, { name: 'Salt', organic: false }] }] });
    expect(table).toMatchObject({ kind: 'table' });
    const cell = (table as { rows: unknown[][] }).rows[0]![1];
    expect(cell).toEqual({
      kind: 'list',
      values: [
        { kind: 'list', values: [{ kind: 'text', text: 'Olives' }, { kind: 'message', id: 'forms.yesNo.yes' }, { kind: 'message', id: 'origin.eu' }] },
        { kind: 'list', values: [{ kind: 'text', text: 'Salt' }, { kind: 'message', id: 'forms.yesNo.no' }] },
      ],
    });
  });
});
