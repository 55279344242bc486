import type { WizardManifest } from '../wizard.ts';
import type { PrefillRule } from '../wizard-prefill-rule.ts';
import { bundledForm, childSchemas, possibleValues, schemasAt } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;

/** The questions at a path of property names in a step's form (`*` for a list's rows). */
function questionsAt(form: string, names: string[], project: SchemaProject): Json[] {
  const root = bundledForm(`${form}.schema.json`, project);
  return schemasAt(root, names);
}

/** The ui schema at a path of property names (`*` for a list's rows: its `items`). */
function uiAt(ui: unknown, names: string[]): Json | undefined {
  let node = ui;
  for (const name of names) node = node && typeof node === 'object' ? (node as Json)[name === '*' ? 'items' : name] : undefined;
  return node && typeof node === 'object' ? (node as Json) : undefined;
}

const pointers = (from: PrefillRule['from']) => (typeof from === 'string' ? [from] : Array.isArray(from) ? from : []);

/**
 * The manifest's prefill rules lead to questions: `to` names a step and a question of its
 * form (for `each`, a list whose rows have those questions); a `map`'s or `value`'s answers are
 * ones the question may take; a rule reading earlier answers reads a step before the one it fills;
 * a rule pairing rows (`*` in `from` and `to`) names in `match` questions both rows have; a
 * `follow` rule fills a question its step hides (it overwrites, so nobody may be asked it).
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
    const fromRows = pointers(rule.from).some((from) => from.includes('/*/'));
    if (fromRows && !(rule.to.includes('/*/') && rule.match?.length)) {
      problems.push({ file, pointer: at, message: `"${rule.to}": a rule reading rows ("*" in from) fills rows ("*" in to) paired by "match"` });
    }
    if (fromRows && rule.match && rule.source === 'answers' && typeof rule.from === 'string') {
      const [fromStep, ...fromNames] = rule.from.split('/').slice(1);
      const other = manifest.steps[index(fromStep)];
      const rowsOf = (form: string, path: string[]) => questionsAt(form, path.slice(0, path.indexOf('*') + 1), project);
      for (const column of rule.match) {
        const lacks = (form: string, path: string[]) => !rowsOf(form, path).some((row) => childSchemas(row, bundledForm(`${form}.schema.json`, project), { property: column }).length);
        if ((other && project.files[`${other.form}.schema.json`] && lacks(other.form, fromNames)) || lacks(step.form, names)) {
          problems.push({ file, pointer: `${at}/match`, message: `"${column}" is no question of both lists' rows` });
        }
      }
    }
    if (rule.follow && uiAt(project.files[`${step.form}.ui.json`], names)?.['ui:widget'] !== 'hidden') {
      problems.push({ file, pointer: `${at}/follow`, message: `"${rule.to}" follows an earlier answer and is overwritten: its ui schema must hide it ("ui:widget": "hidden")` });
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
