import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../../src/validation/create-ajv';
import { bundleFiles, catalogOfBundle, revisionBundle, type RevisionBundle } from '../../../../src/engine/revisions/bundle';
import { migrateDraft, type MigrateInput } from '../../../../src/engine/revisions/migrate';
import { parseMigrations, type WizardMigrations } from '../../../../src/engine/revisions/migrations';
import { currentRevisions, readMessageCatalogues } from '../../../../src/engine/revisions/revisions-folder';
import { BIO_MIGRATION, changeBio, changeGlobalgap, GLOBALGAP_MIGRATION } from './analysts-changes';

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../../../../schemas/fixtures/${path}.json`, import.meta.url), 'utf8'));
const today = currentRevisions();
const messages = readMessageCatalogues();

/** Today's revision changed by the analyst (analysts-changes.ts), as a bundle. */
function changed(wizardId: string, change: (files: Record<string, unknown>) => void): RevisionBundle {
  const files = JSON.parse(JSON.stringify(bundleFiles(today[wizardId].bundle)));
  change(files);
  return revisionBundle({ files }, messages, wizardId);
}
const migrations = (wizard: string, step: object): WizardMigrations => parseMigrations({ wizard, migrations: [step] }, wizard);

/** The problems of one step's answers against a revision's form (the portal's Ajv, its keywords). */
function stepErrors(bundle: RevisionBundle, stepId: string, answers: unknown) {
  const form = bundle.wizard.steps.find((s) => s.id === stepId)!.form;
  const validate = createAjv().compile(catalogOfBundle(bundle).forms.get(form)!.schema);
  validate(answers);
  return (validate.errors ?? []).filter((e) => e.keyword !== 'errorMessage').map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`);
}

describe('migrateDraft: the organic questionnaire', () => {
  const bio2 = changed('bio', (files) => changeBio(files));
  const input: MigrateInput = {
    answers: { scope: fixture('bio/scope'), 'plant-production': fixture('bio/plant-production') },
    fromVersion: 1,
    toVersion: 2,
    migrations: migrations('bio', BIO_MIGRATION),
    current: bio2,
    previous: today.bio.bundle,
  };
  const result = migrateDraft(input);
  const plant = result.answers['plant-production'] as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('keeps the renamed answer in its new place, moves the moved one, and maps the replaced choice', () => {
    expect(plant.unit.manager).toBe('Γεώργιος Παπαδόπουλος');
    expect(plant.unit).not.toHaveProperty('responsible_person');
    expect(plant.total_area).toBe(16.8);
    expect(plant.unit).not.toHaveProperty('total_area');
    expect((result.answers.scope as { version: string }).version).toBe('eu-2018-848-2024');
    expect(result.retired).toEqual([]);
  });

  it('leaves the draft failing only on the new question it must ask', () => {
    expect(stepErrors(today.bio.bundle, 'plant-production', input.answers['plant-production'])).toEqual([]);
    expect(stepErrors(bio2, 'plant-production', input.answers['plant-production']).length).toBeGreaterThan(0);
    expect(stepErrors(bio2, 'plant-production', plant)).toEqual([' required {"missingProperty":"irrigation_plan"}']);
    expect(stepErrors(bio2, 'scope', result.answers.scope)).toEqual([]);
  });

  it('tells what changed, by step, as message ids and counts', () => {
    expect(result.notice).toEqual({
      fromVersion: 1,
      toVersion: 2,
      steps: [
        { stepId: 'scope', title: 'bio.scope.title', changes: [{ id: 'revisions.notice.choicesMapped', values: { count: 1 } }] },
        {
          stepId: 'plant-production',
          title: 'bio.plantProduction.title',
          changes: [
            { id: 'revisions.notice.newQuestions', values: { count: 1 } },
            { id: 'revisions.notice.renamed', values: { count: 2 } },
          ],
        },
      ],
    });
  });

  it('does not change the answers it was given, and changes nothing when run again', () => {
    expect((input.answers['plant-production'] as any).unit.responsible_person).toBe('Γεώργιος Παπαδόπουλος'); // eslint-disable-line @typescript-eslint/no-explicit-any
    const again = migrateDraft({ ...input, answers: result.answers, fromVersion: 2 });
    expect(again).toEqual({ answers: result.answers, notice: null, retired: [] });
    const chainAgain = migrateDraft({ ...input, answers: result.answers });
    expect(chainAgain.answers).toEqual(result.answers);
    expect(chainAgain.retired).toEqual([]);
  });

  it('without a migration, keeps the renamed and the removed answers as "no longer asked" with their old texts, never as a field nobody sees', () => {
    const bare = migrateDraft({ ...input, migrations: migrations('bio', { from: 1, to: 2, changes: [] }) });
    const unit = (bare.answers['plant-production'] as any).unit; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(unit).not.toHaveProperty('responsible_person');
    expect(bare.answers.scope).not.toHaveProperty('version');
    expect(bare.retired).toEqual([
      {
        pointer: '/scope/version',
        value: 'eu-2018-848',
        stepId: 'scope',
        title: 'bio.scope.version',
        valueTitle: 'bio.scope.version.eu2018848',
        messages: {
          el: { 'bio.scope.version': messages.el!['bio.scope.version'], 'bio.scope.version.eu2018848': messages.el!['bio.scope.version.eu2018848'] },
          en: { 'bio.scope.version': messages.en!['bio.scope.version'], 'bio.scope.version.eu2018848': messages.en!['bio.scope.version.eu2018848'] },
          es: { 'bio.scope.version': messages.es!['bio.scope.version'], 'bio.scope.version.eu2018848': messages.es!['bio.scope.version.eu2018848'] },
        },
      },
      expect.objectContaining({ pointer: '/plant-production/unit/responsible_person', value: 'Γεώργιος Παπαδόπουλος', title: 'bio.plantProduction.unit.responsiblePerson' }),
      expect.objectContaining({ pointer: '/plant-production/unit/total_area', value: 16.8 }),
    ]);
    expect(bare.notice?.steps.map((s) => [s.stepId, s.changes.map((c) => `${c.id.split('.').at(-1)} ${c.values.count}`)])).toEqual([
      ['scope', ['noLongerAsked 1']],
      ['plant-production', ['noLongerAsked 2']],
    ]);
    // the person's own answers are in none of the forms' errors but the questions they are asked
    expect(stepErrors(bio2, 'plant-production', bare.answers['plant-production']).every((e) => e.includes('missingProperty'))).toBe(true);
  });
});

describe('migrateDraft: GLOBALG.A.P. (a table)', () => {
  const gg2 = changed('globalgap', (files) => changeGlobalgap(files));
  const input: MigrateInput = {
    answers: { 'appendix-2': fixture('globalgap/appendix-2') },
    fromVersion: 1,
    toVersion: 2,
    migrations: migrations('globalgap', GLOBALGAP_MIGRATION),
    current: gg2,
    previous: today.globalgap.bundle,
  };
  const result = migrateDraft(input);
  const appendix = result.answers['appendix-2'] as { products: Record<string, unknown>[] };

  it('renames the area column in every row, maps `both`, and moves the notes into every row', () => {
    expect(appendix.products.map((row) => [row.area, row.area_ha, row.cultivation])).toEqual([
      [12.4, undefined, 'open'],
      [8.6, undefined, 'covered'],
    ]);
    const notes = 'Las uvas de mesa bajo malla se cosechan en septiembre.';
    expect(appendix.products.map((row) => row.notes)).toEqual([notes, notes]);
    expect(appendix).not.toHaveProperty('notes');
    expect(result.retired).toEqual([]);
    expect(stepErrors(gg2, 'appendix-2', appendix)).toEqual([' required {"missingProperty":"hail_nets"}']);
  });

  it('maps choices in list answers too, without repeating one', () => {
    const scope = { sub_scopes: ['a', 'b', 'c'] };
    const listed = migrateDraft({
      answers: { scope },
      fromVersion: 1,
      toVersion: 2,
      migrations: migrations('globalgap', { from: 1, to: 2, changes: [{ choices: '/scope/sub_scopes', map: { a: 'c' } }] }),
      current: { ...gg2, wizard: { ...gg2.wizard, steps: [] } }, // no step holds the answers: they are all retired
    });
    expect(listed.retired).toEqual([{ pointer: '/scope/sub_scopes', value: ['c', 'b'], stepId: 'scope' }]);
  });

  it('takes an answer out of a table: the first row to the one place, a differing row kept as "no longer asked"', () => {
    const out = migrateDraft({
      ...input,
      migrations: migrations('globalgap', { from: 1, to: 2, changes: [{ rename: '/appendix-2/products/*/product_other', to: '/appendix-2/notes' }] }),
      current: today.globalgap.bundle,
      answers: { 'appendix-2': { products: [{ product_other: 'kiwano' }, { product_other: 'kiwano' }, { product_other: 'pepino' }] } },
    });
    expect(out.answers['appendix-2']).toEqual({ notes: 'kiwano', products: [{}, {}, {}] });
    expect(out.retired).toEqual([expect.objectContaining({ pointer: '/appendix-2/products/2/product_other', value: 'pepino', title: 'globalgap.products.otherName' })]);
  });

  it('fills a new question from an old answer through a map, and drops a question keeping its answer', () => {
    const filled = migrateDraft({
      ...input,
      migrations: migrations('globalgap', {
        from: 1,
        to: 2,
        changes: [
          { fill: '/appendix-2/hail_nets', from: '/appendix-2/products/*/cultivation', map: { covered: true, both: true } },
          { drop: '/appendix-2/products/*/harvest' },
        ],
      }),
    });
    const rows = (filled.answers['appendix-2'] as { hail_nets: boolean; products: object[] });
    expect(rows.hail_nets).toBe(true);
    expect(rows.products.every((row) => !('harvest' in row))).toBe(true);
    expect(filled.retired.filter((r) => r.pointer.endsWith('/harvest')).map((r) => [r.pointer, r.value, r.valueTitle])).toEqual([
      ['/appendix-2/products/0/harvest', 'further', 'globalgap.appendix2.harvest.further'],
      ['/appendix-2/products/1/harvest', 'first', 'globalgap.appendix2.harvest.first'],
    ]);
    expect(filled.notice?.steps[0].changes).toContainEqual({ id: 'revisions.notice.filled', values: { count: 1 } });
  });

  it('refuses to move answers back to an earlier version', () => {
    expect(() => migrateDraft({ ...input, fromVersion: 2, toVersion: 1 })).toThrow(/do not move back/);
  });
});
