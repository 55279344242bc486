import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonFile, readSchemaCatalog } from '../../../src/engine/schema-folder';
import { createAjv } from '../../../src/validation/create-ajv';
import { validateWith } from '../../../src/validation/issues';
import { compileStandalone } from '../../../src/validation/standalone';
import type { CompiledValidate } from '../../../src/validation/types';
import { KITCHEN_SINK_DATA, KITCHEN_SINK_SCHEMA } from './support';

const { formFiles: forms, defs } = readSchemaCatalog();
const parcelsForm = forms.find((f) => f.id === 'bio/parcels')!;
const fixture = readJsonFile(join(process.cwd(), 'schemas/fixtures/bio/parcels.json')) as { parcels: object[] };
const inputs = [
  { id: 'kitchen-sink', schema: KITCHEN_SINK_SCHEMA },
  { id: parcelsForm.id, uri: parcelsForm.uri, schema: parcelsForm.schema },
];

const serverAjv = createAjv({ shared: defs });
const server = {
  'kitchen-sink': serverAjv.compile(KITCHEN_SINK_SCHEMA),
  'bio/parcels': (serverAjv.addSchema(parcelsForm.schema, parcelsForm.uri), serverAjv.getSchema(parcelsForm.uri)!),
} as Record<string, CompiledValidate>;

let dir: string;
let moduleFile: string;
let code: string;
let browser: Record<string, CompiledValidate>;

beforeAll(async () => {
  code = compileStandalone(inputs, { shared: defs });
  dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
  moduleFile = join(dir, 'validators.mjs');
  writeFileSync(moduleFile, code);
  ({ validators: browser } = (await import(pathToFileURL(moduleFile).href)) as { validators: typeof browser });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const broken = {
  parcels: [
    ...fixture.parcels,
    { parcel_number: ' ', lat: '37.98', long: '181.0000', area: 0, yield: -1, first_accession_date: '2020-02-30' },
    { toponym: 5, isNew: 'yes', extra: true },
  ],
};

describe('precompiled (browser) and runtime (server) validators', () => {
  it.each([
    ['kitchen-sink', KITCHEN_SINK_DATA],
    ['kitchen-sink', {}],
    ['bio/parcels', fixture],
    ['bio/parcels', broken],
    ['bio/parcels', { parcels: [] }],
    ['bio/parcels', null],
  ])('give identical issues for %s', (id, data) => {
    const expected = validateWith(server[id], data);
    expect(validateWith(browser[id], data)).toEqual(expected);
  });

  it('agree on the fixture being valid and on where the broken rows fail', () => {
    expect(validateWith(browser['bio/parcels'], fixture)).toEqual([]);
    const paths = validateWith(browser['bio/parcels'], broken).map((i) => `${i.path} ${i.keyword}`);
    expect(paths).toContain('/parcels/3/parcel_number filled');
    expect(paths).toContain('/parcels/4/parcel_number required');
    expect(paths).toContain('/parcels/4/extra additionalProperties');
  });

  it('give identical issues for arbitrary data', () => {
    const row = fc.record(
      { parcel_number: fc.string(), lat: fc.oneof(fc.string(), fc.double()), long: fc.string(), area: fc.double(), isNew: fc.anything() },
      { requiredKeys: [] },
    );
    const data = fc.oneof(fc.anything(), fc.record({ parcels: fc.array(row, { maxLength: 5 }) }));
    fc.assert(
      fc.property(fc.constantFrom('kitchen-sink', 'bio/parcels'), data, (id, value) => {
        expect(validateWith(browser[id], value)).toEqual(validateWith(server[id], value));
      }),
      { numRuns: 300 },
    );
  });
});

describe('generated module', () => {
  it('imports only the runtime module and evaluates no strings', () => {
    expect(code).not.toMatch(/\brequire\s*\(/);
    expect(code).not.toMatch(/\beval\s*\(|new\s+Function\b/);
    expect(code.match(/^import .*$/gm)).toEqual([expect.stringMatching(/^import \* as __rt from ".*runtime\.ts";$/)]);
  });

  it('runs where code generation from strings is forbidden (like a CSP without unsafe-eval)', () => {
    const runner = join(dir, 'run.mjs');
    writeFileSync(
      runner,
      [
        `let blocked = false; try { new Function('return 1'); } catch { blocked = true; }`,
        `const { validators } = await import(${JSON.stringify(pathToFileURL(moduleFile).href)});`,
        `const v = validators['bio/parcels'];`,
        `const ok = v(${JSON.stringify(fixture)});`,
        `const bad = v({ parcels: [{ parcel_number: '', lat: '1' }] });`,
        `console.log(JSON.stringify({ blocked, ok, bad, errors: v.errors.map((e) => e.keyword) }));`,
      ].join('\n'),
    );
    const result = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', runner], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ blocked: true, ok: true, bad: false, errors: ['filled', 'latLong'] });
  });
});
