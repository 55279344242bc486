import { describe, expect, it } from 'vitest';
import { mayAct } from '../../../renderers/table/acting-keys';

const key = (init: { key: string; ctrlKey?: boolean; shiftKey?: boolean }) => ({ ctrlKey: false, metaKey: false, altKey: false, ...init });

describe('keys that may act on the form (the table hands its edits over before them)', () => {
  it('counts Enter, Space, Escape and shortcuts', () => {
    expect(mayAct(key({ key: 'Enter' }))).toBe(true);
    expect(mayAct(key({ key: ' ' }))).toBe(true);
    expect(mayAct(key({ key: 'Escape' }))).toBe(true);
    expect(mayAct(key({ key: 's', ctrlKey: true }))).toBe(true);
    expect(mayAct(key({ key: 'F5' }))).toBe(true);
  });

  it('lets typing, deleting and moving the caret or the focus pass', () => {
    for (const name of ['a', 'Ω', '7', ',', 'Backspace', 'Delete', 'Tab', 'Shift', 'ArrowLeft', 'Home', 'Dead']) {
      expect(mayAct(key({ key: name })), name).toBe(false);
    }
    expect(mayAct(key({ key: 'Tab', shiftKey: true }))).toBe(false);
  });
});
