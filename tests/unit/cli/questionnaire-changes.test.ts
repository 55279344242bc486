import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument } from '../../../src/cli/questionnaire-document/build';
import { parseArgs, writeQuestionnaireDocuments } from '../../../src/cli/questionnaire';
import { publishRevision } from '../../../src/cli/publish-revision';
import { BIO_MIGRATION, changeBio } from '../engine/revisions/analysts-changes';

/**
 * "What changed" in the questionnaire document (npm run questionnaire -- bio --compare 1): in a
 * copy of schemas/ and locales/ where version 1 is published from today's files and then
 * changed as an analyst would (a renamed question, a removed choice, a new required question,
 * a step and a question asked on other answers), with the migration declared.
 */
const root = mkdtempSync(join(tmpdir(), 'questionnaire-changes-'));
const schemas = join(root, 'schemas');
const locales = join(root, 'locales');
const read = (file: string) => JSON.parse(readFileSync(join(schemas, file), 'utf8'));
const write = (file: string, value: unknown) => writeFileSync(join(schemas, file), `${JSON.stringify(value, null, 2)}\n`);

beforeAll(() => {
  cpSync('schemas', schemas, { recursive: true, filter: (src) => !src.includes('/published') });
  cpSync('locales', locales, { recursive: true });
  publishRevision({ schemasDir: schemas, localesDir: locales, wizardId: 'bio' });
  const paths = ['wizards/bio.json', 'bio/plant-production.schema.json', 'bio/plant-production.ui.json', 'bio/scope.schema.json'];
  const files = Object.fromEntries(paths.map((f) => [f, read(f)]));
  changeBio(files, { rename: true, choice: true, required: true });
  // the beekeeping step is now asked for animal production too; the transfer's questions on a renewal
  const beekeeping = files['wizards/bio.json'].steps.find((s: { id: string }) => s.id === 'beekeeping');
  beekeeping.when.properties.scope.properties.sub_scopes.contains.const = 'animal_production';
  for (const [f, value] of Object.entries(files)) write(f, value);
  const general = read('common/general.schema.json');
  general.if.properties.purpose.const = 'renewal';
  write('common/general.schema.json', general);
  write('wizards/bio.migrations.json', { wizard: 'bio', migrations: [{ ...BIO_MIGRATION, changes: BIO_MIGRATION.changes.slice(0, 3) }] });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const changesOf = (locale: 'en' | 'el' = 'en') => buildDocument({ wizardId: 'bio', locale, revision: 'working', compare: '1', schemasDir: schemas, localesDir: locales }).changes!;
const sentences = (locale: 'en' | 'el' = 'en') => changesOf(locale).steps.flatMap((s) => s.changes.map((c) => c.text));

describe('what changed since the published version', () => {
  it('names the revision it compares with', () => {
    expect(changesOf().older).toBe('version 1');
    expect(changesOf().newer).toBe('the working copy');
  });

  it('a renamed question, by its declared migration, with its old name', () => {
    const plant = changesOf().steps.find((s) => s.stepId === 'plant-production')!;
    const renamed = plant.changes.find((c) => c.kind === 'question-renamed')!;
    expect(renamed.text).toBe('Question renamed or moved: “Person responsible”, formerly “Person responsible” (step “Plant production questionnaire”)');
    expect(renamed.pointer).toBe('/plant-production/unit/manager');
    expect(renamed.migration).toContain('"rename":"/plant-production/unit/responsible_person"');
    // listed once, where it went: not also as a question no longer asked
    expect(plant.changes.filter((c) => c.kind === 'question-removed')).toEqual([]);
  });

  it('a removed choice by its label, and the choice that took its place', () => {
    expect(sentences()).toContain('Choice removed: “Regulation (EU) 2018/848 on organic production” from “Standard”');
    expect(sentences()).toContain('New choice “Regulation (EU) 2018/848 on organic production” in “Standard”');
  });

  it('a new required question, with the migration that asks it', () => {
    const added = changesOf().steps.flatMap((s) => s.changes).find((c) => c.kind === 'question-added')!;
    expect(added.text).toBe('New question “/plant-production/irrigation_plan” (required)');
    expect(added.migration).toBe('Drafts move forward by the declared migration {"ask":"/plant-production/irrigation_plan"}.');
  });

  it('a step and a question asked on other answers, both conditions in words', () => {
    expect(sentences()).toContain(
      'The step is now asked on other answers: before, “Sub-scopes” (step “Scope of certification”) includes “Beekeeping”; now, “Sub-scopes” (step “Scope of certification”) includes “Animal production (including poultry)”',
    );
    expect(sentences()).toContain(
      '“Transfer from another control body” is now asked on other answers: before, asked when “Purpose of the application” is “Transfer from another control body”; now, asked when “Purpose of the application” is “Renewal”',
    );
  });

  it('in the reader’s language', () => {
    expect(sentences('el')).toContain('Αφαιρέθηκε η επιλογή «Κανονισμός (ΕΕ) 2018/848 για τη βιολογική παραγωγή» από την ερώτηση «Πρότυπο»');
  });

  it('nothing between a revision and itself', () => {
    const same = buildDocument({ wizardId: 'bio', locale: 'en', revision: '1', compare: 'published', schemasDir: schemas, localesDir: locales });
    expect(same.changes!.steps).toEqual([]);
  });
});

describe('npm run questionnaire', () => {
  it('writes the HTML and the PDF of each language asked, with the changes section', async () => {
    const out = join(root, 'out');
    const args = parseArgs(['bio', '--lang', 'en,el', '--compare', '1', '--out', out, '--dir', schemas, '--locales', locales]);
    const written = await writeQuestionnaireDocuments(args);
    expect(written.map((f) => f.slice(out.length + 1))).toEqual(['bio-working-since-v1.en.html', 'bio-working-since-v1.en.pdf', 'bio-working-since-v1.el.html', 'bio-working-since-v1.el.pdf']);
    for (const file of written) expect(existsSync(file)).toBe(true);
    const html = readFileSync(written[0], 'utf8');
    expect(html).toContain('<section id="changes"><h2>What changed since version 1</h2>');
    expect(html).toContain('<a href="#changes">');
  }, 60_000);

  it('refuses an unknown language, revision or option with a sentence', () => {
    expect(() => parseArgs(['bio', '--lang', 'fr'])).toThrow('--lang fr: one of el, en, es or all');
    expect(() => parseArgs(['bio', '--colour', 'red'])).toThrow('unknown option --colour');
    expect(() => buildDocument({ wizardId: 'bio', locale: 'en', revision: 'v9', schemasDir: schemas, localesDir: locales })).toThrow('version 9 is not published');
    expect(() => buildDocument({ wizardId: 'bio', locale: 'en', revision: 'latest', schemasDir: schemas, localesDir: locales })).toThrow('a revision is "working", "published" or a published version');
  });
});
