import { describe, expect, it } from 'vitest';
import { canonicalIdentification, isValidAfm, isValidIdentification, isValidSpanishId } from '../../../src/validation/rules/identifiers';

describe('Greek AFM', () => {
  it.each([
    ['094259216', true, 'domain.md valid vector'],
    ['123456781', false, 'domain.md invalid vector'],
    ['000000000', false, 'all zeros is rejected'],
    ['94259216', true, 'old 8-digit AFM gets a leading 0'],
    ['EL094259216', true, 'EL prefix'],
    ['GR094259216', true, 'GR prefix'],
    ['el094259216', true, 'lower-case prefix'],
    ['094 259 216', true, 'spaces between groups'],
    ['094259217', false, 'wrong check digit'],
    ['09425921', false, '8 digits that are not an old AFM'],
    ['0942592160', false, '10 digits'],
    ['09425921A', false, 'letter'],
    ['٠٩٤٢٥٩٢١٦', false, 'Arabic-Indic digits are not an AFM'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidAfm(value)).toBe(expected);
  });
});

describe('Spanish identifiers', () => {
  it.each([
    ['54362315K', true, 'DNI, domain.md vector'],
    ['54362315k', true, 'DNI with lower-case letter'],
    ['54362315-K', true, 'DNI with hyphen'],
    ['54362315A', false, 'DNI with wrong letter'],
    ['5436231K', false, 'DNI with 7 digits'],
    ['X5253868R', true, 'NIE, domain.md vector'],
    ['x5253868r', true, 'NIE in lower case'],
    ['X5253868T', false, 'NIE with wrong letter'],
    ['Y1234567X', true, 'NIE starting with Y'],
    ['Z1234567R', true, 'NIE starting with Z'],
    ['M1234567L', true, 'K/L/M NIF, domain.md vector'],
    ['m1234567l', true, 'K/L/M NIF in lower case'],
    ['M1234567K', false, 'K/L/M NIF with wrong letter'],
    ['B64717838', true, 'CIF with digit control, domain.md vector'],
    ['J99216582', true, 'CIF, domain.md vector'],
    ['B64717839', false, 'CIF, domain.md invalid vector'],
    ['B6471783H', true, 'CIF with the letter form of control 8'],
    ['b6471783h', true, 'CIF in lower case'],
    ['B6471783A', false, 'CIF with the wrong control letter'],
    ['ESB64717838', true, 'ES VAT prefix'],
    ['I64717838', false, 'I is not a CIF letter'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidSpanishId(value)).toBe(expected);
  });
});

describe('identification keyword predicate', () => {
  it.each([
    ['094259216', 'GR', true],
    ['094259216', 1, true],
    ['094259216', '1', true],
    ['094259216', { id: 1 }, true],
    ['094259216', 'ES', false],
    ['54362315K', 'ES', true],
    ['54362315K', 2, true],
    ['54362315K', 'gr', false],
    ['54362315K', 'FR', false],
    ['54362315K', 99, false],
    ['54362315K', undefined, true],
    ['54362315K', null, true],
    ['', 'GR', true],
    ['   ', 'ES', true],
    [42, 'GR', false],
  ])('%j for %j → %s', (value, country, expected) => {
    expect(isValidIdentification(value, country)).toBe(expected);
  });
});

describe('the canonical form of an identification', () => {
  it.each([
    ['EL 094014201', '094014201'],
    ['el094014201', '094014201'],
    ['094 014 201', '094014201'],
    ['094-014-201', '094014201'],
    ['GR094014201', '094014201'],
    ['ΕΛ 094.014.201', '094014201'],
    ['94014201', '094014201'],
    ['12345678-z', '12345678Z'],
    ['ES 12345678Z', '12345678Z'],
    ['es x-1234567-l', 'X1234567L'],
    ['ES B1234567-4', 'B12345674'],
  ])('%s → %s', (typed, canonical) => {
    expect(canonicalIdentification(typed)).toBe(canonical);
    expect(canonicalIdentification(canonical)).toBe(canonical);
  });

  it('keeps letters that are part of the number, not a prefix', () => {
    // a Spanish CIF of an entity of type E, and text that is no identification at all
    expect(canonicalIdentification('E1234567J')).toBe('E1234567J');
    expect(canonicalIdentification('ELEFTHERIA')).toBe('ELEFTHERIA');
  });
});
