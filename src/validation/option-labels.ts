import type { ValidationIssue } from './types.ts';

// A message names the values it is about ("The product {value} is not in Appendix 2"); a value
// chosen from a list is an internal id (`apples`, `leaf`) a farmer never typed. Each such
// value is shown by its option's title in the reader's language: the issue carries, beside
// its parameters, `params.labels` (parameter → the option's title id), found in the form where
// the issue stands, and whoever writes the message in a language (format-issue.ts) uses the
// title. Language-free, so the browser, the server and the CLI label alike.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The parameter of an issue that holds the option titles of its values. */
export const LABELS_PARAM = 'labels';

// A schema as compiled (an Ajv error's) refers to shared definitions by file; the bundled form
// holds them under `$defs` by name (src/engine/resolve-refs.ts): `…/_defs/x.schema.json#/a` is `#/$defs/_defs__x/a`.
const asBundled = (ref: string) => {
  const file = /(?:^|\/)(_defs\/[^#]+)\.schema\.json(#.*)?$/.exec(ref);
  return file ? `#/$defs/${file[1].replace(/\//g, '__')}${(file[2] ?? '#').slice(1)}` : ref;
};

function resolveLocal(node: Json, root: Json): Json {
  let current: Json = node;
  for (let depth = 0; typeof current.$ref === 'string' && asBundled(current.$ref).startsWith('#') && depth < 20; depth++) {
    const target = asBundled(current.$ref).slice(2).split('/').filter(Boolean)
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), root);
    if (!isObject(target)) break;
    current = target;
  }
  return current;
}

const BRANCHES = ['then', 'else', 'allOf', 'anyOf', 'oneOf', 'dependentSchemas', 'dependencies'];

/** The node and the nodes describing the same answer (branches, references followed). */
function alike(node: unknown, root: Json, depth = 0, into: Json[] = []): Json[] {
  if (!isObject(node) || depth > 12) return into;
  const resolved = resolveLocal(node, root);
  if (into.includes(resolved)) return into;
  into.push(resolved);
  if (resolved !== node) into.push(node);
  for (const key of BRANCHES) {
    const sub = resolved[key];
    const subs = Array.isArray(sub) ? sub : isObject(sub) ? (key.startsWith('depend') ? Object.values(sub) : [sub]) : [];
    for (const s of subs) alike(s, root, depth + 1, into);
  }
  return into;
}

/** The schemas of the answer at a JSON pointer of the data (row indexes go to `items`). */
function schemasAtPath(root: Json, path: string): Json[] {
  let nodes = alike(root, root);
  for (const raw of path.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    nodes = nodes.flatMap((n) => {
      const child = /^\d+$/.test(token) && isObject(n.items) ? n.items : isObject(n.properties) ? n.properties[token] : undefined;
      return alike(child, root);
    });
  }
  return nodes;
}

/** Titles of the options (`{"const": …, "title": id}`) the answers of these schemas choose from, and those of the questions within them (a row's columns, a list's items), three levels down. */
function optionTitles(nodes: readonly Json[], root: Json): Map<string, string> {
  const titles = new Map<string, string>();
  let level = [...nodes];
  for (let depth = 0; depth <= 3 && level.length; depth++) {
    const next: Json[] = [];
    for (const n of level) {
      if ('const' in n && typeof n.title === 'string' && !titles.has(String(n.const))) titles.set(String(n.const), n.title);
      if (depth === 3) continue;
      if (isObject(n.items)) next.push(...alike(n.items, root));
      if (isObject(n.properties)) for (const p of Object.values(n.properties)) next.push(...alike(p, root));
    }
    level = next;
  }
  return titles;
}

/**
 * The issues with `params.labels` naming the option title of each parameter that holds a value
 * of the form's lists. `at`: the schema the issue's rule is written in, when the form does not
 * lead there by the issue's path (the browser keeps a table's rows aside; Ajv's error has it).
 */
export function withOptionLabels<T extends ValidationIssue>(issues: readonly T[], schema: unknown, at?: unknown): T[] {
  if (!isObject(schema) || !issues.length) return [...issues];
  return issues.map((issue) => {
    const values = Object.entries(issue.params).filter(([key, value]) => key !== LABELS_PARAM && (typeof value === 'string' || typeof value === 'number'));
    if (!values.length) return issue;
    const titles = optionTitles(isObject(at) ? alike(at, schema) : schemasAtPath(schema, issue.path), schema);
    const labels = Object.fromEntries(values.flatMap(([key, value]) => (titles.has(String(value)) ? [[key, titles.get(String(value))!]] : [])));
    return Object.keys(labels).length ? { ...issue, params: { ...issue.params, [LABELS_PARAM]: labels } } : issue;
  });
}
