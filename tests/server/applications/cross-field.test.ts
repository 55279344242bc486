import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedIn, startApplicationsServer } from './helpers';

const fixture = (form: string) => JSON.parse(readFileSync(`schemas/fixtures/${form}.json`, 'utf8'));
type Manifest = { steps: { id: string; form: string }[] };
const manifest = JSON.parse(readFileSync('schemas/wizards/bio.json', 'utf8')) as Manifest;
const globalgap = JSON.parse(readFileSync('schemas/wizards/globalgap.json', 'utf8')) as Manifest;

type Server = Awaited<ReturnType<typeof startApplicationsServer>>;

/** Saves `answers` into the draft at `rowVersion` and submits it: the submission's answer and the version it was saved at. */
async function saveAndSubmit(who: ReturnType<Server['api']>, id: string, rowVersion: number, answers: Record<string, unknown>) {
  const saved = await who.save(id, { row_version: rowVersion, answers });
  const version: number = saved.json().row_version;
  return { submission: await who.submit(id, { row_version: version }), version };
}

describe('rules across a form’s answers on submission', () => {
  let t: Server;
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
    const { submission: refused, version } = await saveAndSubmit(farmer, draft.id, draft.row_version, answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().steps).toEqual([
      {
        step: 'plant-production',
        form: 'bio/plant-production',
        issues: [
          { path: '/production_elements/crops/1/crop', keyword: 'amongAnswers', messageId: 'bio.plantProduction.cropNotOnParcels', params: { crop: 'Αμπέλι' } },
          { path: '/production_elements/crops/2/crop', keyword: 'amongAnswers', messageId: 'bio.plantProduction.cropNotOnParcels', params: { crop: 'Κηπευτικά' } },
        ],
      },
    ]);

    const { submission: submitted } = await saveAndSubmit(farmer, draft.id, version, { ...answers, 'plant-production': fixture('bio/plant-production') });
    expect(submitted.statusCode).toBe(200);
  });

  it('keeps an answer a step derives from an earlier one in step with it on submission, whatever the client sent', async () => {
    const farmer = t.api('otherFarmer');
    const draft = await farmer.draft({ type: 'bio' });
    const answers: Record<string, Record<string, unknown>> = Object.fromEntries(manifest.steps.map((s) => [s.id, fixture(s.form)]));
    // step 4 says parallel production; the client says step 5 has none, and gives none of its details
    answers['plant-production'] = { ...answers['plant-production'], parallel_cultivation: { practised: false } };
    const { submission: refused, version } = await saveAndSubmit(farmer, draft.id, draft.row_version, answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().steps).toEqual([
      {
        step: 'plant-production',
        form: 'bio/plant-production',
        issues: expect.arrayContaining([
          expect.objectContaining({ path: '/parallel_cultivation/crops', keyword: 'required' }),
          expect.objectContaining({ path: '/parallel_cultivation/commitment_five_years', keyword: 'required' }),
        ]),
      },
    ]);

    // the other way round: step 4 says none, the client says step 5 has some: it is stored as step 4 says
    answers['certification-options'] = { ...answers['certification-options'], parallel_production: false };
    answers['plant-production'] = fixture('bio/plant-production');
    const { submission: submitted } = await saveAndSubmit(farmer, draft.id, version, answers);
    expect(submitted.statusCode).toBe(200);
    expect((await farmer.get(draft.id)).json().answers['plant-production'].parallel_cultivation).toMatchObject({ practised: false });
  }, 60_000);

  it("refuses a site or parcel outside the applicant's country, naming it (a Spanish farmer's unit in Greece)", async () => {
    const farmer = t.api('farmerEs');
    const answers: Record<string, unknown> = placedIn(Object.fromEntries(globalgap.steps.map((s) => [s.id, fixture(s.form)])), 'ES');
    const appendix = answers['appendix-1'] as { production_units: Record<string, unknown>[] };
    appendix.production_units[1] = { ...appendix.production_units[1], lat: '40.6401', lon: '22.9444' };
    const draft = await farmer.draft({ type: 'globalgap' });
    const { submission: refused } = await saveAndSubmit(farmer, draft.id, draft.row_version, answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().steps).toEqual([
      {
        step: 'appendix-1',
        form: 'globalgap/appendix-1',
        issues: [{ path: '/production_units/1/lat', keyword: 'inCountry', messageId: 'validation.errors.outsideCountry', params: { country: 'ES' } }],
      },
    ]);
  }, 60_000);

  it('asks a single producer (option 1) for every producer field (the GGN only when they said they have one); a producer group need not', async () => {
    const farmer = t.api('farmerEs');
    const answers: Record<string, unknown> = placedIn(Object.fromEntries(globalgap.steps.map((s) => [s.id, fixture(s.form)])), 'ES');
    const appendix = answers['appendix-1'] as { producer: Record<string, unknown> };
    delete appendix.producer.ggn;
    appendix.producer.number = '  ';
    const single = await farmer.draft({ type: 'globalgap' });
    const { submission: refused, version } = await saveAndSubmit(farmer, single.id, single.row_version, answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().steps).toEqual([
      {
        step: 'appendix-1',
        form: 'globalgap/appendix-1',
        issues: [
          { path: '/producer/ggn', keyword: 'whenAnswers', messageId: 'globalgap.appendix1.singleProducerComplete', params: { missingProperty: 'ggn' } },
          { path: '/producer/number', keyword: 'whenAnswers', messageId: 'globalgap.appendix1.singleProducerComplete', params: { missingProperty: 'number' } },
        ],
      },
    ]);

    // A first registration ("request a GGN") is told to leave the GGN empty: not refused for it.
    const firstTime = { ...answers, ggn: { status: 'request', legal_form: 'individual', consent: true } };
    const { submission: stillRefused, version: resaved } = await saveAndSubmit(farmer, single.id, version, firstTime);
    expect(stillRefused.json().steps).toEqual([
      {
        step: 'appendix-1',
        form: 'globalgap/appendix-1',
        issues: [{ path: '/producer/number', keyword: 'whenAnswers', messageId: 'globalgap.appendix1.singleProducerComplete', params: { missingProperty: 'number' } }],
      },
    ]);

    const asGroup = { ...answers, scope: { ...(answers.scope as object), option: 2 } };
    expect((await saveAndSubmit(farmer, single.id, resaved, asGroup)).submission.statusCode).toBe(200);
  });
});
