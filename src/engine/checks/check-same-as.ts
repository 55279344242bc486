import { propertyNames, schemasAt } from './schema-family.ts';
import type { SchemaProblem } from './types.ts';

// `sameAs` (a "same as the answer above" tick box, src/validation/rules/same-as.ts) copies
// answers by name: a misspelt pointer or field copies nothing and checks nothing, silently.
// Each box is judged in every form that reaches it (its shared definition bundled in): `copy`
// and the `fields`' left sides must be properties of the box's object (or of its `copy`), and
// where `from` names a question of the form, the `fields`' right sides must be its properties.
// A form without the answer above ignores the box (a wizard's step holding a profile's site),
// but a box whose `from` names a question in no form at all is named: it would never copy.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

interface Box {
  /** Where the keyword is written in the bundled form. */
  pointer: string;
  /** Path of the box's answer: property names, `*` for a list's items. */
  tokens: string[];
  rule: Json;
}

function boxesOf(root: Json): Box[] {
  const found: Box[] = [];
  const stack = new Set<Json>();
  const go = (node: unknown, tokens: string[], pointer: string) => {
    if (!isObject(node) || stack.has(node) || tokens.length > 32) return;
    stack.add(node);
    if (isObject(node.sameAs)) found.push({ pointer: `${pointer}/sameAs`, tokens, rule: node.sameAs });
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      const ref = node.$ref.slice(1);
      const target = ref.split('/').slice(1).map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~')).reduce<unknown>((n, k) => (isObject(n) ? n[k] : undefined), root);
      go(target, tokens, ref);
    }
    if (isObject(node.properties)) for (const [name, sub] of Object.entries(node.properties)) go(sub, [...tokens, name], `${pointer}/properties/${name}`);
    if (isObject(node.items)) go(node.items, [...tokens, '*'], `${pointer}/items`);
    stack.delete(node);
  };
  go(root, [], '');
  return found;
}

const namesAt = (root: Json, tokens: string[]) => {
  const nodes = schemasAt(root, tokens);
  const names = new Set<string>();
  for (const node of nodes) propertyNames(node, root).names.forEach((name) => names.add(name));
  return { found: nodes.length > 0, names };
};

/** Where a shared definition's box is written: `#/$defs/_defs__handling-site/...` is schemas/_defs/handling-site.schema.json. */
export const boxHome = (pointer: string) => {
  const def = /^\/\$defs\/(_defs__[^/]+)(.*)$/.exec(pointer);
  return def ? `${def[1].replace(/__/g, '/')}.schema.json#${def[2]}` : undefined;
};

/** The problems of a form's boxes, and for each box (by where it is written) whether `from` named a question here. */
export function checkSameAs(file: string, bundled: Json): { problems: SchemaProblem[]; resolved: Map<string, boolean> } {
  const problems: SchemaProblem[] = [];
  const resolved = new Map<string, boolean>();
  for (const { pointer, tokens, rule } of boxesOf(bundled)) {
    const say = (message: string) => problems.push({ file, pointer, message: `sameAs: ${message}` });
    const own = namesAt(bundled, tokens.slice(0, -1));
    const copy = typeof rule.copy === 'string' ? rule.copy : undefined;
    if (copy && !own.names.has(copy)) say(`"copy": "${copy}" is no question beside the box`);
    const fields = isObject(rule.fields) ? (rule.fields as Record<string, string>) : {};
    const target = copy ? namesAt(bundled, [...tokens.slice(0, -1), copy]).names : own.names;
    for (const to of Object.keys(fields)) if (!target.has(to)) say(`"fields" names "${to}", which is no question of the copy`);
    const from = typeof rule.from === 'string' ? rule.from.split('/').slice(1) : [];
    const source = namesAt(bundled, from);
    resolved.set(boxHome(pointer) ?? `${file}#${pointer}`, source.found);
    if (!source.found) continue;
    for (const [to, field] of Object.entries(fields)) if (!source.names.has(field)) say(`"fields": "${to}" copies "${field}", which is no question of "${String(rule.from)}"`);
  }
  return { problems, resolved };
}
