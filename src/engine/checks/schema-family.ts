import { bundleSchema } from '../resolve-refs.ts';
import { SCHEMA_BASE_URI } from '../schema-base.ts';
import type { SchemaProject } from './types.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

// Keywords whose subschemas describe the same instance as their parent: a property written
// in `then`, an `allOf` part, a `oneOf` option or a `dependencies` branch belongs to the object.
const SAME_SINGLE = ['then', 'else'];
const SAME_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SAME_MAPS = ['dependencies', 'dependentSchemas'];

/** The form schema with every `$ref` to another file copied in, so all references are local. */
export function bundledForm(path: string, project: SchemaProject): Json {
  const lookup = (uri: string) => (project.files[uri.slice(SCHEMA_BASE_URI.length)] as Json | undefined) ?? {};
  return bundleSchema(project.files[path] as Json, SCHEMA_BASE_URI + path, lookup);
}

/** Follows local `$ref`s (`#/…`); `undefined` when one leads nowhere or outside. */
export function deref(node: Json, root: Json): Json | undefined {
  let current: unknown = node;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && depth < 20; depth++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), root);
  }
  return isObject(current) ? current : undefined;
}

/** The subschemas that describe the same instance as `node`, the node itself first (references followed). */
export function sameInstance(node: Json, root: Json): { nodes: Json[]; open: boolean } {
  const nodes: Json[] = [];
  let open = false;
  const visit = (raw: unknown) => {
    if (!isObject(raw)) return;
    const resolved = deref(raw, root);
    if (!resolved) {
      open = true;
      return;
    }
    if (nodes.includes(resolved)) return;
    nodes.push(resolved);
    if (resolved !== raw) nodes.push(raw); // keywords beside a $ref
    for (const key of SAME_SINGLE) visit(resolved[key]);
    for (const key of SAME_LISTS) if (Array.isArray(resolved[key])) (resolved[key] as unknown[]).forEach(visit);
    for (const key of SAME_MAPS) if (isObject(resolved[key])) Object.values(resolved[key] as Json).forEach(visit);
  };
  visit(node);
  return { nodes, open };
}

/** Every property an object can have, unconditional or written in a branch. */
export function propertyNames(node: Json, root: Json): { names: Set<string>; open: boolean; declared: boolean } {
  const { nodes, open } = sameInstance(node, root);
  const names = new Set<string>();
  let declared = false;
  let patterns = false;
  for (const n of nodes) {
    if (isObject(n.properties)) {
      declared = true;
      Object.keys(n.properties).forEach((name) => names.add(name));
    }
    if (isObject(n.patternProperties)) patterns = true;
  }
  return { names, open: open || patterns, declared };
}

/** Every subschema of `node` (and its branches) under `key` (`items`, `additionalProperties`) or `properties/<name>`. */
export function childSchemas(node: Json, root: Json, key: 'items' | 'additionalProperties' | { property: string }): Json[] {
  const found: Json[] = [];
  for (const n of sameInstance(node, root).nodes) {
    const child = typeof key === 'string' ? n[key] : (n.properties as Json | undefined)?.[key.property];
    if (isObject(child)) found.push(child);
  }
  return found;
}

/** The schemas a data path (`*` for rows) leads to from the form's root; none when it names no question. */
export function schemasAt(root: Json, tokens: readonly string[]): Json[] {
  let nodes = [root];
  for (const token of tokens) nodes = nodes.flatMap((node) => childSchemas(node, root, token === '*' || /^\d+$/.test(token) ? 'items' : { property: token }));
  return nodes;
}

/** The values an answer may take, when the schema lists them (const, enum, oneOf/anyOf of consts); else undefined. */
export function possibleValues(node: Json, root: Json): unknown[] | undefined {
  const resolved = deref(node, root);
  if (!resolved) return undefined;
  if ('const' in resolved) return [resolved.const];
  if (Array.isArray(resolved.enum)) return resolved.enum;
  for (const key of ['oneOf', 'anyOf']) {
    const options = resolved[key];
    if (!Array.isArray(options) || !options.length) continue;
    const values = options.map((option) => (isObject(option) ? possibleValues(option, root) : undefined));
    if (values.every((v) => v !== undefined)) return values.flat();
  }
  if (Array.isArray(resolved.allOf)) {
    for (const part of resolved.allOf) {
      const values = isObject(part) ? possibleValues(part, root) : undefined;
      if (values) return values;
    }
  }
  if (resolved.type === 'boolean') return [true, false];
  return undefined;
}
