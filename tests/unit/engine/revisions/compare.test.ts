import { describe, expect, it } from 'vitest';
import { bundleFiles, revisionBundle, type RevisionBundle } from '../../../../src/engine/revisions/bundle';
import { compareRevisions } from '../../../../src/engine/revisions/compare';
import { parseMigrations } from '../../../../src/engine/revisions/migrations';
import { currentRevisions, readMessageCatalogues } from '../../../../src/engine/revisions/revisions-folder';
import { BIO_MIGRATION, changeBio, changeGlobalgap, GLOBALGAP_MIGRATION } from './analysts-changes';

const today = currentRevisions();
const messages = readMessageCatalogues();
function changed(wizardId: string, change: (files: Record<string, any>) => void, texts = messages): RevisionBundle { // eslint-disable-line @typescript-eslint/no-explicit-any
  const files = JSON.parse(JSON.stringify(bundleFiles(today[wizardId].bundle)));
  change(files);
  return revisionBundle({ files }, texts, wizardId);
}
const brief = (c: { kind: string; pointer: string; breaking: boolean; migration?: object; from?: string; choice?: unknown }) =>
  `${c.kind} ${c.from ? `${c.from} → ` : ''}${c.pointer}${c.choice !== undefined ? ` ${String(c.choice)}` : ''}${c.breaking ? (c.migration ? ' (covered)' : ' BREAKS') : ''}`;

describe('compareRevisions', () => {
  it('finds nothing between a revision and itself', () => {
    expect(compareRevisions(today.bio.bundle, today.bio.bundle)).toEqual([]);
  });

  it("lists the organic analyst's changes, each breaking one uncovered without migrations", () => {
    const bio2 = changed('bio', (files) => changeBio(files));
    expect(compareRevisions(today.bio.bundle, bio2).map(brief)).toEqual([
      'choice-removed /scope/version eu-2018-848 BREAKS',
      'choice-added /scope/version eu-2018-848-2024',
      'question-removed /plant-production/unit/responsible_person BREAKS',
      'question-removed /plant-production/unit/total_area BREAKS',
      'question-added /plant-production/unit/manager BREAKS',
      'question-added /plant-production/irrigation_plan BREAKS',
      'question-added /plant-production/total_area BREAKS',
    ]);
  });

  it('with the migrations, sees renames as renames and names the migration that covers each breaking change', () => {
    const bio2 = changed('bio', (files) => changeBio(files));
    const changes = compareRevisions(today.bio.bundle, bio2, parseMigrations({ wizard: 'bio', migrations: [BIO_MIGRATION] }, 'bio'));
    expect(changes.map(brief)).toEqual([
      'choice-removed /scope/version eu-2018-848 (covered)',
      'choice-added /scope/version eu-2018-848-2024',
      'question-renamed /plant-production/unit/responsible_person → /plant-production/unit/manager (covered)',
      'question-added /plant-production/irrigation_plan (covered)',
      'question-renamed /plant-production/unit/total_area → /plant-production/total_area (covered)',
    ]);
    expect(changes[0]).toMatchObject({ stepId: 'scope', file: 'bio/scope.schema.json', schemaPointer: '/properties/version', title: 'bio.scope.version', choiceTitle: 'bio.scope.version.eu2018848' });
    expect(changes[3].migration).toEqual({ ask: '/plant-production/irrigation_plan' });
  });

  it('sees a column renamed in a table, a removed choice of a column and a question moved into the rows', () => {
    const gg2 = changed('globalgap', (files) => changeGlobalgap(files));
    expect(compareRevisions(today.globalgap.bundle, gg2, parseMigrations({ wizard: 'globalgap', migrations: [GLOBALGAP_MIGRATION] }, 'globalgap')).map(brief)).toEqual([
      'question-renamed /appendix-2/products/*/area_ha → /appendix-2/products/*/area (covered)',
      'choice-removed /appendix-2/products/*/cultivation both (covered)',
      'question-renamed /appendix-2/notes → /appendix-2/products/*/notes (covered)',
      'question-added /appendix-2/hail_nets (covered)',
    ]);
  });

  it('lists a new or removed table of documents once, as the table, not each required column of its rows', () => {
    const withPlans = changed('globalgap', (files) => {
      files['globalgap/gfsi.schema.json'].properties.plans = { title: 'globalgap.gfsi.title', type: 'array', items: { $ref: '../_defs/file-ref.schema.json' } };
    });
    expect(compareRevisions(today.globalgap.bundle, withPlans).map(brief)).toEqual(['question-added /gfsi/plans']);
    expect(compareRevisions(withPlans, today.globalgap.bundle).map(brief)).toEqual(['question-removed /gfsi/plans BREAKS']);
  });

  it('tells changed texts per language, changed types, optional questions and conditions, none of them breaking but a type', () => {
    const texts = { ...messages, es: { ...messages.es, 'globalgap.appendix2.areaHa': 'Superficie cultivada (ha)' } };
    const gg2 = changed(
      'globalgap',
      (files) => {
        const row = files['globalgap/appendix-2.schema.json'].properties.products.items;
        row.properties.harvest_included.type = 'string';
        row.properties.area_ha.type = 'integer';
        files['globalgap/appendix-2.schema.json'].properties.remarks = { title: 'globalgap.appendix2.notes', type: 'string' };
        files['wizards/globalgap.json'].steps.find((s: { id: string }) => s.id === 'gfsi').when = { required: ['scope'] };
      },
      texts,
    );
    const changes = compareRevisions(today.globalgap.bundle, gg2);
    expect(changes.map(brief)).toEqual([
      'type-changed /appendix-2/products/*/area_ha BREAKS',
      'text-changed /appendix-2/products/*/area_ha',
      'type-changed /appendix-2/products/*/harvest_included BREAKS',
      'question-added /appendix-2/remarks',
      'condition-changed /gfsi',
    ]);
    expect(changes[1]).toMatchObject({ locale: 'es', messageId: 'globalgap.appendix2.areaHa', before: messages.es!['globalgap.appendix2.areaHa'], after: 'Superficie cultivada (ha)' });
    expect(changes[0]).toMatchObject({ before: ['number'], after: ['integer'] });
  });
});
