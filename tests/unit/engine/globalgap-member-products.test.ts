import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWizardRegistry } from '../../../src/server/applications/wizards';
import { crossFieldProblems } from '../../../src/validation/answer-rules';
import { migrateDraft } from '../../../src/engine/revisions/migrate';
import { answerSummary, type SummaryItem } from '../../../src/engine/answer-summary';
import { currentRevisions, readMigrations, readPublishedRevision } from '../../../src/engine/revisions/revisions-folder';

// Issue 48: a producer group's members' products and a produce handling unit's products are
// chosen from the one GLOBALG.A.P. product list (and the aquaculture species), among those
// Appendix 2 (or 2 AQ) lists, with "other (name it)"; no longer typed as free text. Drafts of
// version 1 keep what was typed as a "no longer asked" answer and are asked to choose.

type Answers = Record<string, unknown>;
type Row = Record<string, unknown>;
const fixture = (name: string) => JSON.parse(readFileSync(`schemas/fixtures/${name}.json`, 'utf8')) as Answers;
const registry = createWizardRegistry();
const wizard = registry.load('globalgap');

const base = (): Answers => ({
  general: fixture('globalgap/general'),
  scope: { ...fixture('globalgap/scope'), option: 2, produce_handling: true },
  'appendix-2': fixture('globalgap/appendix-2'),
});
const withRows = (answers: Answers, members: Row[], units: Row[]): Answers => ({
  ...answers,
  'producer-group': { ...fixture('globalgap/producer-group'), members },
  facilities: { units },
});
const member = (products: unknown, extra: Row = {}): Row => ({ ...(fixture('globalgap/producer-group').members as Row[])[0], products, ...extra });
const unit = (products: unknown, extra: Row = {}): Row => ({ ...(fixture('globalgap/facilities').units as Row[])[0], products, ...extra });
const steps = (answers: Answers) => wizard.visible(answers).filter((s) => s.id === 'producer-group' || s.id === 'facilities');
// the rules across steps read the earlier steps the wizard shows (Appendix 2 here)
const issues = (answers: Answers) => {
  const mine = <T extends { step: string }>(problems: T[]) => problems.filter((p) => p.step === 'producer-group' || p.step === 'facilities');
  return [...registry.problems(steps(answers), answers), ...mine(crossFieldProblems(wizard.visible(answers), answers, registry.formSchema))];
};

describe('GLOBALG.A.P.: the products of a group’s members and of a handling unit', () => {
  it('are chosen among the products Appendix 2 lists', () => {
    const answers = withRows(base(), [member(['peaches', 'table_grapes'])], [unit(['peaches'])]);
    expect(steps(answers).map((s) => s.id)).toEqual(['producer-group', 'facilities']);
    expect(issues(answers)).toEqual([]);

    // apples are on the product list but not in this Appendix 2: refused, named by the rule's message
    const apples = issues(withRows(base(), [member(['peaches', 'apples'])], [unit(['apples'])]));
    expect(apples).toEqual([
      expect.objectContaining({ step: 'producer-group', issues: [expect.objectContaining({ path: '/members/0/products', messageId: 'globalgap.group.members.productNotListed', params: { product: 'apples', labels: { product: 'globalgap.product.apples' } } })] }),
      expect.objectContaining({ step: 'facilities', issues: [expect.objectContaining({ path: '/units/0/products', messageId: 'globalgap.facilities.units.productNotListed', params: { product: 'apples', labels: { product: 'globalgap.product.apples' } } })] }),
    ]);
  });

  it('refuse free text, and ask the name of an "other" product', () => {
    const typed = issues(withRows(base(), [member('Ροδάκινα, νεκταρίνια')], [unit('Melocotón')]));
    expect(typed.map((s) => [s.step, s.issues.map((i) => [i.path, i.keyword])])).toEqual([
      ['producer-group', [['/members/0/products', 'type']]],
      ['facilities', [['/units/0/products', 'type']]],
      // and a text is no product of Appendix 2 either
      ['producer-group', [['/members/0/products', 'amongAnswers']]],
      ['facilities', [['/units/0/products', 'amongAnswers']]],
    ]);

    const other = base();
    (other['appendix-2'] as { products: Row[] }).products.push({ ...(fixture('globalgap/appendix-2').products as Row[])[0], product: 'other', product_other: 'Kiwano' });
    const unnamed = issues(withRows(other, [member(['other'])], [unit(['peaches', 'other'])]));
    expect(unnamed.map((s) => [s.step, s.issues.map((i) => i.path)])).toEqual([
      ['producer-group', ['/members/0/products_other']],
      ['facilities', ['/units/0/products_other']],
    ]);
    expect(issues(withRows(other, [member(['other'], { products_other: 'Kiwano' })], [unit(['peaches', 'other'], { products_other: 'Kiwano' })]))).toEqual([]);
  });

  it('typed as text in a version 1 draft are kept as "no longer asked", the rest of the row stays, and the step asks again', () => {
    const old = withRows(base(), [member('Ροδάκινα, νεκταρίνια'), member('Μήλα', { name: 'Μαρία Γεωργίου', ggn: '4052852000000' })], [unit('Melocotón, uva de mesa')]);
    const moved = migrateDraft({ answers: old, fromVersion: 1, toVersion: 2, migrations: readMigrations('globalgap'), current: currentRevisions().globalgap.bundle, previous: readPublishedRevision('globalgap', 1).bundle });

    const members = (moved.answers['producer-group'] as { members: Row[] }).members;
    expect(members.map((m) => m.products)).toEqual([undefined, undefined]);
    expect(members.map((m) => m.name)).toEqual(['Ιωάννης Παππάς', 'Μαρία Γεωργίου']);
    expect((moved.answers.facilities as { units: Row[] }).units[0]).toMatchObject({ name: 'Central hortofrutícola Abarán', activity: 'packing' });
    expect((moved.answers.facilities as { units: Row[] }).units[0]).not.toHaveProperty('products');

    expect(moved.retired).toEqual([
      expect.objectContaining({ pointer: '/producer-group/members/0/products', value: 'Ροδάκινα, νεκταρίνια', title: 'globalgap.group.members.products' }),
      expect.objectContaining({ pointer: '/producer-group/members/1/products', value: 'Μήλα', title: 'globalgap.group.members.products' }),
      expect.objectContaining({ pointer: '/facilities/units/0/products', value: 'Melocotón, uva de mesa', title: 'globalgap.facilities.units.products' }),
    ]);
    const notice = (stepId: string) => moved.notice?.steps.find((s) => s.stepId === stepId)?.changes.map((c) => [c.id, c.values.count]);
    expect(notice('producer-group')).toEqual([['revisions.notice.newQuestions', 2], ['revisions.notice.noLongerAsked', 2]]);
    expect(notice('facilities')).toEqual([['revisions.notice.newQuestions', 2], ['revisions.notice.noLongerAsked', 1]]);

    // the step now asks for the products; migrating again changes nothing
    expect(issues(moved.answers).flatMap((s) => s.issues.map((i) => [i.path, i.keyword]))).toEqual([
      ['/members/0/products', 'required'],
      ['/members/1/products', 'required'],
      ['/units/0/products', 'required'],
    ]);
  });

  it('are shown by their titles on the answers page and in the PDF (the answers summary), not by their codes', () => {
    const column = (form: string, answers: unknown, title: string) => {
      const entry = registry.forms.get(form)!;
      const table = answerSummary(entry.schema, entry.uiSchema, answers).find((item): item is Extract<SummaryItem, { kind: 'table' }> => item.kind === 'table')!;
      return table.rows.map((row) => row[table.columns.indexOf(title)]);
    };
    expect(column('globalgap/producer-group', { members: [member(['peaches', 'table_grapes'])] }, 'globalgap.group.members.products')).toEqual([
      { kind: 'list', values: [{ kind: 'message', id: 'globalgap.product.peaches' }, { kind: 'message', id: 'globalgap.product.tableGrapes' }] },
    ]);
    expect(column('globalgap/facilities', { units: [unit(['sea_bream'])] }, 'globalgap.facilities.units.products')).toEqual([
      { kind: 'list', values: [{ kind: 'message', id: 'globalgap.aq.species.seaBream' }] },
    ]);
  });
});
