import { describe, expect, it } from 'vitest';
import { certificateItemParts, holderNumberOf } from '../../../src/engine/certificate-items';
import { schemaCatalogOf } from '../../../src/engine/schema-folder';
import type { WizardAnswers, WizardStep } from '../../../src/engine/wizard';

const catalog = schemaCatalogOf();
const formOf = (id: string) => catalog.forms.get(id);
const fixture = (id: string) => catalog.forms.get(id)!.fixture;
const stepsOf = (wizardId: string, ids: string[]) => catalog.wizard(wizardId)!.steps.filter((s) => ids.includes(s.id)) as WizardStep[];

/** What staff pick on a certificate comes from the application's own answers, where the manifest says. */
describe('certificate items', () => {
  it("lists a GLOBALG.A.P. application's products of Appendix 2 and 1 as their list titles, and its GGN", () => {
    const manifest = catalog.wizard('globalgap')!;
    const answers: WizardAnswers = {
      ggn: { status: 'existing', ggn: '4063061581198' },
      'appendix-1': fixture('globalgap/appendix-1') as Record<string, unknown>,
      'appendix-2': fixture('globalgap/appendix-2') as Record<string, unknown>,
    };
    const steps = stepsOf('globalgap', ['ggn', 'appendix-1', 'appendix-2']);
    const parts = certificateItemParts(manifest, steps, answers, formOf);
    const rows = (answers['appendix-2'] as { products: unknown[] }).products.length;
    expect(parts.length).toBeGreaterThanOrEqual(rows);
    // a listed product is its title's message id, to be read in the reader's language
    expect(parts[0]).toEqual([expect.objectContaining({ kind: 'message', id: expect.stringMatching(/peach/i) })]);
    expect(holderNumberOf(manifest, steps, answers)).toBe('4063061581198');
  });

  it('leaves out the rows of a step the application does not have, and a GGN of such a step', () => {
    const manifest = catalog.wizard('globalgap')!;
    const answers: WizardAnswers = {
      ggn: { status: 'existing', ggn: '4063061581198' },
      'appendix-2': fixture('globalgap/appendix-2') as Record<string, unknown>,
    };
    const steps = stepsOf('globalgap', ['general']);
    expect(certificateItemParts(manifest, steps, answers, formOf)).toEqual([]);
    expect(holderNumberOf(manifest, steps, answers)).toBeUndefined();
  });

  it("lists an organic farmer's parcels by crop and product, as typed", () => {
    const manifest = catalog.wizard('bio')!;
    const plant = fixture('bio/plant-production') as { parcels: { crop_type: string; products: string }[] };
    const parts = certificateItemParts(manifest, stepsOf('bio', ['plant-production']), { 'plant-production': plant }, formOf);
    expect(parts).toHaveLength(plant.parcels.length);
    expect(parts[0]).toEqual([
      { kind: 'text', text: plant.parcels[0]!.crop_type },
      { kind: 'text', text: plant.parcels[0]!.products },
    ]);
  });
});
