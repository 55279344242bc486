import type { WizardManifest } from '../wizard.ts';
import { bundledForm, childSchemas } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;

/** The schemas a pointer inside a step's form leads to (none when it names no question). */
function schemasAt(root: Json, start: Json[], names: string[]): Json[] {
  let nodes = start;
  for (const name of names) nodes = nodes.flatMap((node) => childSchemas(node, root, { property: name }));
  return nodes;
}

/**
 * The manifest's `certificate` pointers lead to questions of its steps: the holder's number to
 * a text, each item's `rows` to a table (a list of records) and each of its `label` columns to a
 * question of the table's rows.
 */
export function checkWizardCertificate(file: string, manifest: WizardManifest, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const formOfStep = (pointer: string, at: string): { root: Json; names: string[] } | null => {
    const [stepId, ...names] = pointer.split('/').slice(1);
    const step = manifest.steps.find((s) => s.id === stepId);
    if (!step) {
      problems.push({ file, pointer: at, message: `"${pointer}" starts with "${stepId}", which is no step of this wizard` });
      return null;
    }
    if (!project.files[`${step.form}.schema.json`]) return null; // named by the step check
    return { root: bundledForm(`${step.form}.schema.json`, project), names };
  };
  (manifest.certificate?.holderNumber ?? []).forEach((pointer, i) => {
    const at = `/certificate/holderNumber/${i}`;
    const form = formOfStep(pointer, at);
    if (!form) return;
    const nodes = schemasAt(form.root, [form.root], form.names);
    if (!nodes.some((n) => n.type === 'string')) problems.push({ file, pointer: at, message: `"${pointer}" must lead to a text question of its step` });
  });
  (manifest.certificate?.items ?? []).forEach((declared, i) => {
    const at = `/certificate/items/${i}`;
    const form = formOfStep(declared.rows, `${at}/rows`);
    if (!form) return;
    const tables = schemasAt(form.root, [form.root], form.names);
    const rows = tables.flatMap((table) => childSchemas(table, form.root, 'items'));
    if (!rows.length) {
      problems.push({ file, pointer: `${at}/rows`, message: `"${declared.rows}" must lead to a table (a list of records) of its step` });
      return;
    }
    declared.label.forEach((column, j) => {
      if (!schemasAt(form.root, rows, column.split('/').slice(1)).length) {
        problems.push({ file, pointer: `${at}/label/${j}`, message: `"${column}" is no question of the rows of "${declared.rows}"` });
      }
    });
  });
  return problems;
}
