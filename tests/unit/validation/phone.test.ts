import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../../../src/validation/rules/phone';

describe('phone keyword predicate', () => {
  it.each([
    ['2101234567', 'GR', true, 'Greek landline, 10 digits'],
    ['6912345678', 'GR', true, 'Greek mobile'],
    ['+306912345678', 'GR', true, '+30 prefix'],
    ['+30 691 234 5678', 'GR', true, '+30 prefix with spaces'],
    ['00306912345678', 'GR', true, '0030 prefix'],
    ['210-123-4567', 'GR', true, 'hyphens'],
    ['210123456', 'GR', false, '9 digits'],
    ['21012345678', 'GR', false, '11 digits'],
    ['+346912345678', 'GR', false, 'Spanish prefix on a Greek number'],
    ['+30691234567', 'GR', false, '+30 and 9 digits'],
    ['210123456a', 'GR', false, 'letter'],
    ['٢١٠١٢٣٤٥٦٧', 'GR', false, 'Arabic-Indic digits'],
    ['(210)1234567', 'GR', false, 'parentheses'],
    ['612345678', 'ES', true, 'Spanish mobile 6'],
    ['712345678', 'ES', true, 'Spanish mobile 7'],
    ['912345678', 'ES', true, 'Spanish landline 9'],
    ['+34 612 345 678', 'ES', true, '+34 prefix with spaces'],
    ['0034612345678', 'ES', true, '0034 prefix'],
    ['512345678', 'ES', false, 'starts with 5'],
    ['61234567', 'ES', false, '8 digits'],
    ['6123456789', 'ES', false, '10 digits'],
    ['+30612345678', 'ES', false, 'Greek prefix on a Spanish number'],
    ['2101234567', 1, true, 'Greece by id'],
    ['612345678', 2, true, 'Spain by id'],
    ['612345678', { id: 2 }, true, 'country object'],
    ['2101234567', 'FR', false, 'country without rules'],
    ['2101234567', 7, false, 'unknown country id'],
    ['2101234567', undefined, true, 'no country yet'],
    ['', 'GR', true, 'empty passes'],
    ['   ', 'ES', true, 'whitespace only passes (filled decides)'],
    [2101234567, 'GR', false, 'a number, not a string'],
  ])('%j for %j → %s (%s)', (value, country, expected, _why) => {
    expect(isValidPhone(value, country)).toBe(expected);
  });
});
