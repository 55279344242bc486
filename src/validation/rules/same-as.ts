import { equal } from '../../engine/json-equal.ts';

// `sameAs` (docs/analysts.md, "Same as an answer above"): a tick box that says "this answer is
// the same as one given above" (the billing address as the postal address, a handling site at
// the applicant's address, the handling manager is the applicant). Ticked, the browser copies
// the answer above into the fields it stands for and keeps them in step (`withSameAs`), the
// server does the same before it checks, and the keyword checks, wherever answers are
// validated, that a ticked box holds the same answer: the saved answers and the PDF show the
// address itself, never a reference to another.

type Json = Record<string, unknown>;

export interface SameAsRule {
  /** A pointer from the form's root to the answer above (`/user_details/address`). */
  from: string;
  /** The property of the box's object that holds the copy; absent: the box's object itself. */
  copy?: string;
  /** Field of the copy → field of the answer above; absent: the whole answer is copied. */
  fields?: Record<string, string>;
}

const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
// JSON answers only: a copy that shares nothing with the answer above.
const cloneJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function at(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  return pointer
    .split('/')
    .slice(1)
    .map(unescape)
    .reduce<unknown>((node, key) => (isJson(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined), root);
}

/** Whether a value of a schema is a well-formed rule (the keyword refuses others when compiled). */
export function isSameAsRule(value: unknown): value is SameAsRule {
  if (!isJson(value) || typeof value.from !== 'string' || !value.from.startsWith('/')) return false;
  const keys = Object.keys(value);
  if (keys.some((key) => !['from', 'copy', 'fields'].includes(key))) return false;
  if (value.copy !== undefined && (typeof value.copy !== 'string' || value.copy === '' || value.copy.includes('/'))) return false;
  if (value.fields === undefined) return value.copy !== undefined;
  return isJson(value.fields) && Object.keys(value.fields).length > 0 && Object.values(value.fields).every((f) => typeof f === 'string' && f !== '');
}

/** The copy the box's object should hold, or undefined when there is no answer above (another form). */
function copied(rule: SameAsRule, object: Json, root: unknown): Json | undefined {
  const source = at(root, rule.from);
  if (source === undefined) return undefined;
  if (!rule.fields) {
    const copy = rule.copy as string;
    return equal(object[copy], source) ? object : { ...object, [copy]: cloneJson(source) };
  }
  const from = isJson(source) ? source : {};
  const target = rule.copy ? (isJson(object[rule.copy]) ? (object[rule.copy] as Json) : {}) : object;
  let next = target;
  for (const [to, field] of Object.entries(rule.fields)) {
    if (equal(next[to], from[field])) continue;
    if (next === target) next = { ...target };
    if (from[field] === undefined) delete next[to];
    else next[to] = cloneJson(from[field]);
  }
  if (next === target) return object;
  return rule.copy ? { ...object, [rule.copy]: next } : next;
}

/**
 * Runtime of the `sameAs` keyword (placed on the tick box): unticked, or no answer above in
 * this form (a wizard's step holding a profile's site), it passes; ticked, the copy must be
 * what the answer above holds. `path` is the box's JSON pointer from `root`.
 */
export function isSameAsAbove(box: unknown, root: unknown, path: unknown, rule: unknown): boolean {
  if (box !== true || typeof path !== 'string' || !isSameAsRule(rule)) return true;
  const object = at(root, path.split('/').slice(0, -1).join('/'));
  if (!isJson(object)) return true;
  const copy = copied(rule, object, root);
  return copy === undefined || copy === object;
}

/** The properties of an object a ticked box stands for: they are not asked (the form hides them). */
export function sameAsHidden(schema: unknown, object: unknown, root: unknown): string[] {
  const properties = isJson(schema) && isJson(schema.properties) ? schema.properties : {};
  if (!isJson(object)) return [];
  const hidden: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const rule = isJson(property) ? property.sameAs : undefined;
    if (object[name] !== true || !isSameAsRule(rule) || at(root, rule.from) === undefined) continue;
    hidden.push(...(rule.copy ? [rule.copy] : Object.keys(rule.fields ?? {})));
  }
  return hidden;
}

/** Whether a (bundled) schema's part has a box below it, by schema object: schemas do not change. */
const boxesBelow = new WeakMap<Json, boolean>();

/**
 * The answers with every ticked box's copy made, walking the (bundled) form schema through
 * its objects, lists and local `$ref`s. Unchanged parts keep their identity, so a form that
 * calls this on every change re-renders nothing it need not.
 */
export function withSameAs<T>(schema: unknown, data: T): T {
  const root = isJson(schema) ? schema : {};
  const resolve = (node: unknown, depth = 0): Json => {
    if (!isJson(node)) return {};
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#') && depth < 20) return resolve(at(root, node.$ref.slice(1)), depth + 1);
    return node;
  };
  // Called on every change of every form: a part of the schema with no box (a table of
  // thousands of parcels) is not walked at all.
  const holds = (node: Json, seen = new Set<Json>()): boolean => {
    const known = boxesBelow.get(node);
    if (known !== undefined) return known;
    if (seen.has(node)) return false;
    seen.add(node);
    const properties = isJson(node.properties) ? Object.values(node.properties) : [];
    const found = properties.some((p) => isJson(resolve(p).sameAs) || holds(resolve(p), seen)) || (node.items !== undefined && holds(resolve(node.items), seen));
    boxesBelow.set(node, found);
    return found;
  };
  const visit = (node: unknown, value: unknown): unknown => {
    const shape = resolve(node);
    if (!holds(shape)) return value;
    if (Array.isArray(value)) {
      if (!shape.items) return value;
      const items = value.map((item) => visit(shape.items, item));
      return items.every((item, i) => item === value[i]) ? value : items;
    }
    if (!isJson(value) || !isJson(shape.properties)) return value;
    let next = value;
    for (const [name, property] of Object.entries(shape.properties)) {
      if (!(name in next)) continue;
      const inner = visit(property, next[name]);
      if (inner !== next[name]) next = { ...next, [name]: inner };
    }
    for (const [name, property] of Object.entries(shape.properties)) {
      const rule = resolve(property).sameAs;
      if (next[name] === true && isSameAsRule(rule)) next = copied(rule, next, data) ?? next;
    }
    return next;
  };
  return visit(root, data) as T;
}

/**
 * Where the copies of the ticked boxes are, as paths of property names and row indexes: their
 * questions are hidden, so their messages (the same as those of the answer above, which the
 * person sees and mends) are left out of the form's error summary.
 */
export function sameAsCopies(schema: unknown, data: unknown): string[][] {
  const root = isJson(schema) ? schema : {};
  const found: string[][] = [];
  const visit = (node: unknown, value: unknown, path: string[], depth: number) => {
    if (depth > 32) return;
    let shape = isJson(node) ? node : {};
    for (let hops = 0; typeof shape.$ref === 'string' && shape.$ref.startsWith('#') && hops < 20; hops++) shape = (at(root, shape.$ref.slice(1)) as Json | undefined) ?? {};
    if (Array.isArray(value)) {
      if (shape.items) value.forEach((item, i) => visit(shape.items, item, [...path, String(i)], depth + 1));
      return;
    }
    if (!isJson(value) || !isJson(shape.properties)) return;
    for (const name of sameAsHidden(shape, value, data)) found.push([...path, name]);
    for (const [name, property] of Object.entries(shape.properties)) if (name in value) visit(property, value[name], [...path, name], depth + 1);
  };
  visit(root, data, [], 0);
  return found;
}
