import { describe, expect, it } from 'vitest';
import { answerRuleIssues } from '../../../src/validation/answer-rules/run';
import { createAjv } from '../../../src/validation/create-ajv';

// The cross-step keywords on small forms: what a person meets when answers of two steps (or two
// tables of one step) disagree. The same function runs in the browser, the server and the CLI.

const form = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const table = (row: Record<string, unknown>, rule: Record<string, unknown> = {}) => ({ type: 'array', items: form(row), ...rule });

describe('amongAnswers', () => {
  const units = form({
    products: table({
      product: { type: 'string', amongAnswers: { of: ['/a2/products/*/product', '/a2aq/supply/*/species'], as: 'product', message: 'm.notListed' } },
      units: { type: 'string', amongAnswers: { of: '/a1/units/*/code', split: ',;', ignoreCase: true, ifNone: 'pass', as: 'code', message: 'm.unit' } },
      addons: { type: 'array', items: { type: 'string' }, amongAnswers: { of: '/scope/addons', as: 'addon', message: 'm.addon' } },
    }),
  });
  const all = { a1: { units: [{ code: 'PU-01' }, { code: 'pu-02' }] }, a2: { products: [{ product: 'apples' }] }, a2aq: { supply: [{ species: 'trout' }] }, scope: { addons: ['grasp'] } };

  it('names each value that is none of the values read, on the answer carrying the rule', () => {
    const step = { products: [{ product: 'trout', units: ' pu-01 ; PU-02, PU-9 ', addons: ['grasp', 'spring'] }, { product: 'kiwi' }] };
    expect(answerRuleIssues(units, step, { ...all, here: step })).toEqual([
      { path: '/products/1/product', keyword: 'amongAnswers', messageId: 'm.notListed', params: { product: 'kiwi' } },
      { path: '/products/0/units', keyword: 'amongAnswers', messageId: 'm.unit', params: { code: 'PU-9' } },
      { path: '/products/0/addons', keyword: 'amongAnswers', messageId: 'm.addon', params: { addon: 'spring' } },
    ]);
  });

  it('leaves blank answers to `filled`, passes when told to while nothing is read, and fails otherwise', () => {
    const step = { products: [{ product: '  ', units: 'PU-1', addons: ['grasp'] }] };
    expect(answerRuleIssues(units, step, { scope: { addons: [] } })).toEqual([
      { path: '/products/0/addons', keyword: 'amongAnswers', messageId: 'm.addon', params: { addon: 'grasp' } },
    ]);
  });

  it('reads the same step by a relative pointer, with or without the other steps', () => {
    const plant = form({
      parcels: table({ crop_type: { type: 'string' } }),
      elements: form({ crops: table({ crop: { type: 'string', amongAnswers: { of: '4/parcels/*/crop_type', ignoreCase: true, as: 'crop', message: 'm.crop' } } }) }),
    });
    const step = { parcels: [{ crop_type: ' Ελιά ' }], elements: { crops: [{ crop: 'ελιά' }, { crop: 'Αμπέλι' }] } };
    const expected = [{ path: '/elements/crops/1/crop', keyword: 'amongAnswers', messageId: 'm.crop', params: { crop: 'Αμπέλι' } }];
    expect(answerRuleIssues(plant, step)).toEqual(expected);
    expect(answerRuleIssues(plant, step, { plant: step })).toEqual(expected);
  });

  it('judges nothing against another step whose answers are not known (one form in the CLI)', () => {
    expect(answerRuleIssues(units, { products: [{ product: 'kiwi', units: 'PU-9' }] })).toEqual([]);
  });
});

describe('coversAnswers and countEqualsAnswer', () => {
  const animals = form({
    categories: table({ kind: { type: 'string' } }, { coversAnswers: { of: '/scope/types/animals', column: 'kind', message: 'm.missing' } }),
    members: table({ name: { type: 'string' } }, { countEqualsAnswer: { of: '/a1/group/members', message: 'm.count' } }),
  });

  it('names each value read that no row has, once, on the list', () => {
    const all = { scope: { types: { animals: ['cattle', 'goats', 'goats'] } }, a1: {} };
    expect(answerRuleIssues(animals, { categories: [{ kind: 'cattle' }] }, all)).toEqual([
      { path: '/categories', keyword: 'coversAnswers', messageId: 'm.missing', params: { value: 'goats' } },
    ]);
    expect(answerRuleIssues(animals, {}, all)).toHaveLength(2);
  });

  it('compares the number of rows with a declared number, and only with a number', () => {
    const members = { members: [{ name: 'A' }, { name: 'B' }] };
    expect(answerRuleIssues(animals, members, { a1: { group: { members: 3 } } })).toEqual([
      { path: '/members', keyword: 'countEqualsAnswer', messageId: 'm.count', params: { declared: 3, listed: 2 } },
    ]);
    expect(answerRuleIssues(animals, members, { a1: { group: { members: 2 } } })).toEqual([]);
    expect(answerRuleIssues(animals, members, { a1: { group: {} } })).toEqual([]);
  });
});

describe('whenAnswers', () => {
  const producer = form({
    producer: form({ ggn: { type: 'string', whenAnswers: { if: { '/scope/option': { const: 1 }, '/ggn/status': { const: 'existing' } }, then: { filled: true }, as: 'missingProperty', message: 'm.single' } } }),
    units: table({
      open: { type: 'number', whenAnswers: { if: { '/scope/option': { const: 1 }, '1/covered': { not: { type: 'number' } } }, then: { filled: true }, as: 'missingProperty', message: 'm.single' } },
      covered: { type: 'number' },
    }),
    wild: form({ practised: { type: 'boolean', whenAnswers: { if: { '/scope/types': { not: { type: 'array', contains: { const: 'wild' } } } }, then: { not: { const: true } }, message: 'm.wild' } } }),
  });

  it('asks for an answer only while the other steps say so', () => {
    const step = { producer: { ggn: ' ' }, units: [{ covered: 2 }, {}], wild: {} };
    expect(answerRuleIssues(producer, step, { scope: { option: 1, types: [] }, ggn: { status: 'existing' } })).toEqual([
      { path: '/producer/ggn', keyword: 'whenAnswers', messageId: 'm.single', params: { missingProperty: 'ggn' } },
      { path: '/units/1/open', keyword: 'whenAnswers', messageId: 'm.single', params: { missingProperty: 'open' } },
    ]);
    expect(answerRuleIssues(producer, step, { scope: { option: 2 }, ggn: { status: 'existing' } })).toEqual([]);
    expect(answerRuleIssues(producer, step, { scope: { option: 1 }, ggn: { status: 'first' } })).toHaveLength(1);
  });

  it('refuses an answer the other steps do not allow, and judges no answer not given', () => {
    expect(answerRuleIssues(producer, { wild: { practised: true } }, { scope: { types: ['arable'] } })).toEqual([
      { path: '/wild/practised', keyword: 'whenAnswers', messageId: 'm.wild', params: {} },
    ]);
    expect(answerRuleIssues(producer, { wild: { practised: true } }, { scope: { types: ['wild'] } })).toEqual([]);
    expect(answerRuleIssues(producer, { wild: {} }, { scope: {} })).toEqual([]);
  });
});

describe('computedBy', () => {
  const products = form({
    products: table({
      ingredients: table({ rate: { type: 'number' }, organic: { type: 'boolean' } }),
      share: { type: 'number', computedBy: { name: 'organicShare', from: 'ingredients', message: 'm.share' } },
    }),
  });

  it('names a value that is not what the named computation gives from its row', () => {
    const ingredients = [{ rate: 60, organic: true }, { rate: 40, organic: false }];
    expect(answerRuleIssues(products, { products: [{ ingredients, share: 60 }, { ingredients, share: 50 }, { share: 10 }] })).toEqual([
      { path: '/products/1/share', keyword: 'computedBy', messageId: 'm.share', params: { expected: 60 } },
    ]);
  });
});

describe('the keywords in Ajv', () => {
  it('validate nothing themselves but refuse a rule of the wrong shape when the form compiles', () => {
    const ajv = createAjv();
    expect(ajv.validate({ type: 'string', amongAnswers: { of: '/a/b', message: 'm' } }, 'x')).toBe(true);
    expect(() => ajv.compile({ type: 'string', amongAnswers: { of: 'a/b', message: 'm' } })).toThrow();
    expect(() => ajv.compile({ type: 'string', whenAnswers: { if: {}, then: {}, message: 'm' } })).toThrow();
    expect(() => ajv.compile({ type: 'array', coversAnswers: { of: '/a/b' } })).toThrow();
  });
});
