import { describe, expect, it } from 'vitest';
import { conditionProblem, matchCondition } from '../../../src/engine/condition-match';

describe('matchCondition', () => {
  it.each([
    // the options of a choice list
    [{ const: 'initial', title: 'Initial' }, 'initial', true],
    [{ const: 'initial', title: 'Initial' }, 'renewal', false],
    [{ const: 2, title: 'Group' }, 2, true],
    [{ const: { a: 1 } }, { a: 1 }, true],
    [{ enum: ['1.1', '1.2'], description: 'x' }, '1.2', true],
    [{ enum: ['1.1', '1.2'] }, '1.3', false],
    [{ type: 'string', const: 'a' }, 'a', true],
    // `if` conditions as analysts write them
    [{ properties: { invoice: { const: 'electronic' } }, required: ['invoice'] }, { invoice: 'electronic' }, true],
    [{ properties: { invoice: { const: 'electronic' } }, required: ['invoice'] }, { invoice: 'physical' }, false],
    [{ properties: { invoice: { const: 'electronic' } }, required: ['invoice'] }, {}, false],
    // without `required`, an absent property passes (JSON Schema's rule)
    [{ properties: { invoice: { const: 'electronic' } } }, {}, true],
    [{ properties: { option: { enum: [2, 3] } } }, { option: 3 }, true],
    [{ not: { properties: { kind: { const: 'legal' } }, required: ['kind'] } }, { kind: 'individual' }, true],
    [{ anyOf: [{ required: ['a'] }, { required: ['b'] }] }, { b: 1 }, true],
    [{ oneOf: [{ required: ['a'] }, { required: ['b'] }] }, { a: 1, b: 1 }, false],
    [{ allOf: [{ required: ['a'] }, { properties: { a: { minimum: 2 } } }] }, { a: 1 }, false],
    [{ properties: { scope: { contains: { const: 'fruit' } } } }, { scope: ['vegetables', 'fruit'] }, true],
    [{ properties: { scope: { contains: { const: 'fruit' } } } }, { scope: ['vegetables'] }, false],
    [{ properties: { parcels: { minItems: 2 } } }, { parcels: [{}] }, false],
    [{ properties: { name: { minLength: 2, pattern: '^Α' } } }, { name: 'Άλφα' }, false],
    [{ properties: { name: { minLength: 2, pattern: '^Α' } } }, { name: 'Αλφα' }, true],
    [{ properties: { area: { exclusiveMinimum: 0 } } }, { area: 0 }, false],
    [{ type: ['object', 'null'] }, null, true],
    [true, 'anything', true],
    [false, 'anything', false],
  ])('%j with %j → %s', (schema, data, expected) => {
    expect(matchCondition(schema, data)).toBe(expected);
  });

  it('leaves conditions with other words to compiled validators, and names the word', () => {
    const cases: [unknown, string][] = [
      [{ properties: { phone: { phone: { country: 'GR' } } } }, '/properties/phone/phone'],
      [{ format: 'email' }, '/format'],
      [{ anyOf: [{ required: ['a'] }, { $ref: '#/x' }] }, '/anyOf/1/$ref'],
      [{ properties: { scope: { contains: { format: 'date' } } } }, '/properties/scope/contains/format'],
    ];
    for (const [schema, word] of cases) {
      expect(matchCondition(schema, { phone: '1', scope: ['x'] })).toBeUndefined();
      expect(conditionProblem(schema)).toBe(word);
    }
    expect(conditionProblem({ properties: { a: { const: 1 } }, required: ['a'] })).toBeNull();
  });
});
