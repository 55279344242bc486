// Answer pointers: how a cross-step rule names the answers it reads, in the manner of Ajv's
// `$data`. `/scope/addons` is absolute over the application's answers, keyed by step id;
// `2/parcels` is relative to the value carrying the rule, within its own step (go up 2, then
// down). A `*` token stands for every item of a list: `/appendix-1/production_units/*/code`.

export type Segment = string | number;

/** A parsed answer pointer: `up` levels above the rule's value (relative) or `step` (absolute). */
export type AnswerPointer = { kind: 'absolute'; step: string; tokens: string[] } | { kind: 'relative'; up: number; tokens: string[] };

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** Parses a pointer; null when it is neither `/<step>/…` nor `<n>/…`. */
export function parseAnswerPointer(pointer: unknown): AnswerPointer | null {
  if (typeof pointer !== 'string') return null;
  const relative = /^(\d+)((?:\/[^/]+)*)$/.exec(pointer);
  if (relative) return { kind: 'relative', up: Number(relative[1]), tokens: relative[2].split('/').slice(1).map(unescape) };
  if (!/^(\/[^/]+)+$/.test(pointer)) return null;
  const [step, ...tokens] = pointer.split('/').slice(1).map(unescape);
  return { kind: 'absolute', step, tokens };
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The values at `tokens` below `node` (`*` fans out over a list's items); absent ones are left out. */
export function valuesAt(node: unknown, tokens: readonly string[]): unknown[] {
  let nodes = [node];
  for (const token of tokens) {
    nodes = nodes.flatMap((n) => {
      if (token === '*') return Array.isArray(n) ? n : [];
      if (Array.isArray(n) && /^\d+$/.test(token)) return Number(token) < n.length ? [n[Number(token)]] : [];
      return isObject(n) && n[token] !== undefined ? [n[token]] : [];
    });
  }
  return nodes.filter((n) => n !== undefined);
}

/** What a rule reads: the answers of every step (absent where unknown, as in `npm run validate` of one form) and the rule's own step. */
export interface RuleContext {
  step: unknown;
  all?: Readonly<Record<string, unknown>>;
}

/**
 * The values a pointer reads from where the rule stands (`at`: the path of its value in the
 * step's answers); `undefined` when it cannot be read here (another step's answers are not
 * known), which rules take as "nothing to judge against".
 */
export function readAnswers(pointer: AnswerPointer, at: readonly Segment[], context: RuleContext): unknown[] | undefined {
  if (pointer.kind === 'absolute') return context.all ? valuesAt(context.all[pointer.step], pointer.tokens) : undefined;
  if (pointer.up > at.length) return [];
  return valuesAt(context.step, [...at.slice(0, at.length - pointer.up).map(String), ...pointer.tokens]);
}
