import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { validateWith } from '../../../src/validation/issues';
import { compileStandalone } from '../../../src/validation/standalone';
import { validateForm } from '../../../src/validation/validate';
import { readFileSync } from 'node:fs';
import type { CompiledValidate } from '../../../src/validation/types';

// "Questions shown only on Yes": the questions of `then` count as the object's only while the
// whole `then` holds, so Ajv also called them "not expected here" when one of them was wrong.
const onYes = {
  type: 'object',
  properties: { has_plan: { type: 'boolean' } },
  required: ['has_plan'],
  if: { properties: { has_plan: { const: true } }, required: ['has_plan'] },
  then: {
    required: ['plan_document', 'plan_year'],
    properties: {
      plan_document: { type: 'string', minLength: 3 },
      plan_year: { type: 'integer', minimum: 2000 },
    },
  },
  unevaluatedProperties: false,
};

const formFixture = (id: string): unknown => JSON.parse(readFileSync(`schemas/fixtures/${id}.json`, 'utf8'));

const dir = mkdtempSync(join(tmpdir(), 'branch-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function precompiled(schema: object): Promise<CompiledValidate> {
  const file = join(dir, `v${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, compileStandalone([{ id: 'form', schema }]));
  return ((await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> }).validators.form;
}

describe('a failing then adds no "not expected here"', () => {
  const cases: [string, unknown, string[]][] = [
    ['a wrong answer inside then', { has_plan: true, plan_document: 'x', plan_year: 2024 }, ['/plan_document minLength']],
    ['a missing answer inside then: its neighbours are expected all the same', { has_plan: true, plan_document: 'plan.pdf' }, ['/plan_year required']],
    ['every answer right', { has_plan: true, plan_document: 'plan.pdf', plan_year: 2024 }, []],
    // the branch does not apply: the question is really not expected (the real error)
    ['an answer of a branch that does not apply', { has_plan: false, plan_document: 'plan.pdf' }, ['/plan_document unevaluatedProperties']],
    ['a question no branch asks', { has_plan: true, plan_document: 'x', plan_year: 2024, other: 1 }, ['/plan_document minLength', '/other unevaluatedProperties']],
  ];
  const said = (issues: { path: string; keyword: string }[]) => issues.map((i) => `${i.path} ${i.keyword}`).sort();

  it.each(cases)('server and CLI (Ajv): %s', (_name, data, expected) => {
    const validate = createAjv().compile(onYes) as unknown as CompiledValidate;
    expect(said(validateWith(validate, data))).toEqual([...expected].sort());
  });

  it.each(cases)('browser (precompiled): %s', async (_name, data, expected) => {
    const validate = await precompiled(onYes);
    expect(said(validateWith(validate, data))).toEqual([...expected].sort());
  });

  it('bio/mtp: a wrong GEMI number of a Greek operator is the one error', () => {
    const mtp = formFixture('bio/mtp') as { operator: Record<string, unknown> };
    const issues = validateForm('bio/mtp', { ...mtp, operator: { ...mtp.operator, country: 'GR', gemi_number: '12-AB' } });
    expect(issues.map((i) => `${i.path} ${i.messageId}`)).toEqual(['/operator/gemi_number bio.mtp.operator.gemiNumberInvalid']);
  });

  it('bio/plant-production: a declaration left unticked under "parallel cultivation: yes" is the one error', () => {
    const plant = formFixture('bio/plant-production') as { parallel_cultivation: Record<string, unknown> };
    const issues = validateForm('bio/plant-production', { ...plant, parallel_cultivation: { ...plant.parallel_cultivation, commitment_five_years: false } });
    expect(issues.map((i) => i.path)).toEqual(['/parallel_cultivation/commitment_five_years']);
  });
});
