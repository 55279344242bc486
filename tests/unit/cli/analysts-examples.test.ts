import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSchemaCatalog } from '../../../src/engine/schema-folder';
import { SCHEMA_BASE_URI } from '../../../src/engine/schema-base';
import { createAjv } from '../../../src/validation/create-ajv';
import { toIssues } from '../../../src/validation/issues';
import { answerRuleIssues } from '../../../src/validation/answer-rules/run';
import { withApplicationStart } from '../../../src/validation/rules/year-window';
import { SAMPLES_STARTED_IN } from '../../../src/cli/schema-compile-checks';
import { CELL_NAMES, FIELD_NAMES, WIDGET_NAMES } from '../../../renderers/renderer-names';
import { CUSTOM_KEYWORDS } from '../../../src/validation/keywords';
import { ANSWER_RULE_KEYWORDS } from '../../../src/validation/answer-rules/collect';
import { migrationProblems } from '../../../src/engine/revisions/migrations';
import { carriedAnswers } from '../../../src/engine/wizard-prefill';
import type { WizardManifest } from '../../../src/engine/wizard';

// Every example of docs/analysts.md is read and tried: a ```json block is questions of a form
// (`"name": {…}` pairs, or a whole schema), compiled with the portal's keywords and the shared
// definitions, then judged on the samples written after it in an HTML comment
// (`<!-- samples: {"passes": […], "fails": […]} -->`; a sample `{"data": …, "answers": …}` also
// runs the rules across steps with the other steps' answers). A ```json ui block is a ui
// schema whose renderers must exist; a ```json wizard block is a wizard step whose form exists
// and whose `when` compiles; a ```json migrations block is a migrations file the engine reads; a ```json prefill block is
// a wizard's prefill rules, valid for the manifest's meta schema, that fill each sample step as its samples say. An example that is wrong, or that lost its samples, fails here.

type Json = Record<string, unknown>;
const handbook = readFileSync('docs/analysts.md', 'utf8');
const catalog = readSchemaCatalog();

interface Example { kind: string; text: string; line: number; samples?: { passes?: unknown[]; fails?: unknown[]; cases?: { step: string; answers: Json; carried: Json }[] } }

function examples(): Example[] {
  const found: Example[] = [];
  const fence = /^([ \t]*)```json([^\n]*)\n([\s\S]*?)^\1```[ \t]*\n(?:\s*<!-- samples: ([\s\S]*?) -->)?/gm;
  for (const match of handbook.matchAll(fence)) {
    const line = handbook.slice(0, match.index).split('\n').length;
    found.push({ kind: match[2].trim() || 'form', text: match[3], line, samples: match[4] ? (JSON.parse(match[4]) as Example['samples']) : undefined });
  }
  return found;
}

/** A block of `"name": {…}` pairs is the questions of a form; one with `type` or `properties` is (a part of) a form's schema. */
function schemaOf(text: string): Json {
  let parsed: Json;
  try {
    parsed = JSON.parse(text) as Json;
  } catch {
    parsed = JSON.parse(`{${text}}`) as Json;
  }
  return 'type' in parsed || 'properties' in parsed ? { type: 'object', ...parsed } : { type: 'object', properties: parsed };
}

const all = examples();
const ajv = createAjv({ shared: catalog.defs });
// an example stands where a form of a questionnaire's add-on would: its relative `$ref`s resolve from there
const uriOf = (line: number) => `${SCHEMA_BASE_URI}globalgap/addons/example-${line}.schema.json`;
const issuesOf = (schema: Json, line: number, sample: unknown) => {
  const { data, answers } = sample && typeof sample === 'object' && 'data' in sample ? (sample as { data: unknown; answers?: Json }) : { data: sample, answers: undefined };
  const validate = ajv.getSchema(uriOf(line)) ?? (ajv.addSchema({ ...schema, $id: uriOf(line) }), ajv.getSchema(uriOf(line))!);
  return withApplicationStart(SAMPLES_STARTED_IN, () => [...(validate(data) ? [] : toIssues(validate.errors)), ...answerRuleIssues(schema, data, answers)]);
};

describe('the examples of docs/analysts.md', () => {
  it('are many, and every one of a form has samples', () => {
    expect(all.filter((e) => e.kind === 'form').length).toBeGreaterThan(15);
    expect(all.filter((e) => e.kind === 'form' && !e.samples?.passes?.length && !e.samples?.fails?.length).map((e) => `line ${e.line}`)).toEqual([]);
  });

  it('show every portal keyword and every widget at work', () => {
    const text = all.map((e) => e.text).join('\n');
    const words = [...CUSTOM_KEYWORDS.map((k) => String(k.keyword)), ...ANSWER_RULE_KEYWORDS].filter((word) => word !== 'tableRows');
    expect(words.filter((word) => !text.includes(`"${word}"`))).toEqual([]);
    expect(WIDGET_NAMES.filter((name) => name !== 'optionList' && !text.includes(`"ui:widget": "${name}"`))).toEqual([]);
  });

  it.each(all.filter((e) => e.kind === 'form').map((e) => [e.line, e] as const))('the form example at line %i passes its good samples and refuses its bad ones', (line, example) => {
    const schema = schemaOf(example.text);
    for (const sample of example.samples?.passes ?? []) expect(issuesOf(schema, line, sample), JSON.stringify(sample)).toEqual([]);
    for (const sample of example.samples?.fails ?? []) expect(issuesOf(schema, line, sample).length, JSON.stringify(sample)).toBeGreaterThan(0);
  });

  it.each(all.filter((e) => e.kind === 'ui').map((e) => [e.line, e] as const))('the ui example at line %i names renderers that exist', (_line, example) => {
    const ui = JSON.parse(example.text.trim().startsWith('{') ? example.text : `{${example.text}}`) as Json;
    const named = (key: string) => [...JSON.stringify(ui).matchAll(new RegExp(`"${key}":"([^"]+)"`, 'g'))].map((m) => m[1]);
    const known = (names: readonly string[]) => (n: string) => !names.includes(n);
    expect(named('ui:widget').length).toBeGreaterThan(0);
    expect(named('ui:widget').filter(known(WIDGET_NAMES))).toEqual([]);
    expect(named('ui:field').filter(known(FIELD_NAMES))).toEqual([]);
    expect(named('ui:cell').filter(known(CELL_NAMES))).toEqual([]);
  });

  it.each(all.filter((e) => e.kind === 'migrations').map((e) => [e.line, e] as const))('the migrations file at line %i is one the engine reads', (_line, example) => {
    const file = JSON.parse(example.text) as { wizard: string };
    expect(migrationProblems(file, file.wizard)).toEqual([]);
  });

  it.each(all.filter((e) => e.kind === 'prefill').map((e) => [e.line, e] as const))('the prefill rules at line %i are valid and fill their sample steps as said', (_line, example) => {
    const prefill = JSON.parse(example.text) as WizardManifest['prefill'];
    const meta = JSON.parse(readFileSync('schemas/_meta/wizard.schema.json', 'utf8')) as { properties: { prefill: Json } };
    const validate = createAjv().compile(meta.properties.prefill);
    expect(validate(prefill), JSON.stringify(validate.errors)).toBe(true);
    expect(example.samples?.cases?.length).toBeGreaterThan(0);
    for (const { step, answers, carried } of example.samples?.cases ?? []) {
      expect(carriedAnswers({ prefill } as WizardManifest, step, { answers }), JSON.stringify(answers)).toEqual(carried);
    }
  });

  it('know every kind of block', () => {
    expect(all.filter((e) => !['form', 'ui', 'wizard', 'migrations', 'prefill'].includes(e.kind)).map((e) => `line ${e.line}: ${e.kind}`)).toEqual([]);
  });

  it.each(all.filter((e) => e.kind === 'wizard').map((e) => [e.line, e] as const))('the wizard step at line %i names a form that exists and a condition that compiles', (_line, example) => {
    const step = JSON.parse(example.text) as { id: string; form: string; when?: object };
    expect(catalog.formFiles.some((f) => f.id === step.form) || step.form === 'globalgap/addons/biodiversity').toBe(true);
    if (step.when) expect(() => createAjv().compile(step.when!)).not.toThrow();
  });
});
