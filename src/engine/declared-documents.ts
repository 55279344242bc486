import { escapePointer } from './json-pointer.ts';

type Json = Record<string, unknown>;

/** A document a form value refers to, and where: a JSON pointer into the value. */
export interface DeclaredDocument {
  id: string;
  path: string;
}

/**
 * The shared definition every form uses for a document (`_defs/file-ref.schema.json`), as a
 * bundled form refers to it (src/engine/resolve-refs.ts names bundled files so).
 */
export const FILE_REF_DEF = '#/$defs/_defs__file-ref';

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

// Subschemas that apply to the same value as the schema that holds them: every branch is
// followed, whichever applies, since a branch that does not apply declares nothing the
// value could put there without being refused by the form.
const SAME_VALUE_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SAME_VALUE_SINGLE = ['then', 'else'] as const;
const SAME_VALUE_MAPS = ['dependentSchemas', 'dependencies'] as const;

function resolveLocal(root: Json, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}

// Every subschema a node holds, with the target of its `$ref`: what the walk below may enter.
function childrenOf(root: Json, node: Json): unknown[] {
  const children: unknown[] = [];
  if (typeof node.$ref === 'string' && node.$ref !== FILE_REF_DEF) children.push(resolveLocal(root, node.$ref));
  for (const key of [...SAME_VALUE_LISTS, 'prefixItems']) if (Array.isArray(node[key])) children.push(...(node[key] as unknown[]));
  for (const key of [...SAME_VALUE_SINGLE, 'items', 'additionalProperties']) children.push(node[key]);
  for (const key of [...SAME_VALUE_MAPS, 'properties', 'patternProperties']) if (isObject(node[key])) children.push(...Object.values(node[key] as Json));
  return children;
}

// Whether a subschema can hold a document anywhere below it: most of a form (a table of
// parcels, say) cannot, and its answers need no walk. Kept per schema object: the catalogue's
// schemas live as long as the process.
const holdsCache = new WeakMap<object, boolean>();
function holdsDocuments(root: Json, start: Json): boolean {
  const cached = holdsCache.get(start);
  if (cached !== undefined) return cached;
  const seen = new Set<object>();
  const stack: unknown[] = [start];
  let holds = false;
  while (stack.length && !holds) {
    const node = stack.pop();
    if (!isObject(node) || seen.has(node)) continue;
    seen.add(node);
    if (node.$ref === FILE_REF_DEF) holds = true;
    else stack.push(...childrenOf(root, node));
  }
  holdsCache.set(start, holds);
  return holds;
}

/**
 * The documents a value names **where its form declares a document** (a `$ref` to the
 * file-ref definition), and nowhere else: a file's id typed into a text answer, used as a
 * property name, or put into the `name` of another document is no reference. The schema is a
 * bundled form (`catalog.forms.get(id).schema`). What the reference grants (reading the file)
 * is decided by these positions alone, so nothing a person can type elsewhere opens a file.
 */
export function declaredDocuments(schema: Json, value: unknown): DeclaredDocument[] {
  const found = new Map<string, DeclaredDocument>();

  // `entered`: the subschemas already met at this place of the value, so that a definition
  // that refers to itself without going deeper into the value stops
  const visit = (node: unknown, data: unknown, path: string, entered: Set<object>) => {
    if (!isObject(node) || data === undefined || entered.has(node) || !holdsDocuments(schema, node)) return;
    entered.add(node);
    const ref = node.$ref;
    if (ref === FILE_REF_DEF) {
      if (isObject(data) && typeof data.id === 'string') found.set(path, { id: data.id, path });
      return;
    }
    if (typeof ref === 'string') visit(resolveLocal(schema, ref), data, path, entered);

    for (const key of SAME_VALUE_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) for (const sub of list) visit(sub, data, path, entered);
    }
    for (const key of SAME_VALUE_SINGLE) visit(node[key], data, path, entered);
    for (const key of SAME_VALUE_MAPS) {
      const map = node[key];
      if (isObject(map) && isObject(data)) {
        for (const [name, sub] of Object.entries(map)) if (name in data) visit(sub, data, path, entered);
      }
    }

    if (isObject(data)) {
      const properties = isObject(node.properties) ? node.properties : {};
      const patterns = isObject(node.patternProperties) ? Object.entries(node.patternProperties).map(([p, sub]) => [new RegExp(p, 'u'), sub] as const) : [];
      for (const [key, item] of Object.entries(data)) {
        const at = `${path}/${escapePointer(key)}`;
        let declared = false;
        if (Object.hasOwn(properties, key)) {
          declared = true;
          visit(properties[key], item, at, new Set());
        }
        for (const [pattern, sub] of patterns) {
          if (pattern.test(key)) {
            declared = true;
            visit(sub, item, at, new Set());
          }
        }
        if (!declared) visit(node.additionalProperties, item, at, new Set());
      }
    }
    if (Array.isArray(data)) {
      const prefix = Array.isArray(node.prefixItems) ? node.prefixItems : [];
      data.forEach((item, index) => visit(index < prefix.length ? prefix[index] : node.items, item, `${path}/${index}`, new Set()));
    }
  };

  visit(schema, value, '', new Set());
  return [...found.values()];
}
