/**
 * How migrations and comparisons read a form: a bundled schema (schema-catalog.ts, local
 * `$ref`s into `$defs`) seen as the answers it holds, without a validator. A place in the
 * answers may be described by several subschemas (`$ref`, `allOf`, `if/then/else`, `oneOf`
 * branches); the view takes them together, so a property a condition adds counts as held.
 */

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The subschemas that describe one place in the answers. */
export interface Place {
  root: Json;
  /** Subschemas always applied: the node, its `$ref` and `allOf` (their `enum`, choices and `type` bind). */
  main: Json[];
  /** `main` and every conditional or alternative branch (`then`, `else`, `anyOf`, `oneOf`, `dependentSchemas`): what may be held. */
  all: Json[];
}

function deref(root: Json, node: Json, seen = new Set<Json>()): Json[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const out = [node];
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#')) {
    const target = ref
      .slice(2)
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (isJson(at) ? at[key] : undefined), root);
    if (isJson(target)) out.push(...deref(root, target, seen));
  }
  if (Array.isArray(node.allOf)) node.allOf.filter(isJson).forEach((part) => out.push(...deref(root, part, seen)));
  return out;
}

function placeOf(root: Json, nodes: Json[]): Place {
  const main = nodes.flatMap((node) => deref(root, node));
  const all = [...main];
  const seen = new Set(all);
  for (let i = 0; i < all.length; i++) {
    const node = all[i];
    const branches = [node.then, node.else, ...(Array.isArray(node.anyOf) ? node.anyOf : []), ...(Array.isArray(node.oneOf) ? node.oneOf : [])];
    if (isJson(node.dependentSchemas)) branches.push(...Object.values(node.dependentSchemas));
    for (const branch of branches.filter(isJson)) {
      for (const part of deref(root, branch).filter((p) => !seen.has(p))) {
        seen.add(part);
        all.push(part);
      }
    }
  }
  return { root, main, all };
}

/** The place of a form's whole answers. */
export const rootPlace = (schema: Json): Place => placeOf(schema, [schema]);

/** The place of a property of an object answer; undefined when the form does not hold it. */
export function propertyPlace(place: Place, key: string): Place | undefined {
  const nodes: Json[] = [];
  for (const node of place.all) {
    if (isJson(node.properties) && isJson(node.properties[key])) nodes.push(node.properties[key] as Json);
    if (isJson(node.patternProperties)) {
      for (const [pattern, sub] of Object.entries(node.patternProperties)) if (isJson(sub) && new RegExp(pattern, 'u').test(key)) nodes.push(sub);
    }
  }
  if (!nodes.length) {
    for (const node of place.all) if (isJson(node.additionalProperties) || node.additionalProperties === true) nodes.push(isJson(node.additionalProperties) ? node.additionalProperties : {});
  }
  if (!nodes.length && !declaresProperties(place)) nodes.push({}); // a free-form object (no properties named) holds anything
  return nodes.length ? placeOf(place.root, nodes) : undefined;
}

const declaresProperties = (place: Place) => place.all.some((node) => isJson(node.properties) || isJson(node.patternProperties) || 'additionalProperties' in node);

/** The place of a list's items; undefined when the form says nothing of them. */
export function itemPlace(place: Place): Place | undefined {
  const nodes = place.all.map((node) => node.items).filter(isJson);
  return nodes.length ? placeOf(place.root, nodes) : undefined;
}

/** The properties a place names (in `properties` of any of its subschemas), in order of appearance. */
export function propertyNames(place: Place): string[] {
  return [...new Set(place.all.flatMap((node) => (isJson(node.properties) ? Object.keys(node.properties) : [])))];
}

/** Whether a property is required at this place (also when only a condition's `then` requires it). */
export const isRequired = (place: Place, key: string) => place.all.some((node) => Array.isArray(node.required) && node.required.includes(key));

/** The JSON types a place accepts (`integer` named as such); empty when it does not say. */
export function typesOf(place: Place): string[] {
  const types = new Set<string>();
  for (const node of place.main) {
    if (typeof node.type === 'string') types.add(node.type);
    if (Array.isArray(node.type)) node.type.forEach((t) => typeof t === 'string' && types.add(t));
  }
  return [...types].sort();
}

/** The type of a JSON value as a schema names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a value is of one of the types (an integer is a number too). */
export const typeFits = (value: unknown, types: string[]) => !types.length || types.includes(jsonType(value)) || (jsonType(value) === 'integer' && types.includes('number'));

/**
 * The closed list of choices of a place (`enum`, or `oneOf`/`anyOf` of `{const, title}`), as
 * code → message id of its label (or '' without one); undefined for an open answer.
 */
export function choicesOf(place: Place): Map<unknown, string> | undefined {
  for (const node of place.main) {
    if (Array.isArray(node.enum)) return new Map(node.enum.map((code) => [code, '']));
    for (const key of ['oneOf', 'anyOf']) {
      const options = node[key];
      if (Array.isArray(options) && options.length && options.every((o) => isJson(o) && 'const' in o)) {
        return new Map((options as Json[]).map((o) => [o.const, typeof o.title === 'string' ? o.title : '']));
      }
    }
  }
  return undefined;
}

/** The message id of a place's title, if it has one. */
export const titleOf = (place: Place): string | undefined => place.main.map((node) => node.title).find((t): t is string => typeof t === 'string');

/** The place of a path of data segments (property names; row numbers or `*` for items) from a form's root. */
export function placeAt(schema: Json, segments: string[]): Place | undefined {
  let place: Place | undefined = rootPlace(schema);
  for (const segment of segments) {
    if (!place) return undefined;
    const isRow = segment === '*' || /^\d+$/.test(segment);
    place = isRow && itemPlace(place) ? itemPlace(place) : propertyPlace(place, segment);
  }
  return place;
}

/**
 * A condition under which an object's property is asked or required: the `if` of an
 * `if`/`then`/`else` (negated for `else`), or `{"required": [key]}` for a `dependentSchemas` /
 * `dependencies` key. Read by the questionnaire documents ("asked when …") and the comparison.
 */
export interface PropertyCondition {
  /** The condition, a schema over the same object as the property's. */
  when: Json;
  /** true for an `else` branch: the property is asked when `when` does not hold. */
  negated: boolean;
  /** The branch asks the property (it is not asked otherwise). */
  asks: boolean;
  /** The branch makes the property required. */
  requires: boolean;
}

/** The conditions of a property of an object place (none when it is asked and required, or optional, always). */
export function propertyConditions(place: Place, key: string): PropertyCondition[] {
  const names = (parts: Json[], what: 'properties' | 'required') =>
    parts.some((part) => (what === 'properties' ? isJson(part.properties) && key in part.properties : Array.isArray(part.required) && part.required.includes(key)));
  const always = { asks: names(place.main, 'properties'), requires: names(place.main, 'required') };
  const out: PropertyCondition[] = [];
  const add = (when: Json, negated: boolean, branch: unknown) => {
    if (!isJson(branch)) return;
    const parts = deref(place.root, branch);
    const asks = !always.asks && names(parts, 'properties');
    const requires = !always.requires && names(parts, 'required');
    if (asks || requires) out.push({ when, negated, asks, requires });
  };
  for (const node of place.all) {
    if (isJson(node.if)) {
      add(node.if, false, node.then);
      add(node.if, true, node.else);
    }
    for (const keyword of ['dependentSchemas', 'dependencies']) {
      const map = node[keyword];
      if (isJson(map)) for (const [dependsOn, branch] of Object.entries(map)) add({ required: [dependsOn] }, false, branch);
    }
    if (isJson(node.dependentRequired)) {
      for (const [dependsOn, list] of Object.entries(node.dependentRequired)) {
        if (Array.isArray(list) && list.includes(key) && !always.requires) out.push({ when: { required: [dependsOn] }, negated: false, asks: false, requires: true });
      }
    }
  }
  return out;
}
