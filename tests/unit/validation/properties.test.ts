import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { isValidAfm, isValidSpanishId } from '../../../src/validation/rules/identifiers';
import { KITCHEN_SINK_SCHEMA } from './support';

// Independent statements of the algorithms in domain.md, used to build valid numbers.
const afmResidue = (digits: string) => [...digits].reduce((sum, d, i) => sum + Number(d) * 2 ** (8 - i), 0) % 11;
const dniLetter = (n: string) => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23];
const cifDigit = (digits: string) => {
  const sum = [...digits].reduce((s, d, i) => s + (i % 2 === 0 ? [...String(Number(d) * 2)].reduce((a, b) => a + Number(b), 0) : Number(d)), 0);
  return (10 - (sum % 10)) % 10;
};

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const afm = digits(8)
  .filter((d) => d !== '00000000')
  .map((d) => d + String(afmResidue(d) % 10));
const dni = digits(8).map((d) => d + dniLetter(d));
const nie = fc.tuple(fc.constantFrom('X', 'Y', 'Z'), digits(7)).map(([p, d]) => p + d + dniLetter(`${'XYZ'.indexOf(p)}${d}`));
const klm = fc.tuple(fc.constantFrom('K', 'L', 'M'), digits(7)).map(([p, d]) => p + d + dniLetter(d));
const cif = fc
  .tuple(fc.constantFrom(...'ABCDEFGHJNPQRSUVW'), digits(7), fc.boolean())
  .map(([p, d, asLetter]) => p + d + (asLetter ? 'JABCDEFGHI'[cifDigit(d)] : String(cifDigit(d))));

/** Replaces the digit at one of `positions` by a different digit. */
const mutate = (value: string, positions: number[]) =>
  fc.tuple(fc.constantFrom(...positions), fc.integer({ min: 1, max: 9 })).map(([at, delta]) => {
    const changed = String((Number(value[at]) + delta) % 10);
    return value.slice(0, at) + changed + value.slice(at + 1);
  });
const digitPositions = (value: string) => [...value].flatMap((c, i) => (/\d/.test(c) ? [i] : []));

describe('identifier properties', () => {
  it('every generated AFM passes, in 9-digit, prefixed and lower-case forms', () => {
    fc.assert(
      fc.property(afm, (value) => {
        expect(isValidAfm(value)).toBe(true);
        expect(isValidAfm(`el${value}`)).toBe(true);
        if (value.startsWith('0')) expect(isValidAfm(value.slice(1))).toBe(true);
      }),
    );
  });

  it('an AFM with its check digit changed fails', () => {
    fc.assert(
      fc.property(afm.chain((v) => mutate(v, [8])), (value) => {
        expect(isValidAfm(value)).toBe(false);
      }),
    );
  });

  it('an AFM with one payload digit changed fails unless its residue only moved between 0 and 10', () => {
    // (sum mod 11) mod 10 maps residues 0 and 10 to the same check digit: the scheme's known blind spot.
    fc.assert(
      fc.property(afm, fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (value, at, delta) => {
        const mutated = value.slice(0, at) + String((Number(value[at]) + delta) % 10) + value.slice(at + 1);
        const blindSpot = new Set([afmResidue(value.slice(0, 8)), afmResidue(mutated.slice(0, 8))]);
        const expected = blindSpot.size === 2 && blindSpot.has(0) && blindSpot.has(10);
        expect(isValidAfm(mutated)).toBe(expected);
      }),
    );
  });

  it.each([
    ['DNI', dni],
    ['NIE', nie],
    ['K/L/M', klm],
    ['CIF', cif],
  ])('every generated %s passes, also in lower case, and fails with one digit changed', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary.chain((v) => fc.tuple(fc.constant(v), mutate(v, digitPositions(v.slice(0, -1))))), ([valid, mutated]) => {
        expect(isValidSpanishId(valid)).toBe(true);
        expect(isValidSpanishId(valid.toLowerCase())).toBe(true);
        expect(isValidSpanishId(mutated)).toBe(false);
      }),
    );
  });
});

// Any code point, plus lone surrogates, combining marks and the characters the rules care about.
const anyText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\uD800', '\uDFFF', '\u0301', '\u0308', '+30', '+34', '٣', 'ά', ' ', '.', ',', '-', 'EL', 'X'),
  ),
  maxLength: 40,
});

describe('no input makes a keyword throw', () => {
  const validate = createAjv().compile(KITCHEN_SINK_SCHEMA);
  const fields = Object.keys(KITCHEN_SINK_SCHEMA.properties);

  it('for any string in any field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), anyText, anyText, (field, value, country) => {
        expect(() => validate({ country, [field]: value })).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('for any JSON value in any field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.anything(), fc.anything(), (field, value, country) => {
        expect(() => validate({ country, [field]: value, password: value })).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
