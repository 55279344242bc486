import { conditionId, REVIEW_STEP_ID, visibleSteps, type WizardAnswers, type WizardManifest, type WizardStep } from '../engine/wizard.ts';
import { knownValidator } from './validators.ts';
import { loadedWizardManifest } from './wizard-validators.ts';

export { loadStepForms, loadWizard, useStepForms, useWizard } from './wizard-validators.ts';

/**
 * The manifest of a wizard (`bio`, `globalgap`), from its chunk (schemas/wizards/<id>.json at
 * build time: an analyst's new step reaches the browser with the next build, no code change).
 * Undefined until its screen's loader has loaded it (loadWizard), and for an unknown id.
 */
export const wizardManifest = (id: string): WizardManifest | undefined => loadedWizardManifest(id);

// Without its validator a step condition cannot be judged: a screen that forgot to load its
// wizard would silently hide steps, so say so.
function conditionValidatorOf(id: string) {
  const validate = knownValidator(id);
  if (!validate) console.error(`No validator for ${id}: load its wizard first (loadWizard)`);
  return validate;
}

/**
 * The steps shown for the answers so far. Conditions run through the validators precompiled
 * at build time (the app's CSP forbids compiling in the browser), the same rules the server
 * compiles from the same files.
 */
export function visibleWizardSteps(manifest: WizardManifest, answers: WizardAnswers): WizardStep[] {
  return visibleSteps(manifest, answers, (step, sofar) => {
    const check = conditionValidatorOf(conditionId(manifest.id, step.id));
    return check ? check(sofar) === true : false;
  });
}

/**
 * Whether a step's answers pass its form (the same precompiled validator the form uses);
 * undefined while that validator is still on its way (useStepForms fetches it with the form).
 */
export function stepIsComplete(step: WizardStep, answers: WizardAnswers): boolean | undefined {
  const validate = knownValidator(step.form);
  return validate ? validate(answers[step.id] ?? {}) === true : undefined;
}

/**
 * The step a wizard opens at: the step the application was left at, else its first visible
 * step (its wizard must be loaded: its step conditions decide which steps show).
 */
export function openingStep(wizardId: string, stepId: string | null, answers: WizardAnswers): WizardStep | undefined {
  const manifest = wizardManifest(wizardId);
  if (!manifest) return undefined;
  return manifest.steps.find((candidate) => candidate.id === stepId) ?? visibleWizardSteps(manifest, answers)[0];
}

/**
 * The steps whose forms (with their validators) a wizard's screen waits for before it shows:
 * the open step's (the one the application was left at, else the first visible one); for the
 * review and submission pages, which say which steps are incomplete, every visible step's.
 * The others follow.
 */
export function stepsJudgedAtOpening(manifest: WizardManifest, stepId: string | null, answers: WizardAnswers): WizardStep[] {
  const steps = visibleWizardSteps(manifest, answers);
  const open = steps.find((step) => step.id === stepId) ?? (stepId === REVIEW_STEP_ID ? undefined : steps[0]);
  return open && open.role !== 'submission' ? [open] : steps;
}
