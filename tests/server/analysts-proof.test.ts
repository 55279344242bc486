import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionId, visibleSteps, type WizardManifest } from '../../src/engine/wizard';
import { generateFormValidators } from '../../src/validation/vite-plugin';
import type { CompiledValidate } from '../../src/validation/types';
import { generateFormStories } from '../../.storybook/generate-form-stories';
import { placedIn, startApplicationsServer } from './applications/helpers';

/**
 * The analysts' promise (docs/architecture.md, "A form (analysts)"): a new add-on is files under
 * schemas/ and strings under locales/, nothing else. This test does exactly that in a copy
 * of both folders, then shows every part of the portal picks the module up.
 */
const root = mkdtempSync(join(tmpdir(), 'analysts-proof-'));
const schemas = join(root, 'schemas');
const locales = join(root, 'locales');

const write = (file: string, content: unknown) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
};

function addSpringModule() {
  cpSync('schemas', schemas, { recursive: true });
  cpSync('locales', locales, { recursive: true });
  // The portal ships a SPRING add-on: start from a copy without it, as an analyst found the portal.
  for (const file of ['globalgap/addons/spring.schema.json', 'globalgap/addons/spring.ui.json', 'fixtures/globalgap/addons/spring.json', 'fixtures/globalgap/addons/spring.minimal.json']) {
    rmSync(join(schemas, file));
  }
  for (const locale of ['el', 'en', 'es']) rmSync(join(locales, locale, 'globalgap-spring.json'));
  write(join(schemas, 'globalgap/addons/spring.schema.json'), {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'globalgap.spring.title',
    type: 'object',
    required: ['water_sources', 'water_authority_permit'],
    properties: {
      water_sources: {
        title: 'globalgap.spring.waterSources',
        type: 'array',
        minItems: 1,
        items: {
          type: 'string',
          oneOf: [
            { const: 'groundwater', title: 'globalgap.spring.waterSources.groundwater' },
            { const: 'surface', title: 'globalgap.spring.waterSources.surface' },
          ],
        },
        uniqueItems: true,
      },
      water_authority_permit: { title: 'globalgap.spring.permit', type: 'boolean' },
    },
    additionalProperties: false,
  });
  write(join(schemas, 'globalgap/addons/spring.ui.json'), {
    'ui:order': ['water_sources', 'water_authority_permit'],
    water_sources: { 'ui:widget': 'checkboxes' },
    water_authority_permit: { 'ui:widget': 'yesNo' },
  });
  write(join(schemas, 'fixtures/globalgap/addons/spring.json'), { water_sources: ['groundwater'], water_authority_permit: true });
  const strings = {
    en: ['SPRING water module', 'Water sources', 'Groundwater', 'Surface water', 'Do you hold a water abstraction permit?'],
    el: ['Ενότητα νερού SPRING', 'Πηγές νερού', 'Υπόγεια ύδατα', 'Επιφανειακά ύδατα', 'Έχετε άδεια άντλησης νερού;'],
    es: ['Módulo de agua SPRING', 'Fuentes de agua', 'Agua subterránea', 'Agua superficial', '¿Tiene permiso de captación de agua?'],
  };
  for (const [locale, [title, sources, ground, surface, permit]] of Object.entries(strings)) {
    write(join(locales, locale, 'globalgap-spring.json'), {
      'globalgap.spring.title': title,
      'globalgap.spring.waterSources': sources,
      'globalgap.spring.waterSources.groundwater': ground,
      'globalgap.spring.waterSources.surface': surface,
      'globalgap.spring.permit': permit,
    });
  }
  const manifestFile = join(schemas, 'wizards/globalgap.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as WizardManifest;
  manifest.steps = manifest.steps.filter((s) => s.id !== 'spring');
  const at = manifest.steps.findIndex((s) => s.id === 'grasp') + 1;
  manifest.steps.splice(at, 0, {
    id: 'spring',
    form: 'globalgap/addons/spring',
    when: { required: ['scope'], properties: { scope: { required: ['addons'], properties: { addons: { contains: { const: 'spring' } } } } } },
  });
  write(manifestFile, manifest);
}

const fixture = (id: string) => JSON.parse(readFileSync(join(schemas, 'fixtures', `${id}.json`), 'utf8'));

describe("analysts' proof: a new GLOBALG.A.P. add-on is files only", () => {
  let manifest: WizardManifest;
  let validators: Record<string, CompiledValidate>;
  beforeAll(async () => {
    addSpringModule();
    manifest = JSON.parse(readFileSync(join(schemas, 'wizards/globalgap.json'), 'utf8'));
    const file = join(root, 'validators.mjs');
    writeFileSync(file, generateFormValidators(schemas).code);
    ({ validators } = (await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes schemas:check: schema, ui schema, strings in el/en/es, fixture and manifest step', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/schemas-check.ts', '--dir', schemas, '--locales', locales], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/no problems/);
    expect(run.status).toBe(0);
  });

  it('is offered by the wizard exactly when the add-on is chosen, with the browser’s precompiled conditions', () => {
    expect(validators['globalgap/addons/spring']).toBeTypeOf('function');
    const holds = (step: { id: string }, sofar: Record<string, unknown>) => validators[conditionId('globalgap', step.id)]?.(sofar) === true;
    const ids = (addons: string[]) => visibleSteps(manifest, { scope: { ...fixture('globalgap/scope'), addons } }, holds).map((s) => s.id);
    expect(ids(['spring'])).toContain('spring');
    expect(ids(['grasp'])).not.toContain('spring');
    expect(ids([])).not.toContain('spring');
  });

  it('is validated on submission by the server with the same files', async () => {
    const t = await startApplicationsServer({ schemasDir: schemas });
    try {
      const farmer = t.api('farmerEs');
      const draft = await farmer.draft({ type: 'globalgap' });
      const answers: Record<string, unknown> = {};
      // (the samples' places moved into Spain, the applicant's country)
      for (const step of manifest.steps) answers[step.id] = placedIn(fixture(step.form), 'ES');
      answers.scope = { ...(answers.scope as object), addons: ['spring'] };
      answers['addons-per-product'] = { rows: [{ product: 'peaches', spring: true }] };
      answers.spring = { water_sources: [] };
      const saved = await farmer.save(draft.id, { row_version: draft.row_version, answers });
      expect(saved.statusCode).toBe(200);
      const refused = await farmer.submit(draft.id, { row_version: saved.json().row_version });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().steps.map((s: { step: string }) => s.step)).toEqual(['spring']);

      answers.spring = placedIn(fixture('globalgap/addons/spring'), 'ES');
      const fixed = await farmer.save(draft.id, { row_version: saved.json().row_version, answers });
      const submitted = await farmer.submit(draft.id, { row_version: fixed.json().row_version });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().status).toBe('submitted');
    } finally {
      await t.close();
    }
    // It starts a server compiling every real form: give it time on a busy machine.
  }, 120_000);

  it('gets its Storybook story (Filled, Empty, ReadOnly) with no story written by hand', () => {
    const out = join(root, 'stories');
    expect(generateFormStories(schemas, out)).toContain('globalgap/addons/spring');
    expect(readdirSync(out)).toContain('globalgap--addons--spring.stories.tsx');
    expect(readFileSync(join(out, 'globalgap--addons--spring.stories.tsx'), 'utf8')).toContain('title: "Forms/globalgap/addons/spring"');
  });
});
