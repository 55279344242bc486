import { describe, expect, it } from 'vitest';
import { parseTypedDate, showTypedDate } from '../../../src/forms/typed-date';

describe('dates as people type them', () => {
  it('reads day first, with the separators people use', () => {
    for (const typed of ['07/03/2026', '7/3/2026', '07.03.2026', '7-3-2026', ' 07 / 03 / 2026 ', '2026-03-07']) {
      expect(parseTypedDate(typed), typed).toBe('2026-03-07');
    }
  });

  it('refuses what is not a real calendar date', () => {
    for (const typed of ['31/02/2026', '00/01/2026', '12/13/2026', '1/1/26', '223830-12-07', 'tomorrow', '']) {
      expect(parseTypedDate(typed), typed).toBeNull();
    }
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
  });

  it('shows a stored date day first and leaves other text as typed', () => {
    expect(showTypedDate('2026-03-07')).toBe('07/03/2026');
    expect(showTypedDate('31/02/2026')).toBe('31/02/2026');
    expect(showTypedDate(undefined)).toBe('');
  });
});
