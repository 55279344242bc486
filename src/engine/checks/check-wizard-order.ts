import type { WizardManifest } from '../wizard.ts';
import { REVIEW_STEP_ID, stepsRead } from '../wizard.ts';
import type { SchemaProblem } from './types.ts';

/**
 * The wizard rules (docs/analysts.md, "Wizards"): no step is called `review` (the review page's id); exactly one
 * step has `role: "submission"` and it is the last; a `when` reads only answers of earlier steps.
 */
export function checkWizardOrder(file: string, manifest: WizardManifest): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const steps = manifest.steps;
  const submissions = steps.map((step, i) => ({ step, i })).filter(({ step }) => step.role === 'submission');
  if (!submissions.length) {
    problems.push({ file, pointer: '/steps', message: 'no step has "role": "submission": mark the step where signed documents are uploaded (the last one)' });
  }
  submissions.slice(1).forEach(({ i }) => problems.push({ file, pointer: `/steps/${i}/role`, message: 'a wizard has one submission step; this is a second one' }));
  if (submissions.length && submissions[0].i !== steps.length - 1) {
    const after = steps.slice(submissions[0].i + 1).map((s) => `"${s.id}"`).join(', ');
    problems.push({ file, pointer: `/steps/${submissions[0].i}/role`, message: `the submission step must be the last; ${after} come(s) after it` });
  }
  steps.forEach((step, i) => {
    if (step.id === REVIEW_STEP_ID) {
      problems.push({ file, pointer: `/steps/${i}/id`, message: `no step may be called "${REVIEW_STEP_ID}": it is the id of the review page` });
    }
    const earlier = new Set(steps.slice(0, i).map((s) => s.id));
    for (const read of stepsRead(step.when)) {
      if (earlier.has(read.id)) continue;
      const later = steps.some((s) => s.id === read.id);
      problems.push({
        file,
        pointer: `/steps/${i}/when${read.pointer}`,
        message: later
          ? `the condition of step "${step.id}" reads the answers of "${read.id}", which comes later: a when reads only earlier steps`
          : `the condition of step "${step.id}" reads "${read.id}", which is no step of this wizard`,
      });
    }
  });
  return problems;
}
