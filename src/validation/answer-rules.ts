import { visibleAnswers, type WizardAnswers, type WizardStep } from '../engine/wizard.ts';
import type { ValidationIssue } from './types.ts';
import { coordinatesInCountry } from './coordinate-rules.ts';
import { answerRuleIssues } from './answer-rules/run.ts';
import { withOptionLabels } from './option-labels.ts';

// Business rules of the application wizards that span several answers or steps: the rules
// the forms declare (`amongAnswers`, `coversAnswers`, … in schemas/, answer-rules/run.ts) and
// the points in the applicant's country. Pure functions: the server applies them at
// submission, the browser when the person leaves the step, so both say the same thing.

/** Issues of one step of a wizard, in the shape the API reports them. */
export interface StepProblems {
  step: string;
  form: string;
  issues: ValidationIssue[];
}

/**
 * The rules' issues with one step's answers. `schema`: the step's bundled form; `all`: every
 * step's answers, this one's included; `shown`: the steps the manifest's conditions show for
 * these answers; `country`: the applicant's, where the step's sites and parcels must lie
 * unless a site names its own.
 *
 * A rule reads only the answers of shown steps: a step hidden by a later choice keeps its
 * answers (the person may choose it again), and those stale answers must neither make nor
 * break a rule of a step still asked, as they are not submitted either.
 */
export function ruleIssues(schema: object, answers: unknown, all: WizardAnswers, shown: readonly WizardStep[], country?: unknown): ValidationIssue[] {
  return withOptionLabels([...answerRuleIssues(schema, answers, visibleAnswers(shown, all)), ...coordinatesInCountry(answers, country)], schema);
}

/** The cross-field rules' problems of the visible steps (`formOf`: a step form's bundled schema), in the shape of form problems. */
export function crossFieldProblems(steps: readonly WizardStep[], answers: WizardAnswers, formOf: (form: string) => object | undefined, country?: unknown): StepProblems[] {
  return steps.flatMap((step) => {
    const issues = ruleIssues(formOf(step.form) ?? {}, answers[step.id], answers, steps, country);
    return issues.length ? [{ step: step.id, form: step.form, issues }] : [];
  });
}

/** Form problems and cross-field problems together, one entry per step. */
export function mergeProblems(a: StepProblems[], b: StepProblems[]): StepProblems[] {
  const merged = new Map(a.map((p) => [p.step, { ...p, issues: [...p.issues] }]));
  for (const p of b) {
    const existing = merged.get(p.step);
    if (existing) existing.issues.push(...p.issues);
    else merged.set(p.step, p);
  }
  return [...merged.values()];
}
