import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionId, visibleSteps, type WizardManifest } from '../../src/engine/wizard';
import { readSchemaCatalog } from '../../src/engine/schema-folder';
import { generateFormValidators } from '../../src/validation/vite-plugin';
import { validateWith } from '../../src/validation/issues';
import { ruleIssues } from '../../src/validation/answer-rules';
import { createFormRegistry } from '../../src/validation/validate';
import type { CompiledValidate } from '../../src/validation/types';
import { generateFormStories } from '../../.storybook/generate-form-stories';
import { placedIn, startApplicationsServer } from './applications/helpers';

/**
 * The analysts' promise (docs/analysts.md): a new add-on (with a rule across steps) and a new product are files under
 * schemas/ and strings under locales/, nothing else. This test does exactly that in a copy of
 * both folders: a "Biodiversity" add-on the code has never heard of (a table of habitats with
 * coordinates, a question on Yes, an upload), and a product, kiwano, written once in the
 * product list. Then it shows every part of the portal picks them up.
 */
const root = mkdtempSync(join(tmpdir(), 'analysts-proof-'));
const schemas = join(root, 'schemas');
const locales = join(root, 'locales');

const write = (file: string, content: unknown) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
};
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const addTexts = (namespace: string, texts: Record<string, [string, string, string]>) => {
  ['el', 'en', 'es'].forEach((locale, i) => {
    const file = join(locales, locale, `${namespace}.json`);
    let existing: Record<string, string> = {};
    try {
      existing = readJson(file);
    } catch {
      // a new file
    }
    write(file, { ...existing, ...Object.fromEntries(Object.entries(texts).map(([id, words]) => [id, words[i]])) });
  });
};

function addBiodiversityModule() {
  // 1. the add-on in the one list of add-ons, for fruit and vegetables only
  const addons = readJson(join(schemas, '_defs/globalgap-addons.schema.json'));
  addons.oneOf.push({ const: 'biodiversity', title: 'globalgap.biodiversity.addon', forGroups: ['fruit_vegetables'] });
  write(join(schemas, '_defs/globalgap-addons.schema.json'), addons);
  // 2. its form, ui schema and sample answers
  write(join(schemas, 'globalgap/addons/biodiversity.schema.json'), {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'globalgap.biodiversity.title',
    type: 'object',
    required: ['habitats', 'has_plan'],
    properties: {
      habitats: {
        title: 'globalgap.biodiversity.habitats',
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['name', 'lat', 'lon'],
          properties: {
            name: { title: 'globalgap.biodiversity.habitat', type: 'string', maxLength: 200, filled: true },
            // a rule across steps: the habitat lies on a production unit of Appendix 1
            unit: {
              title: 'globalgap.biodiversity.unit',
              type: 'string',
              amongAnswers: { of: '/appendix-1/production_units/*/code', ignoreCase: true, as: 'code', message: 'globalgap.biodiversity.unitNotInAppendix1' },
            },
            lat: { title: 'globalgap.biodiversity.lat', type: 'string', filled: true, latLong: 'lat' },
            lon: { title: 'globalgap.biodiversity.lon', type: 'string', filled: true, latLong: 'lon' },
          },
          additionalProperties: false,
        },
      },
      has_plan: { title: 'globalgap.biodiversity.hasPlan', type: 'boolean' },
    },
    if: { required: ['has_plan'], properties: { has_plan: { const: true } } },
    then: {
      required: ['plan_document'],
      properties: { plan_document: { title: 'globalgap.biodiversity.plan', type: 'array', minItems: 1, items: { $ref: '../../_defs/file-ref.schema.json' } } },
    },
    unevaluatedProperties: false,
  });
  write(join(schemas, 'globalgap/addons/biodiversity.ui.json'), {
    'ui:order': ['habitats', 'has_plan', 'plan_document'],
    habitats: { 'ui:field': 'table', 'ui:options': { rowMap: { lat: 'lat', lon: 'lon' } } },
    has_plan: { 'ui:widget': 'yesNo' },
    plan_document: { 'ui:field': 'fileUpload' },
  });
  write(join(schemas, 'fixtures/globalgap/addons/biodiversity.json'), { habitats: [{ name: 'Hedgerow', unit: 'PU-01', lat: '37.9838', lon: '23.7275' }], has_plan: false });
  // 3. its texts, the step's title where the list of steps finds it
  addTexts('globalgap-biodiversity', {
    'globalgap.biodiversity.habitats': ['Οικότοποι', 'Habitats', 'Hábitats'],
    'globalgap.biodiversity.habitat': ['Οικότοπος', 'Habitat', 'Hábitat'],
    'globalgap.biodiversity.unit': ['Μονάδα παραγωγής', 'Production unit', 'Unidad de producción'],
    'globalgap.biodiversity.unitNotInAppendix1': [
      'Η μονάδα παραγωγής {code} δεν υπάρχει στο Παράρτημα 1.',
      'Production unit {code} is not in Appendix 1.',
      'La unidad de producción {code} no figura en el Apéndice 1.',
    ],
    'globalgap.biodiversity.lat': ['Γεωγραφικό πλάτος', 'Latitude', 'Latitud'],
    'globalgap.biodiversity.lon': ['Γεωγραφικό μήκος', 'Longitude', 'Longitud'],
    'globalgap.biodiversity.hasPlan': ['Έχετε σχέδιο βιοποικιλότητας;', 'Do you have a biodiversity plan?', '¿Tiene un plan de biodiversidad?'],
    'globalgap.biodiversity.plan': ['Σχέδιο βιοποικιλότητας', 'Biodiversity plan', 'Plan de biodiversidad'],
  });
  addTexts('globalgap', { 'globalgap.biodiversity.addon': ['Βιοποικιλότητα', 'Biodiversity', 'Biodiversidad'] });
  addTexts('wizards', { 'globalgap.biodiversity.title': ['Πρόσθετο βιοποικιλότητας', 'Biodiversity add-on', 'Complemento de biodiversidad'] });
  // 4. its step, before the submission
  const manifestFile = join(schemas, 'wizards/globalgap.json');
  const manifest = readJson(manifestFile) as WizardManifest;
  const at = manifest.steps.findIndex((s) => s.id === 'ah-grow') + 1;
  manifest.steps.splice(at, 0, {
    id: 'biodiversity',
    form: 'globalgap/addons/biodiversity',
    when: { required: ['scope'], properties: { scope: { required: ['addons'], properties: { addons: { contains: { const: 'biodiversity' } } } } } },
  });
  write(manifestFile, manifest);
}

// A product written once, in the product list: every form that lists products offers it.
function addKiwano() {
  const products = readJson(join(schemas, '_defs/globalgap-products.schema.json'));
  products.oneOf.splice(products.oneOf.length - 1, 0, { const: 'kiwano', title: 'globalgap.product.kiwano', group: 'fruit_vegetables' });
  write(join(schemas, '_defs/globalgap-products.schema.json'), products);
  addTexts('globalgap-products', { 'globalgap.product.kiwano': ['Κιβάνο', 'Kiwano', 'Kiwano'] });
}

// A crop in a sub-scope the portal has never offered: the sub-scope in the scope's list, the
// crop in the product list under that group, their texts. No add-on names the new group, so
// an add-on limited to some groups is refused for it.
function addMushroomsSubScope() {
  const scope = readJson(join(schemas, 'globalgap/scope.schema.json'));
  const subScopes = scope.properties.sub_scopes.items.oneOf as object[];
  subScopes.splice(subScopes.length - 1, 0, { const: 'mushrooms', title: 'globalgap.scope.subScopes.mushrooms' });
  write(join(schemas, 'globalgap/scope.schema.json'), scope);
  const products = readJson(join(schemas, '_defs/globalgap-products.schema.json'));
  products.oneOf.splice(products.oneOf.length - 1, 0, { const: 'shiitake', title: 'globalgap.product.shiitake', group: 'mushrooms' });
  write(join(schemas, '_defs/globalgap-products.schema.json'), products);
  addTexts('globalgap', { 'globalgap.scope.subScopes.mushrooms': ['Μανιτάρια', 'Mushrooms', 'Setas'] });
  addTexts('globalgap-products', { 'globalgap.product.shiitake': ['Σιτάκε', 'Shiitake', 'Shiitake'] });
}

// A livestock species: one option of the list under schemas/_defs, in its sub-scope, and its texts.
function addBuffalo() {
  const species = readJson(join(schemas, '_defs/globalgap-livestock-species.schema.json'));
  species.oneOf.splice(species.oneOf.length - 1, 0, { const: 'dairy_buffalo', title: 'globalgap.livestock.species.dairyBuffalo', group: 'dairy' });
  write(join(schemas, '_defs/globalgap-livestock-species.schema.json'), species);
  addTexts('globalgap-products', { 'globalgap.livestock.species.dairyBuffalo': ['Βουβάλια γαλακτοπαραγωγής', 'Dairy buffalo', 'Búfalas lecheras'] });
}

// Each form that lists products: its answers with one product, and where an issue about that product is (a
// row's product, or one of the products a group's member grows or a handling unit handles).
const ONE = /\/product$/;
const SEVERAL = /\/products(\/\d+)?$/;
const FORMS_LISTING_PRODUCTS: Record<string, { answers: (product: string) => object; at: RegExp }> = {
  'globalgap/appendix-1': { answers: (product) => ({ products: [{ harvest_included: true, parallel_production: false, parallel_ownership: false, product }] }), at: ONE },
  'globalgap/appendix-2': { answers: (product) => ({ products: [{ product }] }), at: ONE },
  'globalgap/addons-per-product': { answers: (product) => ({ rows: [{ addons: ['grasp'], product }] }), at: ONE },
  'globalgap/modules/coc': { answers: (product) => ({ handled_products: [{ yearly_volume_t: 1, ggn_label: false, non_certified_too: false, product }] }), at: ONE },
  'globalgap/producer-group': { answers: (product) => ({ members: [{ products: [product] }] }), at: SEVERAL },
  'globalgap/facilities': { answers: (product) => ({ units: [{ products: [product] }] }), at: SEVERAL },
};

const fixture = (id: string) => readJson(join(schemas, 'fixtures', `${id}.json`));

describe("analysts' proof: a new GLOBALG.A.P. add-on, a new product, a new crop in a new sub-scope and a new livestock species are files only", () => {
  let manifest: WizardManifest;
  let validators: Record<string, CompiledValidate>;
  beforeAll(async () => {
    cpSync('schemas', schemas, { recursive: true });
    cpSync('locales', locales, { recursive: true });
    addBiodiversityModule();
    addKiwano();
    addMushroomsSubScope();
    addBuffalo();
    manifest = readJson(join(schemas, 'wizards/globalgap.json'));
    const file = join(root, 'validators.mjs');
    writeFileSync(file, generateFormValidators(schemas).code);
    ({ validators } = (await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes schemas:check: lists, schema, ui schema, strings in el/en/es, fixture and manifest step', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/schemas-check.ts', '--dir', schemas, '--locales', locales], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/no problems/);
    expect(run.status).toBe(0);
    // a process of its own that reads and compiles every form: give it time on a busy machine
  }, 120_000);

  it('offers kiwano, by its title, in every form that lists products, and the browser’s validators take it', () => {
    const catalog = readSchemaCatalog(schemas);
    // every form that refers to the product list is tried here, so a new one cannot be left out
    const referring = catalog.forms.ids.filter((id) => readFileSync(join(schemas, `${id}.schema.json`), 'utf8').includes('_defs/globalgap-products.schema.json'));
    expect(referring.sort()).toEqual(Object.keys(FORMS_LISTING_PRODUCTS).sort());
    for (const [form, { answers, at }] of Object.entries(FORMS_LISTING_PRODUCTS)) {
      // the form as the browser renders it (its lists of choices joined into one)
      const text = JSON.stringify(catalog.forms.get(form)!.schema);
      expect(text, form).toContain('{"const":"kiwano","title":"globalgap.product.kiwano","group":"fruit_vegetables"}');
      const issues = validateWith(validators[form], answers('kiwano')).filter((i) => at.test(i.path));
      expect(issues, form).toEqual([]);
      // a product on no list is still refused
      expect(validateWith(validators[form], answers('kiwano-x')).some((i) => at.test(i.path)), form).toBe(true);
    }
  });

  it('offers a new crop in a new sub-scope: the scope takes the sub-scope, every product list the crop, and a group-limited add-on is refused for it', () => {
    const scope = { ...fixture('globalgap/scope'), sub_scopes: ['mushrooms'] };
    expect(validateWith(validators['globalgap/scope'], scope).filter((i) => i.path.startsWith('/sub_scopes'))).toEqual([]);
    expect(validateWith(validators['globalgap/scope'], { ...scope, sub_scopes: ['truffles'] }).some((i) => i.path.startsWith('/sub_scopes'))).toBe(true);
    for (const [form, { answers, at }] of Object.entries(FORMS_LISTING_PRODUCTS)) {
      expect(validateWith(validators[form], answers('shiitake')).filter((i) => at.test(i.path)), form).toEqual([]);
    }
    // SPRING names the groups it is for; mushrooms are none of them (GRASP names none: for every product)
    const rows = (addons: string[]) => ({ rows: [{ product: 'shiitake', addons }] });
    expect(validateWith(validators['globalgap/addons-per-product'], rows(['grasp']))).toEqual([]);
    expect(validateWith(validators['globalgap/addons-per-product'], rows(['spring']))).toEqual([
      expect.objectContaining({ path: '/rows/0/addons', messageId: 'globalgap.addonsPerProduct.notForProduct', params: { value: 'spring', answer: 'shiitake' } }),
    ]);
  });

  it('offers a new livestock species in the scope, for its sub-scope, and the browser’s validators take it', () => {
    const scope = (species: string[]) => ({ ...fixture('globalgap/scope'), sub_scopes: ['dairy'], livestock_species: species });
    const speciesIssues = (species: string[]) => validateWith(validators['globalgap/scope'], scope(species)).filter((i) => i.path.startsWith('/livestock_species'));
    expect(speciesIssues(['dairy_buffalo', 'dairy_cows'])).toEqual([]);
    expect(speciesIssues(['dairy_yak'])).toEqual([expect.objectContaining({ path: '/livestock_species', messageId: 'validation.errors.notOffered' })]);
    expect(JSON.stringify(readSchemaCatalog(schemas).forms.get('globalgap/scope')!.schema)).toContain('{"const":"dairy_buffalo","title":"globalgap.livestock.species.dairyBuffalo","group":"dairy"}');
  });

  it('offers the add-on’s step exactly when it is chosen, with the browser’s precompiled conditions', () => {
    expect(validators['globalgap/addons/biodiversity']).toBeTypeOf('function');
    const holds = (step: { id: string }, sofar: Record<string, unknown>) => validators[conditionId('globalgap', step.id)]?.(sofar) === true;
    const ids = (addons: string[]) => visibleSteps(manifest, { scope: { ...fixture('globalgap/scope'), addons } }, holds).map((s) => s.id);
    expect(ids(['biodiversity'])).toContain('biodiversity');
    expect(ids(['grasp'])).not.toContain('biodiversity');
  });

  it('is enforced by the server like every add-on: chosen but given no product, given a product but not chosen, its own form', async () => {
    const t = await startApplicationsServer({ schemasDir: schemas });
    try {
      const farmer = t.api('farmerEs');
      const draft = await farmer.draft({ type: 'globalgap' });
      const answers: Record<string, unknown> = {};
      // (the samples' places moved into Spain, the applicant's country)
      for (const step of manifest.steps) answers[step.id] = placedIn(fixture(step.form), 'ES');
      answers.scope = { ...(answers.scope as object), addons: ['biodiversity'] };
      answers['addons-per-product'] = { rows: [{ product: 'peaches', addons: [] }] };
      answers.biodiversity = { habitats: [{ name: 'Hedgerow', unit: 'PU-77', lat: '37.9838', lon: '-1.1300' }], has_plan: true };
      let version = (await farmer.save(draft.id, { row_version: draft.row_version, answers })).json().row_version;
      const refused = await farmer.submit(draft.id, { row_version: version });
      expect(refused.statusCode).toBe(400);
      const byStep = Object.fromEntries(refused.json().steps.map((s: { step: string; issues: { path: string; messageId: string }[] }) => [s.step, s.issues]));
      expect(Object.keys(byStep).sort()).toEqual(['addons-per-product', 'biodiversity']);
      expect(byStep['addons-per-product']).toEqual([expect.objectContaining({ path: '/rows', messageId: 'globalgap.addonsPerProduct.addonUnassigned', params: { addon: 'biodiversity', labels: { addon: 'globalgap.biodiversity.addon' } } })]);
      // the plan asked on Yes is missing: that is the one error, not "not expected here"
      // and its own rule across steps names the unit Appendix 1 does not have
      expect(byStep.biodiversity).toEqual([
        expect.objectContaining({ path: '/plan_document', keyword: 'required' }),
        { path: '/habitats/0/unit', keyword: 'amongAnswers', messageId: 'globalgap.biodiversity.unitNotInAppendix1', params: { code: 'PU-77' } },
      ]);

      // an add-on given a product but not chosen in the scope is named too
      answers['addons-per-product'] = { rows: [{ product: 'peaches', addons: ['biodiversity'] }, { product: 'table_grapes', addons: ['biodiversity', 'grasp'] }] };
      answers.biodiversity = { habitats: [{ name: 'Hedgerow', unit: 'pu-01', lat: '37.9838', lon: '-1.1300' }], has_plan: false };
      version = (await farmer.save(draft.id, { row_version: version, answers })).json().row_version;
      const grasp = await farmer.submit(draft.id, { row_version: version });
      expect(grasp.statusCode).toBe(400);
      expect(grasp.json().steps[0].issues).toEqual([expect.objectContaining({ path: '/rows/1/addons', messageId: 'globalgap.addonsPerProduct.addonNotChosen', params: { addon: 'grasp', labels: { addon: 'globalgap.scope.addons.grasp' } } })]);

      answers['addons-per-product'] = { rows: [{ product: 'peaches', addons: ['biodiversity'] }] };
      version = (await farmer.save(draft.id, { row_version: version, answers })).json().row_version;
      const submitted = await farmer.submit(draft.id, { row_version: version });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().status).toBe('submitted');
    } finally {
      await t.close();
    }
    // It starts a server compiling every real form: give it time on a busy machine.
  }, 120_000);

  it('refuses the add-on for a product its list does not allow (for fruit and vegetables only), in the browser, the server and the CLI alike', () => {
    const answers = { rows: [{ product: 'sea_bream', addons: ['biodiversity'] }] };
    const expected = [expect.objectContaining({ path: '/rows/0/addons', messageId: 'globalgap.addonsPerProduct.notForProduct', params: { value: 'biodiversity', answer: 'sea_bream' } })];
    expect(validateWith(validators['globalgap/addons-per-product'], answers)).toEqual(expected);
    expect(createFormRegistry(schemas).validate('globalgap/addons-per-product', answers)).toEqual(expected);
  });

  it('checks its rule across steps in the browser as on the server: the wizard runs it on the form it renders', () => {
    const schema = readSchemaCatalog(schemas).forms.get('globalgap/addons/biodiversity')!.schema;
    const appendix1 = fixture('globalgap/appendix-1');
    const step = { habitats: [{ name: 'Hedgerow', unit: 'PU-01', lat: '37.9838', lon: '23.7275' }, { name: 'Pond', unit: 'PU-77', lat: '37.9838', lon: '23.7275' }], has_plan: false };
    const holds = (s: { id: string }, sofar: Record<string, unknown>) => validators[conditionId('globalgap', s.id)]?.(sofar) === true;
    const all = { scope: { ...fixture('globalgap/scope'), addons: ['biodiversity'] }, 'appendix-1': appendix1, biodiversity: step };
    expect(ruleIssues(schema, step, all, visibleSteps(manifest, all, holds))).toEqual([
      { path: '/habitats/1/unit', keyword: 'amongAnswers', messageId: 'globalgap.biodiversity.unitNotInAppendix1', params: { code: 'PU-77' } },
    ]);
  });

  it('gets its Storybook story (Filled, Empty, ReadOnly) with no story written by hand', () => {
    const out = join(root, 'stories');
    expect(generateFormStories(schemas, out)).toContain('globalgap/addons/biodiversity');
    expect(readdirSync(out)).toContain('globalgap--addons--biodiversity.stories.tsx');
    expect(readFileSync(join(out, 'globalgap--addons--biodiversity.stories.tsx'), 'utf8')).toContain('title: "Forms/globalgap/addons/biodiversity"');
  });
});
