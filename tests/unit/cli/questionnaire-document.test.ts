import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../../src/cli/questionnaire-document/build';
import { documentHtml } from '../../../src/cli/questionnaire-document/html';
import { documentPdf } from '../../../src/cli/questionnaire-document/pdf';
import { escapeHtml } from '../../../src/server/certificates/plain-html';
import type { WizardManifest } from '../../../src/engine/wizard';
import { catalogOfBundle } from '../../../src/engine/revisions/bundle';
import { currentRevisions } from '../../../src/engine/revisions/revisions-folder';
import { choicesOf, itemPlace, placeAt } from '../../../src/engine/revisions/schema-view';
import { pdfText } from '../../helpers/pdf-text';

/**
 * The questionnaire document (npm run questionnaire, docs/reviewers.md) of each wizard, from
 * today's files: every question its sample answers hold is named, every step condition of its
 * manifest is said in words with the question and the choice it reads.
 */
const SCHEMAS = 'schemas';
const LOCALES_DIR = 'locales';
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const isFileRef = (v: Json) => 'media_type' in v && 'size' in v;

/** Pointers of every answer of a sample (rows as `*`), down to answers that are values, file references or lists of choices. */
function answerPointers(value: unknown, at: string[]): string[] {
  if (Array.isArray(value)) return value.filter((row) => isObject(row) && !isFileRef(row)).flatMap((row) => answerPointers(row, [...at, '*']));
  if (!isObject(value) || isFileRef(value)) return [];
  return Object.entries(value).flatMap(([key, answer]) => [`/${[...at, key].join('/')}`, ...answerPointers(answer, [...at, key])]);
}

/** The sample answers beside a form: fixtures/<form>.json, .minimal.json, .full.json… */
function fixturesOf(form: string): unknown[] {
  const dir = join(SCHEMAS, 'fixtures', form.split('/').slice(0, -1).join('/'));
  const name = form.split('/').at(-1)!;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f === `${name}.json` || (f.startsWith(`${name}.`) && f.endsWith('.json')))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

/** The leaves a step condition reads: pointer segments and the codes it compares with. */
function conditionLeaves(schema: unknown, at: string[] = []): { at: string[]; codes: unknown[] }[] {
  if (!isObject(schema)) return [];
  const out: { at: string[]; codes: unknown[] }[] = [];
  const codes = ['const' in schema ? [schema.const] : [], Array.isArray(schema.enum) ? schema.enum : [], isObject(schema.contains) && 'const' in schema.contains ? [schema.contains.const] : []].flat();
  if (at.length && (codes.length || 'minItems' in schema)) out.push({ at, codes });
  if (isObject(schema.properties)) for (const [key, sub] of Object.entries(schema.properties)) out.push(...conditionLeaves(sub, [...at, key]));
  for (const key of ['anyOf', 'allOf', 'oneOf']) if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((sub) => out.push(...conditionLeaves(sub, at)));
  if (schema.not) out.push(...conditionLeaves(schema.not, at));
  if (isObject(schema.items)) out.push(...conditionLeaves(schema.items, at));
  if (Array.isArray(schema.required) && at.length === 1) for (const name of schema.required) if (!isObject(schema.properties) || !(name in schema.properties)) out.push({ at: [...at, name], codes: [] });
  return out;
}

const messages = (locale: string) => Object.assign({}, ...readdirSync(join(LOCALES_DIR, locale)).map((f) => JSON.parse(readFileSync(join(LOCALES_DIR, locale, f), 'utf8'))));
const en = messages('en');

describe.each(['bio', 'globalgap'])('the questionnaire document of %s', (wizardId) => {
  const manifest = JSON.parse(readFileSync(join(SCHEMAS, 'wizards', `${wizardId}.json`), 'utf8')) as WizardManifest;
  const doc = buildDocument({ wizardId, locale: 'en', schemasDir: SCHEMAS, localesDir: LOCALES_DIR });
  const html = documentHtml(doc);
  const catalog = catalogOfBundle(currentRevisions(SCHEMAS, LOCALES_DIR)[wizardId].bundle);
  const questions = new Map(doc.model.steps.flatMap((s) => s.questions.map((q) => [q.pointer, q])));

  it('has every step of the manifest in its order, each in the table of contents', () => {
    expect(doc.model.steps.map((s) => s.id)).toEqual(manifest.steps.map((s) => s.id));
    for (const step of doc.model.steps) expect(html).toContain(`<a href="#step-${step.id}">`);
  });

  it('names every question its sample answers hold, with its label', () => {
    let count = 0;
    for (const step of manifest.steps) {
      for (const fixture of fixturesOf(step.form)) {
        for (const pointer of answerPointers(fixture, [step.id])) {
          const question = questions.get(pointer.replace(/\/\d+(?=\/|$)/g, '/*'));
          expect(question, `${pointer} (fixtures of ${step.form})`).toBeDefined();
          expect(html).toContain(`data-pointer="${escapeHtml(question!.pointer)}"`);
          expect(html).toContain(`<h3>${escapeHtml(question!.label)}</h3>`);
          expect(question!.label).not.toMatch(/^⟨/);
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('says every step condition of the manifest in words: the question it reads and the choice', () => {
    const conditional = manifest.steps.filter((s) => s.when);
    expect(conditional.length).toBeGreaterThan(3);
    for (const step of conditional) {
      const said = doc.model.steps.find((s) => s.id === step.id)!.condition;
      expect(said, step.id).toMatch(/^This step is asked when /);
      expect(said).not.toContain('the condition {');
      for (const leaf of conditionLeaves(step.when)) {
        const [stepId, ...rest] = leaf.at;
        const question = questions.get(`/${stepId}/${rest.join('/')}`);
        expect(question, `${step.id}: /${leaf.at.join('/')}`).toBeDefined();
        expect(said, `${step.id} names “${question!.label}”`).toContain(`“${question!.label}”`);
        for (const code of leaf.codes) {
          let label = code === true ? 'yes' : 'no';
          if (typeof code !== 'boolean') {
            const place = placeAt(catalog.forms.get(manifest.steps.find((s) => s.id === stepId)!.form)!.schema, rest)!;
            const choices = choicesOf(place) ?? choicesOf(itemPlace(place)!);
            expect(choices, `${step.id}: /${leaf.at.join('/')} has choices`).toBeDefined();
            label = en[choices!.get(code)!];
          }
          expect(said, `${step.id}: the choice ${JSON.stringify(code)} in words`).toContain(`“${label}”`);
        }
      }
    }
  });

  it('says every condition and requirement in words, none as the schema writes it', () => {
    const sentences = doc.model.steps.flatMap((s) => [s.condition, ...s.questions.flatMap((q) => [...q.conditions, ...q.requirements])]);
    expect(sentences.filter((s) => s.includes('the condition {') || s.includes('the rule “'))).toEqual([]);
  });

  it('tells what a question requires and when a form asks it', () => {
    const all = [...questions.values()];
    expect(all.some((q) => q.requirements.includes('required'))).toBe(true);
    expect(all.some((q) => q.conditions.some((c) => c.startsWith('Asked when ')))).toBe(true);
  });
});

describe('what the organic document says of some questions', () => {
  const doc = buildDocument({ wizardId: 'bio', locale: 'en', schemasDir: SCHEMAS, localesDir: LOCALES_DIR });
  const q = (pointer: string) => doc.model.steps.flatMap((s) => s.questions).find((x) => x.pointer === pointer)!;

  it('the beekeeping step is asked when the scope includes beekeeping', () => {
    expect(doc.model.steps.find((s) => s.id === 'beekeeping')!.condition).toBe('This step is asked when “Sub-scopes” (step “Scope of certification”) includes “Beekeeping”.');
  });

  it('a conditional question, a phone of the country, the choices and a help text', () => {
    expect(q('/general/transfer').conditions).toEqual(['Asked when “Purpose of the application” is “Transfer from another control body”.']);
    expect(q('/plant-production/unit/phone').requirements).toContain('a phone number of the country (Greece: 10 digits; Spain: 9 digits starting 6–9)');
    expect(q('/scope/sub_scopes')).toMatchObject({ multiple: true, choices: expect.arrayContaining(['Beekeeping']) });
    expect(q('/scope/sub_scopes').requirements).toEqual(['required', 'at least one entry', 'each entry different']);
  });
});

describe('languages and the PDF', () => {
  it('writes the Greek document in Greek, with Greek quotation marks', () => {
    const doc = buildDocument({ wizardId: 'bio', locale: 'el', schemasDir: SCHEMAS, localesDir: LOCALES_DIR });
    const html = documentHtml(doc);
    expect(html).toContain('<html lang="el">');
    expect(doc.model.steps.find((s) => s.id === 'beekeeping')!.condition).toBe('Το βήμα εμφανίζεται όταν στην ερώτηση «Υποπεδία» (βήμα «Πεδίο πιστοποίησης») έχει επιλεγεί «Μελισσοκομία».');
    expect(html).toContain('Περιεχόμενα');
  });

  it('prints the Spanish PDF with its contents, each step and its questions', async () => {
    const doc = buildDocument({ wizardId: 'globalgap', locale: 'es', schemasDir: SCHEMAS, localesDir: LOCALES_DIR });
    const text = await pdfText(await documentPdf(doc));
    expect(text).toContain('Índice');
    for (const step of doc.model.steps) expect(text).toContain(`Paso ${step.number}: ${step.title}`.slice(0, 40));
    expect(text).toContain(doc.model.steps[1].questions[0].label);
  }, 60_000);
});
