import { conditionId, visibleSteps, type WizardAnswers, type WizardManifest, type WizardStep } from '../engine/wizard.ts';
import { knownFormDefinition, knownValidator, type FormDefinition } from './validators.ts';
import { loadedWizardManifest } from './wizard-validators.ts';

export { loadWizardValidators, useWizardValidators } from './wizard-validators.ts';

/**
 * The manifest of a wizard (`bio`, `globalgap`), from its chunk (schemas/wizards/<id>.json at
 * build time: an analyst's new step reaches the browser with the next build, no code change).
 * Undefined until its screen's loader has loaded it (loadWizardValidators), and for an unknown id.
 */
export const wizardManifest = (id: string): WizardManifest | undefined => loadedWizardManifest(id);

// Without its validator a step or condition cannot be judged: a screen that forgot to load
// them would silently hide steps, so say so.
function validatorOf(id: string) {
  const validate = knownValidator(id);
  if (!validate) console.error(`No validator for ${id}: load its wizard's validators first (loadWizardValidators)`);
  return validate;
}

/**
 * The steps shown for the answers so far. Conditions run through the validators precompiled
 * at build time (the app's CSP forbids compiling in the browser), the same rules the server
 * compiles from the same files.
 */
export function visibleWizardSteps(manifest: WizardManifest, answers: WizardAnswers): WizardStep[] {
  return visibleSteps(manifest, answers, (step, sofar) => {
    const check = validatorOf(conditionId(manifest.id, step.id));
    return check ? check(sofar) === true : false;
  });
}

/** Whether a step's answers pass its form (the same precompiled validator the form uses). */
export function stepIsComplete(step: WizardStep, answers: WizardAnswers): boolean {
  const validate = validatorOf(step.form);
  return validate ? validate(answers[step.id] ?? {}) === true : false;
}

/**
 * The form of the step a wizard opens at: the step the application was left at, else its first
 * visible step (its wizard's validators must be loaded: they decide which steps show).
 */
export function openingStepForm(wizardId: string, stepId: string | null, answers: WizardAnswers): FormDefinition | undefined {
  const manifest = wizardManifest(wizardId);
  if (!manifest) return undefined;
  const step = manifest.steps.find((candidate) => candidate.id === stepId) ?? visibleWizardSteps(manifest, answers)[0];
  return step ? knownFormDefinition(step.form) : undefined;
}
