import type { WizardManifest } from '../wizard.ts';
import { equal } from '../json-equal.ts';
import { bundledForm, childSchemas, possibleValues } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const show = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(' or ');

interface Place {
  /** The form a step shows, bundled, and where in it the condition has arrived. */
  root: Json;
  node: Json;
  form: string;
  step: string;
  dataPath: string;
}

/** The values a condition node insists on (`const`, `enum`), if any. */
const wanted = (node: Json): unknown[] | undefined => ('const' in node ? [node.const] : Array.isArray(node.enum) ? node.enum : undefined);

/**
 * A step's `when` can hold: every value it asks of an earlier answer (`const`, `enum`, or
 * `contains` one of them in a list) is one that answer can take. The usual slip is a new
 * add-on whose step asks for it while the scope's list of choices does not offer it yet.
 */
export function checkWhenHolds(file: string, manifest: WizardManifest, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const compare = (when: unknown, place: Place, pointer: string) => {
    if (!isObject(when)) return;
    const values = wanted(when);
    const allowed = possibleValues(place.node, place.root);
    if (values && allowed && !values.some((v) => allowed.some((a) => equal(a, v)))) {
      problems.push({
        file,
        pointer: `${pointer}/${'const' in when ? 'const' : 'enum'}`,
        message:
          `this condition can never hold: no answer of step "${place.step}" at ${place.dataPath || '/'} can be ${show(values)} ` +
          `(schemas/${place.form}.schema.json allows ${show(allowed)}); add it to that list of choices`,
      });
    }
    const items = childSchemas(place.node, place.root, 'items');
    for (const key of ['contains', 'items'] as const) {
      if (isObject(when[key]) && items.length) compare(when[key], { ...place, node: { allOf: items }, dataPath: `${place.dataPath}/[]` }, `${pointer}/${key}`);
    }
    if (isObject(when.properties)) {
      for (const [name, sub] of Object.entries(when.properties)) {
        const found = childSchemas(place.node, place.root, { property: name });
        if (found.length) compare(sub, { ...place, node: { allOf: found }, dataPath: `${place.dataPath}/${name}` }, `${pointer}/properties/${name}`);
      }
    }
    for (const key of ['allOf'] as const) {
      if (Array.isArray(when[key])) (when[key] as unknown[]).forEach((sub, i) => compare(sub, place, `${pointer}/${key}/${i}`));
    }
  };
  // The answers object: its properties are steps, each compared with its step's form.
  const top = (when: unknown, pointer: string) => {
    if (!isObject(when)) return;
    if (isObject(when.properties)) {
      for (const [stepId, sub] of Object.entries(when.properties)) {
        const step = manifest.steps.find((s) => s.id === stepId);
        if (!step || !isObject(project.files[`${step.form}.schema.json`])) continue; // other checks name these
        const root = bundledForm(`${step.form}.schema.json`, project);
        compare(sub, { root, node: root, form: step.form, step: stepId, dataPath: '' }, `${pointer}/properties/${stepId}`);
      }
    }
    for (const key of ['allOf'] as const) {
      if (Array.isArray(when[key])) (when[key] as unknown[]).forEach((sub, i) => top(sub, `${pointer}/${key}/${i}`));
    }
  };
  manifest.steps.forEach((step, i) => top(step.when, `/steps/${i}/when`));
  return problems;
}
