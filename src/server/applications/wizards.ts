import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { conditionId, visibleSteps, type WizardAnswers, type WizardManifest, type WizardStep } from '../../engine/wizard.ts';
import { SCHEMAS_DIR } from '../../engine/schema-files.ts';
import { createAjv } from '../../validation/create-ajv.ts';
import { createFormRegistry } from '../../validation/validate.ts';
import type { StepProblems } from '../../validation/answer-rules.ts';

export type { StepProblems };

export interface LoadedWizard {
  manifest: WizardManifest;
  /** The steps shown for these answers, in order. */
  visible(answers: WizardAnswers): WizardStep[];
}

const WIZARD_ID = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Wizard manifests (`<schemasDir>/wizards/<id>.json`) and the forms their steps name, read
 * once per process and cached: they are files of the release, the same in every process.
 * Each step's `when` is compiled with the portal's Ajv factory.
 */
export function createWizardRegistry(schemasDir: string = SCHEMAS_DIR) {
  const forms = createFormRegistry(schemasDir);
  const ajv = createAjv();
  const cache = new Map<string, LoadedWizard>();

  function load(wizardId: string): LoadedWizard {
    const cached = cache.get(wizardId);
    if (cached) return cached;
    if (!WIZARD_ID.test(wizardId)) throw new Error(`invalid wizard id "${wizardId}"`);
    const file = path.join(schemasDir, 'wizards', `${wizardId}.json`);
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as WizardManifest;
    const conditions = new Map<string, ValidateFunction>();
    for (const step of manifest.steps) {
      if (!step.when) continue;
      const key = conditionId(wizardId, step.id);
      if (!ajv.getSchema(key)) ajv.addSchema(step.when, key);
      conditions.set(step.id, ajv.getSchema(key) as ValidateFunction);
    }
    const holds = (step: WizardStep, answers: WizardAnswers) => conditions.get(step.id)?.(answers) === true;
    const loaded: LoadedWizard = { manifest, visible: (answers) => visibleSteps(manifest, answers, holds) };
    cache.set(wizardId, loaded);
    return loaded;
  }

  return {
    load,
    /** Each visible step whose answers fail its form, with the form's issues. Empty = complete. */
    problems(steps: readonly WizardStep[], answers: WizardAnswers): StepProblems[] {
      return steps
        .map((step) => ({ step: step.id, form: step.form, issues: forms.validate(step.form, answers[step.id] ?? {}) }))
        .filter((p) => p.issues.length > 0);
    },
  };
}
export type WizardRegistry = ReturnType<typeof createWizardRegistry>;
