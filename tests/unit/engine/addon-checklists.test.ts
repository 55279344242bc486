import { describe, expect, it } from 'vitest';
import { migrateDraft } from '../../../src/engine/revisions/migrate';
import { currentRevisions, readMigrations, readPublishedRevision } from '../../../src/engine/revisions/revisions-folder';
import { validateForm } from '../../../src/validation/validate';

// Issue 48: LEAF Marque, Tesco Nurture and AH GROW ask their checklists' sections
// (docs/globalgap-questionnaires.md, "Sources"). A version 1 draft keeps what it answered,
// moved into the sections; the question no add-on checklist holds is retired, not lost.

const VERSION_1 = {
  leaf: { member_number: 'LEAF-0042178', ifm_review: true, environment_plan: false, energy_records: true },
  nurture: { tesco_supplier: 'Hellenic Fresh Exports S.A.', supplier_code: 'TS-88213', previously_certified: true, biodiversity_plan: true },
  'ah-grow': { ah_supplier: 'Fruit Partners Europe B.V.', supplier_number: 'AH-55102', residue_monitoring: true, sustainability_plan: true },
};

function migrated() {
  return migrateDraft({
    answers: JSON.parse(JSON.stringify(VERSION_1)),
    fromVersion: 1,
    toVersion: 2,
    migrations: readMigrations('globalgap'),
    current: currentRevisions().globalgap.bundle,
    previous: readPublishedRevision('globalgap', 1).bundle,
  });
}

describe('the add-ons asked to their checklists', () => {
  it("a version 1 draft's answers move into the sections that now ask them", () => {
    const { answers, retired } = migrated();
    expect(answers.leaf).toEqual({
      member_number: 'LEAF-0042178',
      organisation: { sustainable_farming_review: true },
      energy: { energy_use_recorded: true },
      landscape: { conservation_plan: false },
    });
    expect(answers.nurture).toEqual({
      tesco_supplier: 'Hellenic Fresh Exports S.A.',
      supplier_code: 'TS-88213',
      previously_certified: true,
      environment: { biodiversity_plan: true },
    });
    expect(answers['ah-grow']).toEqual({ ah_supplier: 'Fruit Partners Europe B.V.', supplier_number: 'AH-55102', residues: { residue_monitoring: true } });
    expect(retired.map((r) => r.pointer)).toEqual(['/ah-grow/sustainability_plan']);
  });

  it('the moved draft is not yet complete: each add-on asks its new sections, and a Yes asks its details', () => {
    const { answers } = migrated();
    const missing = (stepId: string, form: string) => validateForm(form, (answers as Record<string, unknown>)[stepId]).map((e) => `${e.path} ${e.keyword}`);
    expect(missing('leaf', 'globalgap/addons/leaf')).toEqual(
      expect.arrayContaining(['/organisation/sustainable_farming_review_on required', '/soil required', '/society required', '/energy/energy_plan required']),
    );
    expect(missing('nurture', 'globalgap/addons/nurture')).toEqual(expect.arrayContaining(['/checklists required', '/principal_crop required', '/residues required']));
    expect(missing('ah-grow', 'globalgap/addons/ah-grow')).toEqual(
      expect.arrayContaining(['/retailers required', '/residues/laboratory required', '/residues/samples_per_year required', '/foreign_bodies required']),
    );
  });
});
