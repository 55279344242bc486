import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateForm } from '../../../src/validation/validate';
import { compileStandalone } from '../../../src/validation/standalone';
import { withApplicationStart, yearChoices } from '../../../src/validation/rules/year-window';
import { withYearChoices } from '../../../src/forms/year-choices';
import type { CompiledValidate } from '../../../src/validation/types';
import type { RJSFSchema } from '@rjsf/utils';

// The wizard's year was a list 2025–2028 written into the schema: in 2029 no year could be
// chosen. It is now a window around today ("yearWindow": {"before": 1, "after": 2}), decided
// when the answers are validated or the form is shown.

const general = (year: number) => ({ year, purpose: 'initial' });
const yearIssues = (year: number) => validateForm('common/general', general(year)).filter((issue) => issue.path === '/year');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a year relative to today (yearWindow)', () => {
  it('in 2026 accepts 2025–2028, as the fixed list did', () => {
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    for (const year of [2025, 2026, 2027, 2028]) expect(yearIssues(year), String(year)).toEqual([]);
    for (const year of [2024, 2029]) expect(yearIssues(year).map((i) => i.keyword), String(year)).toEqual(['yearWindow']);
  });

  it('in 2029 accepts 2028–2031 and refuses 2027', () => {
    vi.setSystemTime(new Date('2029-01-10T12:00:00Z'));
    for (const year of [2028, 2029, 2030, 2031]) expect(yearIssues(year), String(year)).toEqual([]);
    expect(yearIssues(2027).map((i) => i.messageId)).toEqual(['common.general.yearRequired']);
    expect(yearIssues(2032)).toHaveLength(1);
  });

  it("keeps an application's own year valid after the window moved on: started in 2027, submitted in 2029", () => {
    vi.setSystemTime(new Date('2029-01-10T12:00:00Z'));
    expect(withApplicationStart(2027, () => yearIssues(2026))).toEqual([]);
    expect(withApplicationStart(2027, () => yearIssues(2025))).toHaveLength(1);
    // and only while that application is checked
    expect(yearIssues(2026)).toHaveLength(1);
  });

  it('offers the years of the day the form is shown', () => {
    vi.setSystemTime(new Date('2029-01-10T12:00:00Z'));
    const schema = { type: 'object', properties: { year: { type: 'integer', yearWindow: { before: 1, after: 2 } } } } as RJSFSchema;
    expect(withYearChoices(schema).properties?.year).toMatchObject({ enum: [2028, 2029, 2030, 2031] });
    expect(yearChoices({ before: 3, after: 2 }, [2020])).toEqual([2020, 2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it('is decided when a precompiled (browser) validator runs, not when it was built', async () => {
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    const code = compileStandalone([{ id: 'year', schema: { type: 'integer', yearWindow: { before: 1, after: 2 } } }]);
    expect(code).not.toMatch(/20[2-3]\d/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'year-window-')), 'validators.mjs');
    fs.writeFileSync(file, code);
    const { validators } = (await import(/* @vite-ignore */ file)) as { validators: Record<string, CompiledValidate> };
    expect(validators.year(2026)).toBe(true);
    vi.setSystemTime(new Date('2029-01-10T12:00:00Z'));
    expect(validators.year(2031)).toBe(true);
    expect(validators.year(2027)).toBe(false);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('names a wrong window in the schema (an analyst\'s typo) when the form is compiled', () => {
    expect(() => validateForm({ type: 'integer', yearWindow: { before: 1 } }, 2026)).toThrow(/yearWindow/);
  });
});

describe('schemas:check in 2031', () => {
  it('still finds the samples valid (their year is that of an application started in 2026)', async () => {
    const { runSchemasCheck } = await import('../../../src/cli/schemas-check-run');
    vi.setSystemTime(new Date('2031-01-10T12:00:00Z'));
    const { lines, exitCode } = runSchemasCheck('schemas', 'locales');
    expect(lines.join('\n')).toMatch(/no problems/);
    expect(exitCode).toBe(0);
  }, 60_000);
});
