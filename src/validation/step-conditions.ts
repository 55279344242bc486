import type { ValidateFunction } from 'ajv';
import { conditionId, type ConditionCheck, type WizardManifest, type WizardStep } from '../engine/wizard.ts';
import { createAjv } from './create-ajv.ts';

/**
 * Each step's `when` of a manifest compiled once with the portal's Ajv factory: the check the
 * server and the CLIs give `visibleSteps`, so that all of them show (and validate) the same
 * steps for the same answers. The browser uses its precompiled copies (forms/wizard-catalog.ts).
 */
export function stepConditions(manifest: WizardManifest, ajv = createAjv()): ConditionCheck {
  const conditions = new Map<string, ValidateFunction>();
  for (const step of manifest.steps) {
    if (!step.when) continue;
    const key = conditionId(manifest.id, step.id);
    if (!ajv.getSchema(key)) ajv.addSchema(step.when, key);
    conditions.set(step.id, ajv.getSchema(key) as ValidateFunction);
  }
  return (step: WizardStep, answers) => conditions.get(step.id)?.(answers) === true;
}
