import { bundledForm } from '../engine/checks/schema-family.ts';
import type { SchemaProblem, SchemaProject } from '../engine/checks/types.ts';
import type { WizardManifest } from '../engine/wizard.ts';
import { answerRuleIssues } from '../validation/answer-rules/run.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The samples agree with the rules across steps: each wizard's step samples
 * (`fixtures/<form id>.json`), put together as one application, break no rule a form declares
 * (`amongAnswers`, `coversAnswers`, …). A rule the samples break would refuse the stories' and
 * tests' applications, and is named here first, at the sample.
 */
export function wizardSampleProblems(project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [path, manifest] of Object.entries(project.files)) {
    if (!path.startsWith('wizards/') || !isObject(manifest) || !Array.isArray(manifest.steps)) continue;
    const steps = (manifest as unknown as WizardManifest).steps.filter((step) => isObject(project.files[`${step.form}.schema.json`]) && `fixtures/${step.form}.json` in project.files);
    const answers = Object.fromEntries(steps.map((step) => [step.id, project.files[`fixtures/${step.form}.json`]]));
    for (const step of steps) {
      for (const issue of answerRuleIssues(bundledForm(`${step.form}.schema.json`, project), answers[step.id], answers)) {
        problems.push({ file: `fixtures/${step.form}.json`, pointer: issue.path, message: `with the other samples of ${path} (step "${step.id}"): ${issue.keyword} ${issue.messageId}` });
      }
    }
  }
  return problems;
}
