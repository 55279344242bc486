import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import {
  manifestProblems,
  neighbours,
  resumeStep,
  visibleAnswers,
  visibleSteps,
  type ConditionCheck,
  type WizardManifest,
} from '../../../src/engine/wizard';

const manifest: WizardManifest = {
  id: 'bio',
  title: 'wizards.bio.title',
  version: 1,
  steps: [
    { id: 'general', form: 'common/general' },
    { id: 'scope', form: 'bio/scope' },
    {
      id: 'plant',
      form: 'bio/plant-production',
      when: { required: ['scope'], properties: { scope: { properties: { sub_scopes: { contains: { const: 'plant_production' } } }, required: ['sub_scopes'] } } },
    },
    {
      id: 'bees',
      form: 'bio/beekeeping',
      when: { required: ['scope'], properties: { scope: { properties: { sub_scopes: { contains: { const: 'beekeeping' } } }, required: ['sub_scopes'] } } },
    },
    // appears only when the plant step is visible and says "greenhouse"
    { id: 'greenhouse', form: 'bio/greenhouse', when: { required: ['plant'], properties: { plant: { properties: { greenhouse: { const: true } } } } } },
    { id: 'terms', form: 'common/terms-of-use' },
  ],
};

const ajv = createAjv();
const holds: ConditionCheck = (step, answers) => ajv.validate(step.when!, answers) as boolean;
const ids = (answers: Record<string, unknown>) => visibleSteps(manifest, answers, holds).map((s) => s.id);

describe('wizard steps', () => {
  it('shows only unconditional steps before the scope is chosen', () => {
    expect(ids({})).toEqual(['general', 'scope', 'terms']);
  });

  it('adds the questionnaires the chosen sub-scopes call for, in manifest order', () => {
    expect(ids({ scope: { sub_scopes: ['beekeeping', 'plant_production'] } })).toEqual(['general', 'scope', 'plant', 'bees', 'terms']);
  });

  it('recomputes when answers change, and ignores answers of steps that are hidden now', () => {
    const answers = { scope: { sub_scopes: ['plant_production'] }, plant: { greenhouse: true } };
    expect(ids(answers)).toEqual(['general', 'scope', 'plant', 'greenhouse', 'terms']);
    const changed = { ...answers, scope: { sub_scopes: ['beekeeping'] } };
    expect(ids(changed)).toEqual(['general', 'scope', 'bees', 'terms']);
    expect(Object.keys(visibleAnswers(visibleSteps(manifest, changed, holds), changed))).toEqual(['scope']);
  });

  it('resumes at the saved step while it is visible, else at the first', () => {
    const steps = visibleSteps(manifest, { scope: { sub_scopes: ['plant_production'] } }, holds);
    expect(resumeStep(steps, 'plant')?.id).toBe('plant');
    expect(resumeStep(steps, 'bees')?.id).toBe('general');
    expect(neighbours(steps, 'plant')).toMatchObject({ position: 3, total: 4, previous: { id: 'scope' }, next: { id: 'terms' } });
  });

  it('reports steps naming missing forms and repeated step ids', () => {
    const broken = { ...manifest, steps: [...manifest.steps, { id: 'terms', form: 'common/nothing' }] };
    const forms = new Set(manifest.steps.map((s) => s.form));
    expect(manifestProblems(broken, forms)).toEqual([
      { pointer: '/steps/6/form', message: 'step "terms" names a form that does not exist: "common/nothing"' },
      { pointer: '/steps/6/id', message: 'step id "terms" is used twice' },
    ]);
  });
});
