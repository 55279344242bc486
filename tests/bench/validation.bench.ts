// Time to validate the largest fixture, a 1,000-row parcel table, with the precompiled
// (browser) validator; the runtime (server) Ajv is shown for comparison. Budget: 5 ms median.
// Run: npx tsx tests/bench/validation.bench.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { readSchemaCatalog } from '../../src/engine/schema-folder';
import { createAjv } from '../../src/validation/create-ajv';
import { validateWith } from '../../src/validation/issues';
import { compileStandalone } from '../../src/validation/standalone';
import type { CompiledValidate } from '../../src/validation/types';

const ROWS = 1000;
const RUNS = 301;
const BUDGET_MS = 5;

function parcels(rows: number, broken = false) {
  return {
    parcels: Array.from({ length: rows }, (_, i) => ({
      parcel_number: broken && i % 10 === 0 ? ' ' : String(i + 1),
      toponym: `Τοποθεσία ${i}`,
      osde_code: String(10_000_000_000 + i),
      first_accession_date: `20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10}`,
      isNew: i % 3 === 0,
      lat: (38 + (i % 1000) / 10_000).toFixed(6),
      long: (broken && i % 10 === 5 ? 200 : 22 + (i % 1000) / 10_000).toFixed(6),
      crop_type: 'Ελιά',
      crop_variety: 'Κορωνέικη',
      products: 'Ελαιόλαδο',
      yield: 500 + i,
      yield_estimation: 550 + i,
      production_period: '2024–2025',
      area: 1 + (i % 50) / 10,
    })),
  };
}

function median(validate: CompiledValidate, data: unknown): { median: number; p95: number; issues: number } {
  for (let i = 0; i < 50; i++) validate(data);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    validate(data);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[RUNS >> 1], p95: times[Math.floor(RUNS * 0.95)], issues: validateWith(validate, data).length };
}

const { formFiles: forms, defs } = readSchemaCatalog();
const form = forms.find((f) => f.id === 'bio/parcels');
if (!form) throw new Error('schemas/bio/parcels.schema.json is missing');

const dir = mkdtempSync(join(tmpdir(), 'validation-bench-'));
try {
  const file = join(dir, 'validators.mjs');
  writeFileSync(file, compileStandalone([{ id: form.id, uri: form.uri, schema: form.schema }], { shared: defs }));
  const { validators } = (await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> };
  const ajv = createAjv({ shared: defs });
  ajv.addSchema(form.schema, form.uri);
  const runtime = ajv.getSchema(form.uri) as CompiledValidate;

  const rows = [
    ['precompiled (browser)', validators[form.id], parcels(ROWS)],
    ['precompiled, 200 bad cells', validators[form.id], parcels(ROWS, true)],
    ['runtime Ajv (server)', runtime, parcels(ROWS)],
  ] as const;
  console.log(`bio/parcels, ${ROWS.toLocaleString('en')} rows, median of ${RUNS} runs (budget ${BUDGET_MS} ms):`);
  for (const [label, validate, data] of rows) {
    const { median: m, p95, issues } = median(validate, data);
    const verdict = label.startsWith('precompiled (') ? (m < BUDGET_MS ? '  within budget' : '  OVER BUDGET') : '';
    console.log(`  ${label.padEnd(28)} median ${m.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms  issues ${issues}${verdict}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
