import { manifestProblems, type WizardManifest } from '../wizard.ts';
import { checkKeywords } from './check-keywords.ts';
import { isFormPath, schemaIdOf } from '../schema-catalog.ts';
import { checkWizardOrder } from './check-wizard-order.ts';
import { checkWhenHolds } from './check-when-holds.ts';
import { checkWizardListed } from './check-wizard-listed.ts';
import { checkWizardPrefill } from './check-wizard-prefill.ts';
import { checkWizardCertificate } from './check-wizard-certificate.ts';
import { checkWizardAnswerRules } from './check-answer-rules.ts';
import { messageProblem } from './check-messages.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';


/**
 * The list of steps shows every step's title (its `title`, else its form's) while the wizard
 * opens at one step, before the other forms' texts arrive: a title of a questionnaire family's
 * file (`bio-*.json`, `globalgap-*.json`) would show as its id, so titles go in
 * `locales/<locale>/wizards.json` (src/i18n/namespaces.ts).
 */
function stepTitleProblems(file: string, manifest: WizardManifest, project: SchemaProject): SchemaProblem[] {
  if (!project.stepTitles) return [];
  const problems: SchemaProblem[] = [];
  manifest.steps.forEach((step, i) => {
    const schema = project.files[`${step.form}.schema.json`] as { title?: unknown } | undefined;
    const id = step.title ?? schema?.title;
    if (typeof id !== 'string') return;
    const lacking = Object.entries(project.stepTitles!)
      .filter(([locale, ids]) => !ids.has(id) && !project.brokenLocales?.has(locale))
      .map(([locale]) => locale);
    if (lacking.length) {
      const where = step.title ? `/steps/${i}/title` : `/steps/${i}/form`;
      problems.push({ file, pointer: where, message: `step "${step.id}": its title "${id}" must be in ${lacking.map((l) => `locales/${l}/wizards.json`).join(', ')}: the list of steps shows it before the questionnaire's own texts arrive` });
    }
  });
  return problems;
}

/**
 * A manifest's steps name existing forms, once each; titles are translated; conditions use
 * known keywords, read only earlier steps and can hold; the submission step is last; each
 * step's form has sample answers; prefill rules lead to questions of their steps.
 */
export function checkWizard(file: string, content: unknown, project: SchemaProject): SchemaProblem[] {
  const manifest = content as Partial<WizardManifest>;
  if (!Array.isArray(manifest.steps)) return []; // the meta schema reports the shape
  const formIds = new Set(Object.keys(project.files).filter(isFormPath).map(schemaIdOf));
  const problems: SchemaProblem[] = manifestProblems(manifest as WizardManifest, formIds).map((p) => ({ file, ...p }));
  const titles: [string, unknown][] = [
    ['/title', manifest.title],
    ...manifest.steps.map((step, i): [string, unknown] => [`/steps/${i}/title`, step.title]),
  ];
  for (const [pointer, id] of titles) if (typeof id === 'string') problems.push(...messageProblem(file, pointer, id, project));
  problems.push(...stepTitleProblems(file, manifest as WizardManifest, project));
  problems.push(...checkWizardOrder(file, manifest as WizardManifest), ...checkWhenHolds(file, manifest as WizardManifest, project));
  problems.push(...checkWizardListed(file, manifest as WizardManifest, project), ...checkWizardPrefill(file, manifest as WizardManifest, project));
  problems.push(...checkWizardCertificate(file, manifest as WizardManifest, project), ...checkWizardAnswerRules(file, manifest as WizardManifest, project));
  // every step's form has sample answers: stories, the analysts' proof and the questionnaire
  // tests start from them, and would otherwise fail with "file not found" far from the cause
  manifest.steps.forEach((step, i) => {
    if (typeof step.form !== 'string' || !formIds.has(step.form) || `fixtures/${step.form}.json` in project.files) return;
    problems.push({ file, pointer: `/steps/${i}/form`, message: `step "${step.id}": its form has no sample answers; add schemas/fixtures/${step.form}.json (answers that validate)` });
  });
  manifest.steps.forEach((step, i) => {
    if (!step.when) return;
    for (const problem of checkKeywords(file, step.when, project)) {
      problems.push({ ...problem, pointer: `/steps/${i}/when${problem.pointer}` });
    }
  });
  return problems;
}
