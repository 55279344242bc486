import type { WizardManifest } from '../wizard.ts';
import { REVIEW_STEP_ID } from '../wizard.ts';
import type { SchemaProblem } from './types.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The step ids a `when` reads (names under `properties`, `required`, …, at the answers' top level), with pointers. */
export function stepsRead(when: unknown, pointer = ''): { id: string; pointer: string }[] {
  if (!isObject(when)) return [];
  const found: { id: string; pointer: string }[] = [];
  if (isObject(when.properties)) Object.keys(when.properties).forEach((id) => found.push({ id, pointer: `${pointer}/properties/${id}` }));
  if (Array.isArray(when.required)) when.required.forEach((id, i) => found.push({ id: String(id), pointer: `${pointer}/required/${i}` }));
  for (const key of ['dependentRequired', 'dependentSchemas', 'dependencies']) {
    if (isObject(when[key])) Object.keys(when[key] as Json).forEach((id) => found.push({ id, pointer: `${pointer}/${key}/${id}` }));
  }
  for (const key of ['not', 'if', 'then', 'else']) found.push(...stepsRead(when[key], `${pointer}/${key}`));
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(when[key])) (when[key] as unknown[]).forEach((sub, i) => found.push(...stepsRead(sub, `${pointer}/${key}/${i}`)));
  }
  return found;
}

/**
 * The wizard rules (docs/architecture.md, "A form (analysts)"): no step is called `review` (the review page's id); exactly one
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
