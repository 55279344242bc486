import { possibleValues, sameInstance } from './schema-family.ts';

// The kind of value a question holds, as the checker names it to an analyst: what a `$data`
// pointer or a rule across steps reads, against what the keyword reading it needs. A list (a
// multiple choice, a table's column) is judged by its items, as the rules flatten lists.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

export type ValueKind = 'text' | 'number' | 'yes/no' | 'list' | 'group of questions' | 'empty';

const OF_TYPE: Record<string, ValueKind> = {
  string: 'text', number: 'number', integer: 'number', boolean: 'yes/no', array: 'list', object: 'group of questions', null: 'empty',
};

/** The kind of a JSON value (an option's `const`, a condition's value). */
export function kindOf(value: unknown): ValueKind {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'list';
  if (isObject(value)) return 'group of questions';
  return OF_TYPE[typeof value === 'bigint' ? 'number' : typeof value] ?? 'text';
}

/**
 * The kinds of value the schemas (of one question, its branches included) allow; undefined
 * when they do not say (no `type`, no list of values): nothing is then judged.
 */
export function kindsOf(nodes: readonly Json[], root: Json): Set<ValueKind> | undefined {
  const kinds = new Set<ValueKind>();
  let said = false;
  for (const node of nodes) {
    for (const n of sameInstance(node, root).nodes) {
      const types = Array.isArray(n.type) ? n.type : n.type === undefined ? [] : [n.type];
      for (const type of types) {
        if (typeof type !== 'string' || !OF_TYPE[type]) continue;
        said = true;
        kinds.add(OF_TYPE[type]);
      }
    }
    const values = possibleValues(node, root);
    for (const value of values ?? []) {
      said = true;
      kinds.add(kindOf(value));
    }
  }
  return said ? kinds : undefined;
}

/** The kinds of the values a list holds, or of the answer itself when it is no list (what rules compare). */
export function itemKindsOf(nodes: readonly Json[], root: Json): Set<ValueKind> | undefined {
  const kinds = kindsOf(nodes, root);
  if (!kinds?.has('list')) return kinds;
  const items = nodes.flatMap((node) => sameInstance(node, root).nodes.map((n) => n.items).filter(isObject));
  const inner = kindsOf(items, root);
  if (!inner) return undefined;
  for (const kind of kinds) if (kind !== 'list') inner.add(kind);
  return inner;
}

/** "text", "yes/no or number": kinds as words. */
export const kindWords = (kinds: Iterable<ValueKind>): string => [...kinds].join(' or ');

/** Whether two sets of kinds share one (unknown sets share anything). */
export const sharesKind = (a: Set<ValueKind> | undefined, b: Set<ValueKind> | undefined): boolean =>
  !a || !b || [...a].some((kind) => b.has(kind));
