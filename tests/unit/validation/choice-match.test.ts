import { describe, expect, it } from 'vitest';
import { matchChoice } from '../../../src/validation/choice-match';

describe('matchChoice', () => {
  it.each([
    [{ const: 'initial', title: 'Initial' }, 'initial', true],
    [{ const: 'initial', title: 'Initial' }, 'renewal', false],
    [{ const: 2, title: 'Group' }, 2, true],
    [{ const: { a: 1 } }, { a: 1 }, true],
    [{ enum: ['1.1', '1.2'], description: 'x' }, '1.2', true],
    [{ enum: ['1.1', '1.2'] }, '1.3', false],
  ])('%j with %j → %s', (schema, data, expected) => {
    expect(matchChoice(schema, data)).toBe(expected);
  });

  it('leaves any other schema to the compiled validators', () => {
    for (const schema of [{ const: 'a', minLength: 2 }, { type: 'string' }, { properties: {} }, null, 'x']) {
      expect(matchChoice(schema, 'a')).toBeUndefined();
    }
  });
});
