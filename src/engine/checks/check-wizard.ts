import { manifestProblems, type WizardManifest } from '../wizard.ts';
import { checkKeywords } from './check-keywords.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

const FORM_SUFFIX = '.schema.json';

/** A manifest's steps name existing forms, once each; titles are translated; conditions use known keywords. */
export function checkWizard(file: string, content: unknown, project: SchemaProject): SchemaProblem[] {
  const manifest = content as Partial<WizardManifest>;
  if (!Array.isArray(manifest.steps)) return []; // the meta schema reports the shape
  const formIds = new Set(
    Object.keys(project.files)
      .filter((path) => path.endsWith(FORM_SUFFIX))
      .map((path) => path.slice(0, -FORM_SUFFIX.length)),
  );
  const problems: SchemaProblem[] = manifestProblems(manifest as WizardManifest, formIds).map((p) => ({ file, ...p }));
  const titles: [string, unknown][] = [
    ['/title', manifest.title],
    ...manifest.steps.map((step, i): [string, unknown] => [`/steps/${i}/title`, step.title]),
  ];
  for (const [pointer, id] of titles) {
    if (typeof id !== 'string') continue;
    const missing = Object.entries(project.catalogues).filter(([, m]) => m[id] === undefined).map(([l]) => l);
    if (missing.length) problems.push({ file, pointer, message: `message id "${id}" is missing in ${missing.join(', ')}` });
  }
  manifest.steps.forEach((step, i) => {
    if (!step.when) return;
    for (const problem of checkKeywords(file, step.when, project)) {
      problems.push({ ...problem, pointer: `/steps/${i}/when${problem.pointer}` });
    }
  });
  return problems;
}
