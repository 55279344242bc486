import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardRegistry } from '../../../src/server/applications/wizards';
import { startApplicationsServer } from './helpers';

// Every organic questionnaire, submitted with its fixtures through the API against the real
// schemas: the step is there when its sub-scope is chosen, and the server accepts the answers.

type Manifest = { steps: { id: string; form: string }[] };
const manifest = JSON.parse(readFileSync('schemas/wizards/bio.json', 'utf8')) as Manifest;
const fixture = (name: string) => JSON.parse(readFileSync(`schemas/fixtures/${name}.json`, 'utf8'));
const scopeFixture = fixture('bio/scope') as { production_types: Record<string, string[]> };

// `minimalTypes`: the production types the minimal fixture selects (the full one: the scope fixture's).
const QUESTIONNAIRES = [
  { subScope: 'plant_production', step: 'plant-production', form: 'bio/plant-production', minimalTypes: ['vegetables'] },
  { subScope: 'animal_production', step: 'animal-production', form: 'bio/animal-production', minimalTypes: ['sheep'] },
  { subScope: 'beekeeping', step: 'beekeeping', form: 'bio/beekeeping', minimalTypes: ['honey'] },
  { subScope: 'mtp', step: 'mtp', form: 'bio/mtp', minimalTypes: ['storage'] },
  { subScope: 'product_catalogue', step: 'product-catalogue', form: 'bio/product-catalogue', minimalTypes: ['a'] },
] as const;
const QUESTIONNAIRE_STEPS = QUESTIONNAIRES.map((q) => q.step) as string[];

/** Answers to every step that is not a questionnaire, from the fixtures, with this scope. */
function answersFor(subScopes: string[], questionnaires: Record<string, unknown>) {
  const answers: Record<string, unknown> = {};
  for (const step of manifest.steps) if (!QUESTIONNAIRE_STEPS.includes(step.id)) answers[step.id] = fixture(step.form);
  answers.scope = {
    ...(answers.scope as object),
    sub_scopes: subScopes,
    production_types: Object.fromEntries(subScopes.map((s) => [s, scopeFixture.production_types[s]])),
  };
  return { ...answers, ...questionnaires };
}

describe('organic questionnaires submitted through the API', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
  }, 120_000);
  afterAll(() => t.close());

  /** Saves the answers to a new draft and submits it; a submitted one is rejected again so the next is not a duplicate. */
  async function submit(answers: Record<string, unknown>) {
    const farmer = t.api('farmerGr');
    const draft = await farmer.draft({ type: 'bio' });
    const saved = await farmer.save(draft.id, { row_version: draft.row_version, answers });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await farmer.submit(draft.id, { row_version: saved.json().row_version });
    if (response.statusCode === 200) expect((await t.api('staff').review(draft.id, { outcome: 'reject', notes: 'Not eligible.' })).statusCode).toBe(200);
    return { id: draft.id, response };
  }

  for (const q of QUESTIONNAIRES) {
    for (const variant of ['', '.minimal']) {
      it(`accepts ${q.form}${variant || ' (full)'} for the ${q.subScope} sub-scope and keeps its answers`, async () => {
        const answers = answersFor([q.subScope], { [q.step]: fixture(`${q.form}${variant}`) });
        if (variant) answers.scope = { ...(answers.scope as object), production_types: { [q.subScope]: q.minimalTypes } };
        // the minimal grower has no parallel production, as step 4 must then say (its step 5 follows it)
        if (variant) answers['certification-options'] = { ...(answers['certification-options'] as object), parallel_production: false };
        const { id, response } = await submit(answers);
        expect(response.statusCode, response.body).toBe(200);
        const stored = (await t.api('farmerGr').get(id)).json();
        expect(stored.answers[q.step]).toEqual(fixture(`${q.form}${variant}`));
        for (const other of QUESTIONNAIRE_STEPS.filter((s) => s !== q.step)) expect(stored.answers).not.toHaveProperty(other);
      });
    }
  }

  it('accepts all five questionnaires in one application', async () => {
    const questionnaires = Object.fromEntries(QUESTIONNAIRES.map((q) => [q.step, fixture(q.form)]));
    const { response } = await submit(answersFor(QUESTIONNAIRES.map((q) => q.subScope), questionnaires));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a beekeeping application without beekeeping answers, naming the step', async () => {
    const { response } = await submit(answersFor(['beekeeping'], {}));
    expect(response.statusCode).toBe(400);
    const steps = response.json().steps as { step: string; issues: { path: string }[] }[];
    expect(steps.map((s) => s.step)).toEqual(['beekeeping']);
    expect(steps[0].issues.map((i) => i.path)).toEqual(expect.arrayContaining(['/unit', '/hive_counts', '/hive_locations', '/foraging_area']));
  });

  it('asks the Greek register number of a unit in Greece only', async () => {
    const greek = fixture('bio/beekeeping');
    delete greek.unit.beekeeper_register;
    const refused = await submit(answersFor(['beekeeping'], { beekeeping: greek }));
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json().steps[0].issues).toEqual([
      expect.objectContaining({ path: '/unit/beekeeper_register', keyword: 'required' }),
    ]);
    const spanish = { ...greek, unit: { ...greek.unit, country: 'ES', phone: '699887766' } };
    expect((await submit(answersFor(['beekeeping'], { beekeeping: spanish }))).response.statusCode).toBe(200);
  });

  it('needs a production type for each sub-scope and questionnaires that match them', async () => {
    const answers = answersFor(['animal_production', 'mtp', 'product_catalogue'], {
      'animal-production': fixture('bio/animal-production'),
      mtp: fixture('bio/mtp'),
      'product-catalogue': fixture('bio/product-catalogue'),
    });
    const scope = answers.scope as { production_types: Record<string, string[]> };
    scope.production_types = { animal_production: ['sheep', 'goats'], mtp: [], product_catalogue: ['a', 'd'] };
    const products = answers['product-catalogue'] as { products: { organic_share?: number }[] };
    products.products[1].organic_share = 90;
    const { response } = await submit(answers);
    expect(response.statusCode).toBe(400);
    const byStep = Object.fromEntries((response.json().steps as { step: string; issues: unknown[] }[]).map((s) => [s.step, s.issues]));
    expect(byStep.scope).toEqual([
      { path: '/production_types/mtp', keyword: 'whenAnswers', messageId: 'bio.scope.productionTypeRequired', params: { subScope: 'mtp' } },
    ]);
    expect(byStep['animal-production']).toEqual([
      { path: '/animal_categories', keyword: 'coversAnswers', messageId: 'bio.animal.registeredKindMissing', params: { value: 'goats', labels: { value: 'bio.animal.categories.kind.goats' } } },
      { path: '/animal_categories/2/kind', keyword: 'amongAnswers', messageId: 'bio.animal.kindNotRegistered', params: { value: 'poultry', labels: { value: 'bio.animal.categories.kind.poultry' } } },
      { path: '/poultry', keyword: 'whenAnswers', messageId: 'bio.animal.poultryNotRegistered', params: {} },
    ]);
    expect(byStep.mtp).toEqual([
      { path: '/units/0/type', keyword: 'amongAnswers', messageId: 'bio.mtp.typeNotRegistered', params: { value: 'packing', labels: { value: 'bio.mtp.units.type.packing' } } },
      { path: '/units/1/type', keyword: 'amongAnswers', messageId: 'bio.mtp.typeNotRegistered', params: { value: 'storage', labels: { value: 'bio.mtp.units.type.storage' } } },
    ]);
    expect(byStep['product-catalogue']).toEqual([
      { path: '/products/2/category', keyword: 'amongAnswers', messageId: 'bio.products.categoryNotRegistered', params: { value: 'b', labels: { value: 'bio.products.product.category.b' } } },
      { path: '/products/1/organic_share', keyword: 'computedBy', messageId: 'bio.products.organicShareMismatch', params: { expected: 97 } },
    ]);
  });
});

describe('each questionnaire step appears exactly when its sub-scope is chosen', () => {
  const wizard = createWizardRegistry().load('bio');
  const questionnaireSteps = (subScopes?: string[]) =>
    wizard
      .visible({ scope: subScopes ? { sub_scopes: subScopes } : {} })
      .map((s) => s.id)
      .filter((id) => QUESTIONNAIRE_STEPS.includes(id));

  it.each(QUESTIONNAIRES.map((q) => [q.subScope, q.step]))('%s brings the %s step and only it', (subScope, step) => {
    expect(questionnaireSteps([subScope])).toEqual([step]);
  });
  it('brings every chosen one, in the manifest order, and none without a choice', () => {
    expect(questionnaireSteps(['product_catalogue', 'beekeeping', 'animal_production'])).toEqual(['animal-production', 'beekeeping', 'product-catalogue']);
    expect(questionnaireSteps(QUESTIONNAIRES.map((q) => q.subScope))).toEqual(QUESTIONNAIRE_STEPS);
    expect(questionnaireSteps([])).toEqual([]);
    expect(questionnaireSteps()).toEqual([]);
  });
  it('keeps the questionnaires before the closing steps and the submission last', () => {
    const ids = wizard.visible({ scope: { sub_scopes: ['mtp'] } }).map((s) => s.id);
    expect(ids.indexOf('mtp')).toBeLessThan(ids.indexOf('responsible-statement'));
    expect(ids.at(-1)).toBe('submission');
  });
});
