import type { WizardAnswers, WizardStep } from '../../engine/wizard';
import { formCatalog } from '../../forms/form-catalog';
import { stepIsComplete } from '../../forms/wizard-catalog';

/** The page that shows every answer read-only before the last (submission) step. */
export const REVIEW_PAGE = 'review';

export interface WizardPage {
  id: string;
  titleId: string;
  complete: boolean;
  /** The manifest step it shows; none for the review page. */
  step?: WizardStep;
}

export const stepTitleId = (step: WizardStep) =>
  step.title ?? String(formCatalog.get(step.form)?.schema.title ?? step.form);

/**
 * The pages of the wizard for the visible steps: every step in order, with the review page
 * inserted before the last one. The last step of a manifest is where the person submits.
 */
export function wizardPages(steps: readonly WizardStep[], answers: WizardAnswers): WizardPage[] {
  const pages = steps.map((step) => ({ id: step.id, titleId: stepTitleId(step), complete: stepIsComplete(step, answers), step }));
  const review: WizardPage = { id: REVIEW_PAGE, titleId: 'applications.review.title', complete: true };
  return [...pages.slice(0, -1), review, ...pages.slice(-1)];
}
