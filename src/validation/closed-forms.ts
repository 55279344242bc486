// A form's data holds only the questions the form asks (issue #28). Analysts write forms
// open, as JSON Schema is by default; a form that a request body carries is validated
// closed: every object of it refuses a field the form does not declare, at any depth, with
// an `additionalProperties` issue naming the field. Done here, on a copy, at compile time,
// so that no schema file needs `additionalProperties` by hand and what the browser renders
// is untouched.
//
// A question asked only in a branch (`if`/`then`/`else`, `oneOf`/`anyOf`/`allOf` options,
// `dependentSchemas`, `dependencies`) counts as declared whichever branch holds: the
// browser keeps an answer given in a branch the person then left (an offer first accepted
// with a signed copy, then declined), and that answer is the form's, not a stranger's. So a
// closed object lists, beside its own properties, every property its branches declare.

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Schemas that apply to the same value as their parent and may declare its properties. */
function branchesOf(node: Node): Node[] {
  const branches: unknown[] = [];
  for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) branches.push(...(node[key] as unknown[]));
  for (const key of ['then', 'else']) branches.push(node[key]);
  if (isNode(node.dependentSchemas)) branches.push(...Object.values(node.dependentSchemas));
  // draft-07 `dependencies`: a list of names (dependentRequired) or a schema (dependentSchemas)
  if (isNode(node.dependencies)) branches.push(...Object.values(node.dependencies).filter(isNode));
  return branches.filter(isNode);
}

/** The property names `node` and its branches declare, each with the schemas that describe it. */
function declaredProperties(node: Node, into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [name, schema] of Object.entries(isNode(node.properties) ? node.properties : {})) {
    into.set(name, [...(into.get(name) ?? []), schema]);
  }
  for (const branch of branchesOf(node)) declaredProperties(branch, into);
  return into;
}

/** Names a closed `node` lets through: what it and its branches declare (for a request's envelope). */
export function declaredNames(schema: unknown): string[] {
  return isNode(schema) ? [...declaredProperties(schema).keys()] : [];
}

const saysOpen = (node: Node) => 'additionalProperties' in node || 'unevaluatedProperties' in node || 'patternProperties' in node;

/**
 * Closes, in place, the objects the schemas `nodes` describe (one value: a property's own
 * schema and its branches' refinements are closed alike, each letting through what any of
 * them declares) and every object below them. A node that says how other fields are taken
 * (`additionalProperties`, `unevaluatedProperties`, `patternProperties`) or names no
 * property is left as written; so is a `$ref` beside properties (`additionalProperties`
 * cannot see the referenced schema's fields): the shared definitions close themselves
 * (`_defs/file-ref` does).
 */
function close(nodes: unknown[]): void {
  const schemas = nodes.filter(isNode);
  if (schemas.length === 0) return;
  const declared = new Map<string, unknown[]>();
  for (const node of schemas) declaredProperties(node, declared);
  const items: unknown[] = [];
  for (const node of schemas) {
    if (declared.size > 0 && !saysOpen(node) && !('$ref' in node)) {
      const own = isNode(node.properties) ? node.properties : {};
      // a property declared elsewhere takes anything here: where it is declared, it is checked
      node.properties = { ...Object.fromEntries([...declared.keys()].map((name) => [name, true])), ...own };
      node.additionalProperties = false;
    }
    for (const holder of [node, ...branchesOf(node)]) {
      items.push(holder.items);
      if (isNode(holder.additionalProperties)) close([holder.additionalProperties]);
      if (Array.isArray(holder.prefixItems)) for (const item of holder.prefixItems as unknown[]) close([item]);
      if (isNode(holder.$defs)) for (const def of Object.values(holder.$defs)) close([def]);
    }
  }
  for (const [, described] of declared) close(described.filter((schema) => !schemas.includes(schema as Node)));
  close(items);
}

/** The query that names a closed copy beside its file: `…/file-ref.schema.json?closed`. */
export const CLOSED_QUERY = '?closed';

/** Points every `$ref` to another file at that file's closed copy. */
function referClosed(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(referClosed);
  if (!isNode(node)) return;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    const [file, fragment] = node.$ref.split('#', 2);
    node.$ref = `${file}${CLOSED_QUERY}${fragment === undefined ? '' : `#${fragment}`}`;
  }
  for (const value of Object.values(node)) referClosed(value);
}

/**
 * A closed copy of a form's schema (see above), whose `$ref`s name the closed copies of the
 * shared definitions (`<uri>?closed`, which the caller registers, closed the same way); the
 * schema itself is not changed.
 */
export function closedForm<T extends object>(schema: T): T {
  const copy = structuredClone(schema);
  close([copy]);
  referClosed(copy);
  return copy;
}
