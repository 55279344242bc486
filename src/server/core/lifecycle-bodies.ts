import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { SCHEMAS_DIR } from '../../engine/schema-folder.ts';
import { ACTIONS, ACTION_OPERATIONS } from '../../lifecycle/index.ts';

// A lifecycle action's request body is its form (schemas/staff|lifecycle/*.schema.json) plus
// the envelope the contract adds (`row_version`). The form is the one declaration: this file
// derives the contract's body from it, `npm run api:forms` writes the result into
// src/server/openapi.yaml between the markers below (where openapi-typescript, the server's
// Ajv and the contract fuzz read it as any other schema), and a test fails when the two drift.
//
// The contract carries the form's shape: its fields, types, lists and bounds. Titles and the
// portal's own keywords (`filled`, `gs1CheckDigit`, …) stay out, and so do the form's
// conditions (`allOf`/`if`/`then`: which field an outcome requires): the form's own check,
// which runs on the server for every operation naming its form (core/plugins/form-validation.ts),
// enforces them with the messages the browser shows.

type Node = Record<string, unknown>;

export const BEGIN_MARKER = '    # >>> lifecycle request bodies, generated from the forms by `npm run api:forms` (src/server/core/lifecycle-bodies.ts): do not edit';
export const END_MARKER = '    # <<< lifecycle request bodies';

/** The JSON Schema keywords a contract body keeps (the value's shape); every other keyword is the form's. */
const SHAPE = new Set([
  'type', 'properties', 'required', 'items', 'enum', 'const', 'format', 'pattern',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'additionalProperties',
]);

/** Shared definitions of schemas/_defs/ that the contract already has as components. */
const COMPONENTS: Record<string, string> = { 'file-ref.schema.json': 'FileRef' };

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

function shape(node: unknown): unknown {
  if (!isNode(node)) return node;
  if (typeof node.$ref === 'string') {
    const name = COMPONENTS[node.$ref.split('/').pop() ?? ''];
    if (!name) throw new Error(`lifecycle-bodies: no contract component for ${node.$ref}`);
    return { $ref: `#/components/schemas/${name}` };
  }
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (!SHAPE.has(key)) continue;
    if (key === 'properties' && isNode(value)) out.properties = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, shape(child)]));
    else if (key === 'items' || key === 'additionalProperties') out[key] = shape(value);
    else out[key] = value;
  }
  // a choice written as `oneOf` of titled constants is, to a client, a list of values
  const choices = Array.isArray(node.oneOf) ? node.oneOf : undefined;
  if (choices?.every((choice) => isNode(choice) && 'const' in choice)) out.enum = choices.map((choice) => (choice as Node).const);
  return out;
}

/** The fields a form declares, at its top and in its conditions' branches (a reply's document is asked only on accept). */
function fields(schema: Node): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const visit = (node: unknown) => {
    if (!isNode(node)) return;
    for (const [name, child] of Object.entries(isNode(node.properties) ? node.properties : {})) {
      // a branch that only narrows a field (`minItems: 1` when asked) leaves the top's declaration
      if (!(name in found) || (isNode(child) && ('type' in child || '$ref' in child) && !hasShape(found[name]))) found[name] = child;
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(visit);
    for (const key of ['then', 'else']) visit(node[key]);
  };
  visit(schema);
  return found;
}
const hasShape = (node: unknown) => isNode(node) && ('type' in node || '$ref' in node);

/** The contract's request body of one form: its fields' shapes and `row_version`, closed. */
export function bodyOf(formId: string): Node {
  const schema = JSON.parse(readFileSync(join(SCHEMAS_DIR, `${formId}.schema.json`), 'utf8')) as Node;
  const properties = Object.fromEntries(Object.entries(fields(schema)).map(([name, child]) => [name, shape(child)]));
  return {
    type: 'object',
    required: ['row_version', ...((schema.required as string[] | undefined) ?? [])],
    properties: { row_version: { $ref: '#/components/schemas/RowVersion' }, ...properties },
  };
}

/** The component name of a form's body: `staff/nc-review` → `StaffNcReviewBody`. */
export const componentOf = (formId: string) =>
  formId
    .split(/[/-]/)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('') + 'Body';

/** The forms of the lifecycle's actions, each once, in the order of ACTIONS. */
export const lifecycleForms = (): string[] => [...new Set(ACTIONS.map((action) => ACTION_OPERATIONS[action].form as string))];

/** The generated region of openapi.yaml's components/schemas, markers included. */
export function generatedRegion(): string {
  const components = Object.fromEntries(lifecycleForms().map((formId) => [componentOf(formId), bodyOf(formId)]));
  const text = stringify(components, { lineWidth: 0, flowCollectionPadding: true, collectionStyle: 'block' })
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `${BEGIN_MARKER}\n${text}\n${END_MARKER}\n`;
}

/** openapi.yaml with its generated region written anew (inserted before `  parameters:` the first time). */
export function withGeneratedRegion(contract: string): string {
  const begin = contract.indexOf(BEGIN_MARKER);
  if (begin >= 0) {
    const end = contract.indexOf(END_MARKER, begin);
    if (end < 0) throw new Error('openapi.yaml: the generated lifecycle bodies have no end marker');
    return contract.slice(0, begin) + generatedRegion() + contract.slice(contract.indexOf('\n', end) + 1);
  }
  const at = contract.indexOf('\n  parameters:\n');
  if (at < 0) throw new Error('openapi.yaml: no components/parameters to put the lifecycle bodies before');
  return contract.slice(0, at + 1) + generatedRegion() + contract.slice(at + 1);
}
