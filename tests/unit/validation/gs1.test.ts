import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { hasGs1CheckDigit } from '../../../src/validation/rules/identifiers';

describe('GS1 check digit (GGN / GLN)', () => {
  it('accepts numbers whose last digit is the GS1 mod-10 check digit', () => {
    // GLNs and GTINs published with their check digits
    for (const valid of ['4063061581198', '4000001000005', '96385074', '00012345600012', '5901234123457']) {
      expect(hasGs1CheckDigit(valid), valid).toBe(true);
    }
  });

  it('refuses a wrong check digit, letters, and wrong lengths; blank passes', () => {
    for (const invalid of ['4063061581197', '4063061581199', '406306158119X', '1234567', '4063 061581198', 4063061581198]) {
      expect(hasGs1CheckDigit(invalid), String(invalid)).toBe(false);
    }
    expect(hasGs1CheckDigit('')).toBe(true);
    expect(hasGs1CheckDigit(undefined)).toBe(true);
  });

  it('runs as the gs1CheckDigit keyword with its message id', () => {
    const validate = createAjv().compile({ type: 'string', gs1CheckDigit: true });
    expect(validate('4063061581198')).toBe(true);
    expect(validate('4063061581190')).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'gs1CheckDigit' });
  });
});
