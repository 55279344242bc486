import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { compileStandalone } from '../../../src/validation/standalone';
import type { CompiledValidate } from '../../../src/validation/types';

/** An analyst writes `multipleOf: 0.0001` for "at most 4 decimals": every such number passes, others fail. */
describe('decimal steps', () => {
  const ajv = createAjv();
  it.each([0.1, 0.01, 0.001, 0.0001, 0.05, 0.25, 0.5])('multipleOf %s accepts each of its multiples up to 1,000 steps, and refuses what lies between', (step) => {
    const validate = ajv.compile({ type: 'number', multipleOf: step });
    const decimals = String(step).split('.')[1]?.length ?? 0;
    for (let k = 0; k <= 1000; k += 1) {
      const value = Number((k * step).toFixed(decimals));
      expect(validate(value), `${value}`).toBe(true);
      expect(validate(Number((value + step / 3).toFixed(decimals + 3))), `${value} + a third of a step`).toBe(false);
    }
  });

  it('0.35 is a multiple of 0.0001, 0.01 and 0.05, and not of 0.1', () => {
    for (const step of [0.0001, 0.01, 0.05]) expect(ajv.validate({ multipleOf: step }, 0.35), `${step}`).toBe(true);
    expect(ajv.validate({ multipleOf: 0.1 }, 0.35)).toBe(false);
  });

  it('the browser’s precompiled validator is as exact: every multiple of 0.0001 from 0 to 10 passes, 0.35 included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'decimal-steps-'));
    try {
      const file = join(dir, 'validators.mjs');
      writeFileSync(file, compileStandalone([{ id: 'area', schema: { type: 'number', multipleOf: 0.0001 } }]));
      const { validators } = (await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> };
      for (let k = 0; k <= 100_000; k += 7) expect(validators.area(Number((k / 10_000).toFixed(4))), `${k / 10_000}`).toBe(true);
      expect(validators.area(0.35)).toBe(true);
      expect(validators.area(0.00005)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
