import type { WizardManifest } from '../wizard.ts';
import { bundledForm, childSchemas, possibleValues } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;

// What a list column holds: the year is a whole number, the purpose a text.
const EXPECTED: Record<string, string> = { year: 'integer', purpose: 'string' };

/** The questions a pointer into the answers leads to (`/scope/standard`), or the problem that it leads to none. */
function questionsAt(file: string, at: string, pointer: string, manifest: WizardManifest, project: SchemaProject): { nodes: Json[]; root: Json; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  const [stepId, ...rest] = pointer.split('/').slice(1);
  const step = manifest.steps.find((s) => s.id === stepId);
  if (!step) return { nodes: [], root: {}, problems: [{ file, pointer: at, message: `"${pointer}" starts with "${stepId}", which is no step of this wizard` }] };
  if (step.when) problems.push({ file, pointer: at, message: `"${pointer}" reads step "${stepId}", which not every application has (it has a when)` });
  if (!project.files[`${step.form}.schema.json`]) return { nodes: [], root: {}, problems }; // named by the step check
  const root = bundledForm(`${step.form}.schema.json`, project);
  let nodes: Json[] = [root];
  for (const name of rest) nodes = nodes.flatMap((node) => childSchemas(node, root, { property: name }));
  if (!nodes.length) problems.push({ file, pointer: at, message: `"${pointer}": schemas/${step.form}.schema.json has no question at /${rest.join('/')}` });
  return { nodes, root, problems };
}

/**
 * The manifest's `listed` pointers (what application lists show: year, purpose) and
 * `oneActiveApplicationPer` pointers (what the duplicate rule compares) lead to a question of
 * a step that every application has (no `when`); a list column's of the type it holds.
 */
export function checkWizardListed(file: string, manifest: WizardManifest, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [column, pointer] of Object.entries(manifest.listed ?? {})) {
    if (typeof pointer !== 'string') continue; // the meta schema reports the shape
    const at = `/listed/${column}`;
    const found = questionsAt(file, at, pointer, manifest, project);
    problems.push(...found.problems);
    if (!found.nodes.length) continue;
    const { nodes, root } = found;
    const types = nodes.map((n) => n.type).filter((t) => t !== undefined);
    const values = possibleValues({ allOf: nodes }, root);
    const fits = types.includes(EXPECTED[column]) || values?.every((v) => (EXPECTED[column] === 'integer' ? Number.isInteger(v) : typeof v === 'string'));
    if (!fits) problems.push({ file, pointer: at, message: `"${pointer}" must lead to a question of type ${EXPECTED[column]}` });
  }
  const per = Array.isArray(manifest.oneActiveApplicationPer) ? manifest.oneActiveApplicationPer : [];
  per.forEach((pointer, i) => {
    if (typeof pointer === 'string') problems.push(...questionsAt(file, `/oneActiveApplicationPer/${i}`, pointer, manifest, project).problems);
  });
  return problems;
}
