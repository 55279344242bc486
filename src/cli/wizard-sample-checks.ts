import { bundledForm } from '../engine/checks/schema-family.ts';
import type { SchemaProblem, SchemaProject } from '../engine/checks/types.ts';
import { visibleAnswers, visibleSteps, type WizardManifest } from '../engine/wizard.ts';
import { answerRuleIssues } from '../validation/answer-rules/run.ts';
import { stepConditions } from '../validation/step-conditions.ts';
import { answerRuleAt, inWords } from './sample-words.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The samples agree with the rules across steps: each wizard's step samples
 * (`fixtures/<form id>.json`), put together as one application, break no rule a form declares
 * (`amongAnswers`, `coversAnswers`, …). A rule the samples break would refuse the stories' and
 * tests' applications, and is named here first, at the sample. As at submission, a step's rules
 * read the steps the samples show (and the step itself): a sample of a step the samples' scope
 * hides is no answer of that application.
 */
export function wizardSampleProblems(project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [path, manifest] of Object.entries(project.files)) {
    if (!path.startsWith('wizards/') || !isObject(manifest) || !Array.isArray(manifest.steps)) continue;
    const wizard = manifest as unknown as WizardManifest;
    const steps = wizard.steps.filter((step) => isObject(project.files[`${step.form}.schema.json`]) && `fixtures/${step.form}.json` in project.files);
    const answers = Object.fromEntries(steps.map((step) => [step.id, project.files[`fixtures/${step.form}.json`]]));
    const shown = visibleSteps(wizard, answers, stepConditions(wizard));
    for (const step of steps) {
      const read = visibleAnswers(shown.includes(step) ? shown : [...shown, step], answers);
      const bundled = bundledForm(`${step.form}.schema.json`, project);
      for (const issue of answerRuleIssues(bundled, answers[step.id], read)) {
        problems.push({
          file: `fixtures/${step.form}.json`,
          pointer: issue.path,
          message: `with the other samples of ${path} (step "${step.id}"): "${inWords(issue, project)}" (${answerRuleAt(bundled, issue)} of schemas/${step.form}.schema.json)`,
        });
      }
    }
  }
  return problems;
}
