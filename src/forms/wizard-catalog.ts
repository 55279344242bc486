import { validators } from 'virtual:form-validators';
import { conditionId, visibleSteps, type WizardAnswers, type WizardManifest, type WizardStep } from '../engine/wizard.ts';
import { schemaCatalog } from './form-catalog.ts';
import { provideValidators } from './validators.ts';

// A wizard checks every step and every step condition: it brings all validators at once
// (its screens are the only ones that import this module), and its step forms use them.
provideValidators(validators);

/**
 * The manifest of a wizard (`bio`, `globalgap`) from the catalogue Vite bundles: an analyst's
 * new step reaches the browser with the next build, no code change. Undefined for an unknown id.
 */
export const wizardManifest = (id: string) => schemaCatalog.wizard(id);

/**
 * The steps shown for the answers so far. Conditions run through the validators precompiled
 * at build time (the app's CSP forbids compiling in the browser), the same rules the server
 * compiles from the same files.
 */
export function visibleWizardSteps(manifest: WizardManifest, answers: WizardAnswers): WizardStep[] {
  return visibleSteps(manifest, answers, (step, sofar) => {
    const check = validators[conditionId(manifest.id, step.id)];
    return check ? check(sofar) === true : false;
  });
}

/** Whether a step's answers pass its form (the same precompiled validator the form uses). */
export function stepIsComplete(step: WizardStep, answers: WizardAnswers): boolean {
  const validate = validators[step.form];
  return validate ? validate(answers[step.id] ?? {}) === true : false;
}
