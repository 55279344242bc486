import type { WizardAnswers, WizardManifest } from '../../../engine/wizard';

// Storybook only: which answers of a wizard bring or take away steps, read from its manifest
// (every question a step's `when` reads) and the form that asks it (its choices), so that an
// analyst's new sub-scope, add-on or condition becomes a control with no story edited.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** A question whose answer a step's condition reads: `scope` / `sub_scopes`. */
export interface ChoiceField {
  /** The arg's name: `scope__sub_scopes`. */
  arg: string;
  stepId: string;
  property: string;
  /** `one`: one of the options; `many`: any of them; `yes-no`: a boolean. */
  kind: 'one' | 'many' | 'yes-no';
  /** The values the form offers (the options of `one` and `many`). */
  options: (string | number)[];
  /** Message id of the question's title. */
  titleId?: string;
}

/** Every `stepId/property` a condition reads, wherever it stands (not, anyOf, if…). */
function fieldsRead(when: unknown, path: string[] = [], found = new Set<string>()): Set<string> {
  if (!isObject(when)) return found;
  if (path.length === 2) {
    found.add(path.join('/'));
    return found;
  }
  if (isObject(when.properties)) for (const [key, sub] of Object.entries(when.properties)) fieldsRead(sub, [...path, key], found);
  // `required: ["standard"]` under a step: any answer to it brings the step
  if (path.length === 1 && Array.isArray(when.required)) for (const key of when.required) found.add(`${path[0]}/${String(key)}`);
  for (const key of ['not', 'if', 'then', 'else', 'contains', 'items']) fieldsRead(when[key], path, found);
  for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(when[key])) for (const sub of when[key] as unknown[]) fieldsRead(sub, path, found);
  return found;
}

/** Follows a local `$ref` (`#/$defs/…`) of a bundled form schema. */
function resolved(node: unknown, root: Json): Json | undefined {
  if (!isObject(node)) return undefined;
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), root);
  return resolved(target, root);
}

const optionsOf = (node: Json | undefined): (string | number)[] => {
  if (!node) return [];
  if (Array.isArray(node.enum)) return node.enum as (string | number)[];
  if (Array.isArray(node.oneOf)) return (node.oneOf as Json[]).map((option) => option.const as string | number).filter((value) => value !== undefined);
  return [];
};

/**
 * The questions that bring steps, in manifest order of their steps and form order of the
 * questions, each with the choices its form offers; questions without a closed list of
 * choices (free text) are left out: no control could offer them.
 */
export function choiceFields(manifest: WizardManifest, formSchemaOf: (formId: string) => Json | undefined): ChoiceField[] {
  const read = new Set<string>();
  for (const step of manifest.steps) fieldsRead(step.when, [], read);
  const fields: ChoiceField[] = [];
  for (const step of manifest.steps) {
    const schema = formSchemaOf(step.form);
    if (!schema || !isObject(schema.properties)) continue;
    for (const [property, raw] of Object.entries(schema.properties)) {
      if (!read.has(`${step.id}/${property}`)) continue;
      const node = resolved(raw, schema);
      if (!node) continue;
      const base = { arg: `${step.id}__${property}`, stepId: step.id, property, titleId: typeof node.title === 'string' ? node.title : undefined };
      if (node.type === 'boolean') fields.push({ ...base, kind: 'yes-no', options: [] });
      else if (node.type === 'array') {
        const options = optionsOf(resolved(node.items, schema));
        if (options.length) fields.push({ ...base, kind: 'many', options });
      } else {
        const options = optionsOf(node);
        if (options.length) fields.push({ ...base, kind: 'one', options });
      }
    }
  }
  return fields;
}

/** Storybook's argTypes for the fields: a select, check boxes or a switch each, grouped by step. */
export function choiceArgTypes(fields: readonly ChoiceField[]) {
  return Object.fromEntries(
    fields.map((field) => [
      field.arg,
      {
        name: field.arg,
        description: `${field.stepId} › ${field.property}${field.titleId ? ` (${field.titleId})` : ''}`,
        table: { category: field.stepId },
        options: field.kind === 'yes-no' ? undefined : field.options,
        control: field.kind === 'yes-no' ? { type: 'boolean' as const } : field.kind === 'many' ? { type: 'inline-check' as const } : { type: 'select' as const },
      },
    ]),
  );
}

/** The args the answers hold (a sample's choices as the controls' first values). */
export function choiceArgs(fields: readonly ChoiceField[], answers: WizardAnswers): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    const step = answers[field.stepId];
    if (isObject(step) && step[field.property] !== undefined) args[field.arg] = step[field.property];
  }
  return args;
}

/**
 * The answers with the controls' choices put in: a control left empty takes the answer away
 * (an empty list of sub-scopes is no sub-scope at all).
 */
export function withChoices(fields: readonly ChoiceField[], answers: WizardAnswers, args: Readonly<Record<string, unknown>>): WizardAnswers {
  const next: WizardAnswers = { ...answers };
  for (const field of fields) {
    if (!(field.arg in args)) continue;
    const value = args[field.arg];
    const step: Json = { ...(isObject(next[field.stepId]) ? (next[field.stepId] as Json) : {}) };
    if (value === undefined || value === null || value === '') delete step[field.property];
    else step[field.property] = value;
    next[field.stepId] = step;
  }
  return next;
}
