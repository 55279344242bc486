/**
 * The part of `npm run schemas:check` that reads the questionnaires' texts as a translator
 * would: a text of a wizard's revision that Greek or Spanish writes exactly as English does is
 * English left untranslated, unless it is the same on purpose (a standard's name, a code:
 * src/cli/questionnaire-document/same-text-allowed.ts). Texts missing in a language are named
 * by the message checks already (src/engine/checks/check-messages.ts). The questionnaire
 * documents list both at the end of each language's document (docs/reviewers.md).
 */
import type { SchemaProblem, SchemaProject } from '../engine/checks/check-project.ts';
import { isWizardPath } from '../engine/schema-catalog.ts';
import { revisionBundle } from '../engine/revisions/bundle.ts';
import type { WizardManifest } from '../engine/wizard.ts';
import { textProblems } from './questionnaire-document/text-check.ts';

export function languageProblems(project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>(); // the common forms' texts belong to every wizard: said once
  for (const path of Object.keys(project.files).filter(isWizardPath)) {
    const wizardId = (project.files[path] as WizardManifest).id;
    let bundle;
    try {
      bundle = revisionBundle({ files: project.files }, project.catalogues, wizardId);
    } catch {
      continue; // a manifest naming a missing form: the wizard's own checks name it
    }
    for (const problem of textProblems(bundle)) {
      const key = `${problem.locale} ${problem.id}`;
      if (problem.kind !== 'same' || seen.has(key)) continue;
      seen.add(key);
      problems.push({
        file: `locales/${problem.locale}`,
        pointer: '',
        message: `"${problem.id}" is the same as in ${problem.sameAs} ("${problem.text}"): translate it, or, when it is the same in both languages on purpose (a name, a code), add its id to src/i18n/same-as-english.ts`,
      });
    }
  }
  return problems;
}
