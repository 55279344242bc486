import type { WizardManifest } from '../wizard.ts';
import type { PrefillRule } from '../wizard-prefill.ts';
import { bundledForm, childSchemas, possibleValues } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;

/** The questions at a path of property names in a step's form (a list's rows through `items`). */
function questionsAt(form: string, names: string[], project: SchemaProject): Json[] {
  const root = bundledForm(`${form}.schema.json`, project);
  let nodes: Json[] = [root];
  for (const name of names) nodes = nodes.flatMap((node) => childSchemas(node, root, { property: name }));
  return nodes;
}

const pointers = (from: PrefillRule['from']) => (typeof from === 'string' ? [from] : Array.isArray(from) ? from : []);

/**
 * The manifest's prefill rules lead to questions: `to` names a step and a question of its
 * form (for `each`, a list whose rows have those questions); a `map`'s or `value`'s answers are
 * ones the question may take; a rule reading earlier answers reads a step before the one it fills.
 */
export function checkWizardPrefill(file: string, manifest: WizardManifest, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const index = (id: string) => manifest.steps.findIndex((step) => step.id === id);
  (manifest.prefill ?? []).forEach((rule, i) => {
    if (typeof rule.to !== 'string') return; // the meta schema reports the shape
    const at = `/prefill/${i}`;
    const [stepId, ...names] = rule.to.split('/').slice(1);
    const step = manifest.steps[index(stepId)];
    if (!step) {
      problems.push({ file, pointer: `${at}/to`, message: `"${rule.to}" starts with "${stepId}", which is no step of this wizard` });
      return;
    }
    if (rule.source === 'answers') {
      for (const from of pointers(rule.from)) {
        const read = index(from.split('/')[1]);
        if (read < 0 || read >= index(stepId)) problems.push({ file, pointer: `${at}/from`, message: `"${from}" must read a step before "${stepId}"` });
      }
    }
    if (!project.files[`${step.form}.schema.json`]) return; // named by the step check
    const nodes = questionsAt(step.form, names, project);
    if (!nodes.length) {
      problems.push({ file, pointer: `${at}/to`, message: `"${rule.to}": schemas/${step.form}.schema.json has no question at /${names.join('/')}` });
      return;
    }
    if (rule.each) {
      const root = bundledForm(`${step.form}.schema.json`, project);
      const rows = nodes.flatMap((node) => childSchemas(node, root, 'items'));
      for (const column of Object.keys(rule.each)) {
        if (!rows.some((row) => childSchemas(row, root, { property: column }).length)) {
          problems.push({ file, pointer: `${at}/each/${column}`, message: `the rows of "${rule.to}" have no question "${column}"` });
        }
      }
    }
    const given = rule.map ? Object.values(rule.map) : 'value' in rule ? [rule.value] : [];
    const allowed = possibleValues({ allOf: nodes }, bundledForm(`${step.form}.schema.json`, project));
    for (const value of given) {
      if (allowed && !allowed.some((option) => JSON.stringify(option) === JSON.stringify(value))) {
        problems.push({ file, pointer: rule.map ? `${at}/map` : `${at}/value`, message: `${JSON.stringify(value)} is no answer "${rule.to}" may take` });
      }
    }
  });
  return problems;
}
