import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApplicationsServer } from './helpers';

const fixture = (form: string) => JSON.parse(readFileSync(`schemas/fixtures/${form}.json`, 'utf8'));
const manifest = JSON.parse(readFileSync('schemas/wizards/bio.json', 'utf8')) as { steps: { id: string; form: string }[] };

describe('rules across a form’s answers on submission', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
  }, 120_000);
  afterAll(() => t.close());

  it('refuses crops of the plant-production questionnaire that no parcel grows, naming the crop', async () => {
    const farmer = t.api('farmerGr');
    const draft = await farmer.draft({ type: 'bio' });
    const answers: Record<string, unknown> = Object.fromEntries(manifest.steps.map((s) => [s.id, fixture(s.form)]));
    const plant = answers['plant-production'] as { parcels: { crop_type?: string }[] };
    plant.parcels = plant.parcels.map(({ crop_type: _dropped, ...parcel }) => parcel);
    plant.parcels[0] = { ...plant.parcels[0], crop_type: '  ελιά ' };
    const saved = await farmer.save(draft.id, { row_version: draft.row_version, answers });
    const refused = await farmer.submit(draft.id, { row_version: saved.json().row_version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().steps).toEqual([
      {
        step: 'plant-production',
        form: 'bio/plant-production',
        issues: [
          { path: '/production_elements/crops/1/crop', keyword: 'cropOnParcels', messageId: 'bio.plantProduction.cropNotOnParcels', params: { crop: 'Αμπέλι' } },
          { path: '/production_elements/crops/2/crop', keyword: 'cropOnParcels', messageId: 'bio.plantProduction.cropNotOnParcels', params: { crop: 'Κηπευτικά' } },
        ],
      },
    ]);

    const fixed = await farmer.save(draft.id, { row_version: saved.json().row_version, answers: { ...answers, 'plant-production': fixture('bio/plant-production') } });
    const submitted = await farmer.submit(draft.id, { row_version: fixed.json().row_version });
    expect(submitted.statusCode).toBe(200);
  });
});
