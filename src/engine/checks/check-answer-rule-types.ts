import type { DeclaredRule } from '../../validation/answer-rules/collect.ts';
import { itemKindsOf, kindOf, kindWords, sharesKind, type ValueKind } from './answer-types.ts';
import { schemasAt } from './schema-family.ts';

// A rule across steps compares an answer with answers it reads by pointer: an `amongAnswers` of
// text choices pointed at a yes/no column can never pass, a `whenAnswers` asking a yes/no
// answer for the number 1 never holds. Named at the pointer, with what it reads and what the
// rule needs, before a sample fails far from the rule.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The kinds of value a condition of `whenAnswers` asks for (`const`, `enum`, inside `contains`/`items`/`not`). */
function askedKinds(condition: unknown): Set<ValueKind> | undefined {
  if (!isObject(condition)) return undefined;
  const values = 'const' in condition ? [condition.const] : Array.isArray(condition.enum) ? condition.enum : undefined;
  if (values) return new Set(values.map(kindOf));
  for (const key of ['contains', 'items', 'not']) {
    const inner = askedKinds(condition[key]);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * What is wrong with the kind of answers a pointer of a rule leads to (`targets`, in `targetRoot`,
 * the form of the step it reads), or undefined. `at` says where the pointer is written in the rule.
 */
export function ruleKindProblem(declared: DeclaredRule, at: string, targets: Json[], targetRoot: Json, root: Json): string | undefined {
  const { keyword, rule, tokens } = declared;
  const read = itemKindsOf(targets, targetRoot);
  if (!read) return undefined;
  const pointer = at.startsWith('/if/') ? at.slice(4).replace(/~1/g, '/').replace(/~0/g, '~') : String(at === '/of' ? rule.of : (rule.of as unknown[])[Number(at.slice(4))]);
  if (keyword === 'amongAnswers') {
    // a text split into pieces compares texts
    const own = typeof rule.split === 'string' ? new Set<ValueKind>(['text']) : itemKindsOf(schemasAt(root, tokens), root);
    if (!sharesKind(own, read)) return `"${pointer}" reads ${kindWords(read)} answers; this answer holds ${kindWords(own!)}, so it needs ${kindWords(own!)} answers to be among`;
  }
  if (keyword === 'coversAnswers') {
    const rows = typeof rule.column === 'string' ? schemasAt(root, [...tokens, '*', rule.column]) : schemasAt(root, [...tokens, '*']);
    const own = itemKindsOf(rows, root);
    if (!sharesKind(own, read)) return `"${pointer}" reads ${kindWords(read)} answers; ${typeof rule.column === 'string' ? `the column "${rule.column}"` : 'this list'} holds ${kindWords(own!)}, so it needs ${kindWords(own!)} answers to cover`;
  }
  if (keyword === 'whenAnswers' && isObject(rule.if)) {
    const asked = askedKinds(rule.if[pointer]);
    if (!sharesKind(asked, read)) return `"${pointer}" reads ${kindWords(read)} answers; its condition asks for ${kindWords(asked!)}, so it would never hold`;
  }
  return undefined;
}
