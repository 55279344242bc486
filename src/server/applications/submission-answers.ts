import { visibleAnswers, type WizardAnswers } from '../../engine/wizard.ts';
import { followedAnswers } from '../../engine/wizard-prefill.ts';
import { crossFieldProblems, mergeProblems, type StepProblems } from '../../validation/answer-rules';
import type { ApplicationRow } from './store';
import type { LoadedWizard, WizardRegistry } from './wizards';

/** A problem outside the steps' answers (the application's year), as the contract names it. */
export interface ListedIssue {
  path: string;
  keyword: string;
  messageId: string;
  params: Record<string, unknown>;
}

/** What a draft would be submitted with: its problems, or the answers of the steps it shows. */
export type SubmissionCheck = { complete: false; steps: StepProblems[]; issues: ListedIssue[] } | { complete: true; answers: WizardAnswers };

/**
 * A draft's answers judged as submission judges them. An answer a step derives from an earlier
 * one and does not ask (the manifest's `follow` rules: organic step 5's parallel cultivation
 * follows step 4's parallel production) is brought in step first, as the browser does: a client
 * that sent it otherwise is not believed. Complete, the answers of the steps shown are what is
 * submitted (those of steps no longer shown are dropped).
 */
export function submissionCheck(
  wizards: WizardRegistry,
  wizard: LoadedWizard,
  app: Pick<ApplicationRow, 'answers' | 'customer_country_id' | 'created_at' | 'year'>,
): SubmissionCheck {
  const followed = followedAnswers(wizard.manifest, { answers: app.answers, customer: { country_id: app.customer_country_id ?? undefined } });
  const given = Object.keys(followed).length > 0 ? { ...app.answers, ...followed } : app.answers;
  const steps = wizard.visible(given);
  const problems = mergeProblems(wizards.problems(steps, given, app.created_at), crossFieldProblems(steps, given, wizards.formSchema, app.customer_country_id));
  const issues: ListedIssue[] =
    app.year === null ? [{ path: '/year', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'year' } }] : [];
  if (problems.length > 0 || issues.length > 0) return { complete: false, steps: problems, issues };
  return { complete: true, answers: visibleAnswers(steps, given) };
}
