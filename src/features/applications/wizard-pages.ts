import { REVIEW_STEP_ID, stepsBringing, type WizardAnswers, type WizardManifest, type WizardStep } from '../../engine/wizard';
import { knownFormDefinition } from '../../forms/validators';
import { stepIsComplete } from '../../forms/wizard-catalog';

/** The page that shows every answer read-only before the submission step. */
export const REVIEW_PAGE = REVIEW_STEP_ID;

export interface WizardPage {
  id: string;
  titleId: string;
  /** Undefined while the step's validator is still on its way (no mark either way). */
  complete: boolean | undefined;
  /** The manifest step it shows; none for the review page. */
  step?: WizardStep;
  /** Title id of the earlier step whose answers brought this one (its `when`); none for a step every application has. */
  broughtBy?: string;
}

export const stepTitleId = (step: WizardStep) =>
  step.title ?? String(knownFormDefinition(step.form)?.schema.title ?? step.form);

/** Title ids of the steps whose answers may bring more steps ("Scope"), in manifest order. */
export function stepsThatBringSteps(manifest: WizardManifest): string[] {
  const causes = manifest.steps.flatMap((step) => stepsBringing(manifest, step).slice(0, 1));
  return [...new Set(causes)].map(stepTitleId);
}

/**
 * The pages of the wizard for the visible steps: every step in order, with the review page
 * inserted before the submission step (`role: "submission"`, the last one: schemas:check).
 * A step that an earlier answer brought names that earlier step (`broughtBy`).
 */
export function wizardPages(manifest: WizardManifest, steps: readonly WizardStep[], answers: WizardAnswers): WizardPage[] {
  const pages = steps.map((step) => {
    const cause = stepsBringing(manifest, step)[0];
    return { id: step.id, titleId: stepTitleId(step), complete: stepIsComplete(step, answers), step, broughtBy: cause && stepTitleId(cause) };
  });
  const review: WizardPage = { id: REVIEW_PAGE, titleId: 'applications.review.title', complete: true };
  const at = pages.findIndex((page) => page.step.role === 'submission');
  const cut = at >= 0 ? at : pages.length;
  return [...pages.slice(0, cut), review, ...pages.slice(cut)];
}
