import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { formatIssues } from '../../../src/validation/messages';
import { compileStandalone } from '../../../src/validation/standalone';
import type { CompiledValidate } from '../../../src/validation/types';
import { validateWith } from '../../../src/validation/issues';

// An analyst writes `multipleOf: 0.0001` (or `decimals: 4`) for "at most 4 decimals": every
// number written with at most 4 decimals passes, at any magnitude, and no other, in the
// server's Ajv, the browser's precompiled validator and the CLI alike.

const SCHEMAS = {
  step4: { type: 'number', multipleOf: 0.0001 },
  places4: { type: 'number', decimals: 4 },
  quarter: { type: 'number', multipleOf: 0.25 },
} as const;

/** A number as a person types it: up to 12 digits in all, 0–6 of them decimals, maybe negative. */
const typed = fc
  .record({
    places: fc.integer({ min: 0, max: 6 }),
    digits: fc.bigInt({ min: 0n, max: 999_999_999_999n }),
    negative: fc.boolean(),
  })
  .map(({ places, digits, negative }) => {
    const text = digits.toString().padStart(places + 1, '0');
    const written = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
    // the decimals it really has: trailing zeros are no decimals (1.50 is 1.5)
    const fraction = places === 0 ? '' : written.split('.')[1].replace(/0+$/, '');
    return { value: Number(`${negative ? '-' : ''}${written}`), decimals: fraction.length, written };
  });

let dir: string;
let browser: Record<string, CompiledValidate>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'decimal-steps-'));
  const file = join(dir, 'validators.mjs');
  writeFileSync(file, compileStandalone(Object.entries(SCHEMAS).map(([id, schema]) => ({ id, schema }))));
  ({ validators: browser } = (await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('decimal steps', () => {
  const ajv = createAjv();
  const server = Object.fromEntries(Object.entries(SCHEMAS).map(([id, schema]) => [id, ajv.compile(schema)]));

  it('multipleOf 0.0001 and decimals 4 accept a number of up to 12 digits exactly when it has at most 4 decimals (server and browser)', () => {
    fc.assert(
      fc.property(typed, ({ value, decimals, written }) => {
        const expected = decimals <= 4;
        for (const id of ['step4', 'places4'] as const) {
          expect(server[id](value), `${id} server ${written}`).toBe(expected);
          expect(browser[id](value), `${id} browser ${written}`).toBe(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('multipleOf 0.25 accepts quarters of any magnitude and nothing between them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4e12, max: 4e12 }), fc.integer({ min: 1, max: 24 }), (quarters, part) => {
        const value = quarters / 4;
        expect(server.quarter(value), `${value}`).toBe(true);
        expect(browser.quarter(value), `${value}`).toBe(true);
        const between = Number((value + part / 100).toFixed(2));
        const isQuarter = part % 25 === 0;
        expect(server.quarter(between), `${between}`).toBe(isQuarter);
        expect(browser.quarter(between), `${between}`).toBe(isQuarter);
      }),
      { numRuns: 1000 },
    );
  });

  it('values Ajv’s floating-point division refused pass; one decimal too many does not', () => {
    for (const value of [0.35, 4321.1234, 9999.9999, 1234.5678, 123456789.0001, 5e-4, 1e21]) {
      expect(server.step4(value), `${value}`).toBe(true);
      expect(browser.step4(value), `${value}`).toBe(true);
    }
    for (const value of [0.00005, 4321.12345, 1e-7, 123456.78901]) {
      expect(server.step4(value), `${value}`).toBe(false);
      expect(browser.step4(value), `${value}`).toBe(false);
    }
  });

  it('the refusal says the number of decimals or the step in each language', () => {
    const say = (id: keyof typeof SCHEMAS, value: number, locale: string) => formatIssues(validateWith(browser[id], value), locale)[0]?.message;
    expect(say('step4', 1.23456, 'en')).toBe('Enter at most 4 decimals');
    expect(say('places4', 1.23456, 'el')).toBe('Γράψτε το πολύ 4 δεκαδικά ψηφία');
    expect(say('step4', 1.23456, 'es')).toBe('Escriba como máximo 4 decimales');
    expect(say('quarter', 0.3, 'en')).toBe('Must be a multiple of 0.25');
    expect(say('quarter', 0.3, 'el')).toBe('Η τιμή πρέπει να είναι πολλαπλάσιο του 0,25');
    expect(say('quarter', 0.3, 'es')).toBe('Debe ser múltiplo de 0,25');
    const whole = ajv.compile({ type: 'number', multipleOf: 1 });
    expect(formatIssues(validateWith(whole as CompiledValidate, 2.5), 'en')[0].message).toBe('Enter a whole number, without decimals');
  });

  it('a step that is no number above 0 is an analyst’s mistake, named when the form is compiled', () => {
    expect(() => ajv.compile({ type: 'number', multipleOf: 0 })).toThrow(/multipleOf must be > 0/);
    expect(() => ajv.compile({ type: 'number', decimals: 1.5 })).toThrow(/decimals: 1.5 is not a whole number/);
  });
});

const runCli = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', ...args], { cwd: process.cwd(), encoding: 'utf8' });

describe('decimal steps in the CLI', () => {
  it('npm run validate accepts 4321.1234 for multipleOf 0.0001 and says "at most 4 decimals" for 4321.12345', () => {
    const schema = join(dir, 'area.schema.json');
    writeFileSync(schema, JSON.stringify({ type: 'object', properties: { area: SCHEMAS.step4 } }));
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    writeFileSync(good, JSON.stringify({ area: 4321.1234 }));
    writeFileSync(bad, JSON.stringify({ area: 4321.12345 }));
    expect(runCli([schema, good]).status).toBe(0);
    const refused = runCli([schema, bad]);
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual([expect.objectContaining({ path: '/area', message: 'Enter at most 4 decimals' })]);
  });
});
