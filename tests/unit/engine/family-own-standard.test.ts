import { describe, expect, it } from 'vitest';
import { readSchemaCatalog } from '../../../src/engine/schema-folder';
import { migrateDraft } from '../../../src/engine/revisions/migrate';
import { currentRevisions, readMessageCatalogues, readMigrations, readPublishedRevision } from '../../../src/engine/revisions/revisions-folder';

// Issue 47: each family's questionnaire speaks of its own standard. A GLOBALG.A.P. applicant
// declared prosecutions "concerning organic production" and was offered organic farming
// programmes as financing; the organic applicant keeps both.

const catalog = readSchemaCatalog();
const messages = readMessageCatalogues();
const ORGANIC = /organic|βιολογικ|ecológic/i;
type Json = Record<string, unknown>;

/** Every message id a form names (titles, descriptions, choices), nested ones included. */
function ids(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => ids(n, found));
  else if (node && typeof node === 'object') Object.values(node as Json).forEach((v) => ids(v, found));
  else if (typeof node === 'string' && messages.en?.[node] !== undefined) found.add(node);
  return found;
}
const wizard = (id: string) => catalog.wizards.find((w) => w.id === id)!;
const stepForm = (wizardId: string, stepId: string) => catalog.forms.get(wizard(wizardId).steps.find((s) => s.id === stepId)!.form)!.schema as Json;
/** The texts of a step's form in every language. */
const texts = (wizardId: string, stepId: string) => [...ids(stepForm(wizardId, stepId))].flatMap((id) => ['el', 'en', 'es'].map((lang) => messages[lang]?.[id] ?? ''));
const financing = (wizardId: string) => ((stepForm(wizardId, 'general').properties as Json).financing_program as { oneOf: { const: string }[] }).oneOf.map((o) => o.const);

describe("each family's texts speak of its own standard", () => {
  it('the GLOBALG.A.P. statement and general step say nothing of organic production, in any language', () => {
    expect(texts('globalgap', 'responsible-statement').filter((text) => ORGANIC.test(text))).toEqual([]);
    expect(texts('globalgap', 'general').filter((text) => ORGANIC.test(text))).toEqual([]);
    // declaration 4 (records kept as GLOBALG.A.P. asks) and declaration 5 name the standard, in each of the three languages
    expect(texts('globalgap', 'responsible-statement').filter((text) => text.includes('GLOBALG.A.P.'))).toHaveLength(6);
  });

  it('GLOBALG.A.P. offers no organic farming programme; the organic application still does', () => {
    expect(financing('globalgap')).not.toContain('cap_sp_organic');
    expect(financing('globalgap')).not.toContain('rdp_measure_11');
    expect(financing('globalgap')).toEqual(expect.arrayContaining(['none', 'producer_organisation_op', 'other']));
    expect(financing('bio')).toEqual(expect.arrayContaining(['cap_sp_organic', 'rdp_measure_11']));
    expect(texts('bio', 'responsible-statement').filter((text) => ORGANIC.test(text))).toHaveLength(3);
  });

  it('a version 1 GLOBALG.A.P. draft that chose an organic programme keeps that it has one, as "other"', () => {
    const { answers, retired } = migrateDraft({
      answers: { general: { year: 2027, purpose: 'initial', financing_program: 'rdp_measure_11' } },
      fromVersion: 1,
      toVersion: 2,
      migrations: readMigrations('globalgap'),
      current: currentRevisions().globalgap.bundle,
      previous: readPublishedRevision('globalgap', 1).bundle,
    });
    expect(answers.general).toEqual({ year: 2027, purpose: 'initial', financing_program: 'other' });
    expect(retired).toEqual([]);
  });
});
