import { describe, expect, it } from 'vitest';
import { organicShare } from '../../../src/validation/computed-values';

describe('organic share of a product (the computed column, checked again by the server)', () => {
  it.each([
    [[{ rate: 85, organic: true }, { rate: 12, organic: true }, { rate: 3, organic: false }], 97],
    [[{ rate: 1, organic: true }, { rate: 2 }], 33.3],
    [[{ rate: 50, organic: false }], 0],
    // rates need not add up to 100: the share is of what is given
    [[{ rate: 30, organic: true }, { rate: 30, organic: false }], 50],
  ])('%j → %s %%', (ingredients, share) => {
    expect(organicShare({ ingredients })).toBe(share);
  });
  it('has no value without an ingredient with a rate', () => {
    expect(organicShare({})).toBeUndefined();
    expect(organicShare({ ingredients: [] })).toBeUndefined();
    expect(organicShare({ ingredients: [{ name: 'salt' }, { rate: -3, organic: true }, { rate: 'x' }] })).toBeUndefined();
  });
});
