// Finds the cross-step rules a form declares, and where: the path of the answers each one
// stands on, with `*` for a table's rows. Read from the bundled form (its `$ref`s local), so
// the browser, the server and the CLI find the same rules in the same schema.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The keywords of cross-step rules (`docs/validation.md`, "Rules across steps"). */
export const ANSWER_RULE_KEYWORDS = ['amongAnswers', 'coversAnswers', 'countEqualsAnswer', 'whenAnswers', 'computedBy'] as const;
export type AnswerRuleKeyword = (typeof ANSWER_RULE_KEYWORDS)[number];

export interface DeclaredRule {
  keyword: AnswerRuleKeyword;
  /** The keyword's value as written. */
  rule: Json;
  /** Path of the value it stands on in the step's answers: property names, `*` for every row. */
  tokens: string[];
  /** Where it is written: JSON pointer into the bundled schema. */
  schemaPointer: string;
}

const SAME_SINGLE = ['then', 'else'];
const SAME_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SAME_MAPS = ['dependentSchemas', 'dependencies'];

function resolveLocal(ref: string, root: Json): Json | undefined {
  if (!ref.startsWith('#')) return undefined;
  const node = ref
    .slice(2)
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), root);
  return isObject(node) ? node : undefined;
}

/**
 * Every cross-step rule of a bundled form, in the order of the schema. A rule in a branch
 * (`then`, a `oneOf` option) holds wherever its answer is given: a question not asked has
 * no answer to judge.
 */
export function declaredRules(root: unknown): DeclaredRule[] {
  if (!isObject(root)) return [];
  const found: DeclaredRule[] = [];
  const seen = new Set<string>();
  const stack = new Set<Json>();
  const go = (node: unknown, tokens: string[], pointer: string) => {
    if (!isObject(node) || stack.has(node) || tokens.length > 32) return;
    stack.add(node);
    for (const keyword of ANSWER_RULE_KEYWORDS) {
      const rule = node[keyword];
      const key = `${pointer}/${keyword}|${tokens.join('/')}`;
      if (isObject(rule) && !seen.has(key)) {
        seen.add(key);
        found.push({ keyword, rule, tokens, schemaPointer: `${pointer}/${keyword}` });
      }
    }
    if (typeof node.$ref === 'string') go(resolveLocal(node.$ref, root), tokens, node.$ref.slice(1));
    if (isObject(node.properties)) for (const [name, sub] of Object.entries(node.properties)) go(sub, [...tokens, name], `${pointer}/properties/${name}`);
    if (isObject(node.items)) go(node.items, [...tokens, '*'], `${pointer}/items`);
    for (const key of SAME_SINGLE) go(node[key], tokens, `${pointer}/${key}`);
    for (const key of SAME_LISTS) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((sub, i) => go(sub, tokens, `${pointer}/${key}/${i}`));
    for (const key of SAME_MAPS) if (isObject(node[key])) for (const [name, sub] of Object.entries(node[key] as Json)) go(sub, tokens, `${pointer}/${key}/${name}`);
    stack.delete(node);
  };
  go(root, [], '');
  return found;
}
