import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchemasCheck } from '../../../src/cli/schemas-check-run';

// Every pointer a form reads another answer by, resolved against the forms: `$data` (absolute
// and relative) and the rules across steps. Each mistake is named at its file and JSON pointer
// with what is wrong, before a sample (or a farmer) meets a rule that never runs or never passes.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reaching into sample schemas
let dir: string;
let out: string;
let exitCode: number;

const edit = (path: string, change: (schema: Json) => void) => {
  const schema = JSON.parse(readFileSync(join(dir, path), 'utf8')) as Json;
  change(schema);
  writeFileSync(join(dir, path), JSON.stringify(schema, null, 2));
};
const write = (path: string, content: unknown) => writeFileSync(join(dir, path), JSON.stringify(content, null, 2));

const title = 'forms.login.title';
const number = (extra: Json = {}) => ({ type: 'number', title, ...extra });
const PROBE = 'schemas/forms/probe.schema.json#';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pointers-check-'));
  cpSync('schemas', dir, { recursive: true });
  // a form with a table whose rows read their own columns and the form's answers
  write('forms/probe.schema.json', {
    type: 'object',
    title,
    properties: {
      count: { type: 'integer', title },
      note: { type: 'string', title },
      rows: {
        type: 'array',
        title,
        items: {
          type: 'object',
          properties: {
            limit: { type: 'string', title },
            cap: number(),
            fine: number({ maximum: { $data: '1/cap' }, minimum: { $data: '/count' } }),
            fine_up: number({ maximum: { $data: '3/count' } }),
            no_such: number({ maximum: { $data: '1/nosuch' } }),
            text_for_number: number({ maximum: { $data: '1/limit' } }),
            too_far: number({ maximum: { $data: '4/count' } }),
            no_such_absolute: number({ minimum: { $data: '/counts' } }),
            text_absolute: { type: 'string', title, maxLength: { $data: '/note' } },
          },
        },
      },
    },
  });
  write('fixtures/forms/probe.json', { count: 1, note: 'x', rows: [{ cap: 5, fine: 3 }] });
  // a form that compiles, with a sample it refuses
  write('forms/sample.schema.json', { type: 'object', title, properties: { rows: { type: 'array', title, items: { type: 'object', properties: { small: number({ maximum: 10 }) } } } } });
  write('fixtures/forms/sample.json', { rows: [{ small: 12 }] });
  // a rule across steps: units chosen among a yes/no column of Appendix 1
  edit('globalgap/appendix-2.schema.json', (s) => {
    s.properties.products.items.properties.production_units.amongAnswers.of = '/appendix-1/products/*/harvest_included';
  });
  // a condition asking a whole-number answer for a text
  edit('globalgap/appendix-1.schema.json', (s) => {
    s.properties.producer.properties.legal_name.whenAnswers.if['/scope/option'] = { const: '1' };
  });
  const result = runSchemasCheck(dir, 'locales');
  out = result.lines.join('\n');
  exitCode = result.exitCode;
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('schemas:check resolves every pointer against the forms', { timeout: 180_000 }, () => {
  it('fails the check', () => expect(exitCode).toBe(1));

  it('a relative $data that names no property', () => {
    expect(out).toContain(`${PROBE}/properties/rows/items/properties/no_such/maximum/$data: $data of maximum: "1/nosuch" leads to "rows/*/nosuch", which names no question of this form: the rule would never run`);
  });

  it('a relative $data that leads to a text where the keyword needs a number', () => {
    expect(out).toContain(`${PROBE}/properties/rows/items/properties/text_for_number/maximum/$data: $data of maximum: "1/limit" leads to "rows/*/limit", a text answer; maximum needs a number`);
  });

  it('a relative $data that climbs above the step, named once with its pointer (no raw Ajv line)', () => {
    expect(out).toContain(`${PROBE}/properties/rows/items/properties/too_far/maximum/$data: $data of maximum: "4/count" climbs 4 level(s) up from "rows/*/too_far", which stands 3 level(s) below the step's answers`);
    expect(out).not.toContain('Cannot access data');
  });

  it('an absolute $data that names no question of the form', () => {
    expect(out).toContain(`${PROBE}/properties/rows/items/properties/no_such_absolute/minimum/$data: $data of minimum: "/counts" leads to "counts", which names no question of this form`);
  });

  it('an absolute $data that leads to a text where the keyword needs a number', () => {
    expect(out).toContain(`${PROBE}/properties/rows/items/properties/text_absolute/maxLength/$data: $data of maxLength: "/note" leads to "note", a text answer; maxLength needs a number`);
  });

  it('right pointers, relative within the row, up to the form and absolute, are not named', () => {
    expect(out).not.toMatch(/properties\/fine(_up)?\//);
  });

  it('a rule across steps that reads answers of another kind than its own: rule, pointer and the kind it needs', () => {
    expect(out).toContain(
      'schemas/globalgap/appendix-2.schema.json#/properties/products/items/properties/production_units/amongAnswers/of: amongAnswers: "/appendix-1/products/*/harvest_included" reads yes/no answers; this answer holds text, so it needs text answers to be among (wizard wizards/globalgap.json, step "appendix-2")',
    );
  });

  it('a whenAnswers condition asking for a value of another kind than the answer it reads', () => {
    expect(out).toContain(
      'schemas/globalgap/appendix-1.schema.json#/properties/producer/properties/legal_name/whenAnswers/if/~1scope~1option: whenAnswers: "/scope/option" reads number answers; its condition asks for text, so it would never hold',
    );
  });

  it('a sample that does not validate is told in words, with the rule that refused it', () => {
    expect(out).toContain(
      'schemas/fixtures/forms/sample.json#/rows/0/small: fixture does not validate: "Must be at most 10" (maximum at #/properties/rows/items/properties/small/maximum of schemas/forms/sample.schema.json)',
    );
    expect(out).not.toMatch(/fixture does not validate: validation\.errors/);
  });
});
