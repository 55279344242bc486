import { matchCondition } from '../../engine/condition-match.ts';
import { pointerOf } from '../../engine/json-pointer.ts';
import { COMPUTED } from '../computed-values.ts';
import { isFilled } from '../rules/text.ts';
import type { ValidationIssue } from '../types.ts';
import { declaredRules, type AnswerRuleKeyword, type DeclaredRule } from './collect.ts';
import { parseAnswerPointer, readAnswers, valuesAt, type RuleContext, type Segment } from './pointers.ts';

// Runs the cross-step rules a form declares (collect.ts) on one step's answers: the same
// function in the browser (when the person leaves the step), on the server (at submission)
// and in `npm run validate`. Each issue stands on the answer carrying the rule, where the
// person fixes it; its message (the rule's `message`, a message id) names the other step.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Where a rule's value lies in the step's answers: each path, with the value (absent at the end allowed). */
function locations(step: unknown, tokens: readonly string[]): { at: Segment[]; value: unknown }[] {
  let found: { at: Segment[]; value: unknown }[] = [{ at: [], value: step ?? {} }];
  tokens.forEach((token, i) => {
    const last = i === tokens.length - 1;
    found = found.flatMap(({ at, value }) => {
      if (token === '*') return Array.isArray(value) ? value.map((item, index) => ({ at: [...at, index], value: item })) : [];
      if (!isObject(value) || (!last && value[token] === undefined)) return [];
      return [{ at: [...at, token], value: value[token] }];
    });
  });
  return found;
}

/** Every value a rule's `of` reads, lists flattened; undefined when a step it reads is not known here. */
function readAll(of: unknown, at: Segment[], context: RuleContext): unknown[] | undefined {
  const values: unknown[] = [];
  for (const raw of list(of)) {
    const pointer = parseAnswerPointer(raw);
    if (!pointer) return undefined;
    const read = readAnswers(pointer, at, context);
    if (!read) return undefined;
    values.push(...read.flatMap(list));
  }
  return values;
}

const keyOf = (value: unknown, ignoreCase: unknown) =>
  typeof value === 'string' ? (ignoreCase === true ? value.trim().toLowerCase() : value) : JSON.stringify(value);

/** The values a rule judges in its answer: a list's items, or a text's pieces split at `split`'s characters. */
function judged(value: unknown, split: unknown): unknown[] {
  if (typeof value === 'string' && typeof split === 'string' && split) {
    return value.split(new RegExp(`[${split.replace(/[\\\]^-]/g, '\\$&')}]`)).map((piece) => piece.trim()).filter(Boolean);
  }
  return list(value).filter((v) => !blank(v));
}

type Check = (rule: Json, value: unknown, at: Segment[], context: RuleContext) => Json[] | undefined;

// The values an `amongAnswers` rule allows, read once per rule and place they are read from
// (the same for every row when its pointers are absolute): a table of 5,000 rows checked
// against 5,000 units reads and indexes the units once, not once per row. One run's only.
let allowedCache: WeakMap<Json, Map<string, Set<string> | undefined>> | null = null;

function allowedKeys(rule: Json, at: Segment[], context: RuleContext): Set<string> | undefined {
  const from = list(rule.of).map((raw) => {
    const pointer = parseAnswerPointer(raw);
    return pointer?.kind === 'relative' ? pointerOf(at.slice(0, Math.max(0, at.length - pointer.up))) : '';
  });
  const key = from.join('|');
  allowedCache ??= new WeakMap();
  let byPlace = allowedCache.get(rule);
  if (!byPlace) allowedCache.set(rule, (byPlace = new Map()));
  if (!byPlace.has(key)) byPlace.set(key, readAll(rule.of, at, context)?.reduce((keys: Set<string>, v) => keys.add(keyOf(v, rule.ignoreCase)), new Set<string>()));
  return byPlace.get(key);
}

const CHECKS: Record<AnswerRuleKeyword, Check> = {
  // each value of the answer is one the pointers read (`ifNone: "pass"`: unless they read none)
  amongAnswers(rule, value, at, context) {
    const values = judged(value, rule.split);
    if (!values.length) return [];
    const keys = allowedKeys(rule, at, context);
    if (!keys || (keys.size === 0 && rule.ifNone === 'pass')) return [];
    return values.filter((v) => !keys.has(keyOf(v, rule.ignoreCase))).map((v) => ({ [String(rule.as ?? 'value')]: v }));
  },
  // each value the pointers read is in this list (or in its rows' `column`)
  coversAnswers(rule, value, at, context) {
    const required = readAll(rule.of, at, context);
    if (!required) return [];
    const rows = Array.isArray(value) ? value : [];
    const present = new Set(rows.flatMap((row) => list(typeof rule.column === 'string' ? (isObject(row) ? row[rule.column] : undefined) : row)).map((v) => keyOf(v, rule.ignoreCase)));
    const missing = new Map(required.filter((v) => !present.has(keyOf(v, rule.ignoreCase))).map((v) => [keyOf(v, rule.ignoreCase), v]));
    return [...missing.values()].map((v) => ({ [String(rule.as ?? 'value')]: v }));
  },
  // the list has as many rows as the number the pointer reads (when it reads a number)
  countEqualsAnswer(rule, value, at, context) {
    const [declared] = readAll(rule.of, at, context) ?? [];
    const listed = Array.isArray(value) ? value.length : 0;
    return typeof declared === 'number' && declared !== listed ? [{ declared, listed }] : [];
  },
  // when every answer of `if` fits its condition, this answer fits `then` (`filled`: given, not blank)
  whenAnswers(rule, value, at, context) {
    if (!isObject(rule.if)) return [];
    for (const [raw, condition] of Object.entries(rule.if)) {
      const pointer = parseAnswerPointer(raw);
      const read = pointer && readAnswers(pointer, at, context);
      if (!read) return [];
      const answer = pointer.tokens.includes('*') ? read : read[0];
      if (matchCondition(condition, answer) !== true) return [];
    }
    const { filled, ...then } = isObject(rule.then) ? rule.then : {};
    // as in JSON Schema, an answer not given is judged only by `filled`
    if (value === undefined && filled !== true) return [];
    const holds = (filled !== true || (isFilled(value) && !blank(value))) && matchCondition(then, value) !== false;
    if (holds) return [];
    const named = typeof rule.as === 'string' && at.length ? { [rule.as]: at[at.length - 1] } : {};
    return [{ ...(isObject(rule.params) ? rule.params : {}), ...named }];
  },
  // the answer is what the named computation gives from its row (`from`: the column it reads)
  computedBy(rule, value, at, context) {
    const compute = Object.hasOwn(COMPUTED, String(rule.name)) ? COMPUTED[String(rule.name)] : undefined;
    const [row] = valuesAt(context.step, at.slice(0, -1).map(String));
    const expected = compute && isObject(row) ? compute(row, typeof rule.from === 'string' ? rule.from : undefined) : undefined;
    return expected !== undefined && value !== expected ? [{ expected }] : [];
  },
};

/** The issues of one declared rule at every place it stands. */
function issuesOf({ keyword, rule, tokens }: DeclaredRule, context: RuleContext): ValidationIssue[] {
  return locations(context.step, tokens).flatMap(({ at, value }) =>
    (CHECKS[keyword](rule, value, at, context) ?? []).map((params) => ({ path: pointerOf(at), keyword, messageId: String(rule.message), params })),
  );
}

const cache = new WeakMap<object, DeclaredRule[]>();

/**
 * The issues of the cross-step rules a bundled form declares with one step's answers. `all`:
 * every step's answers by step id (this one's included); left out, only the rules that read
 * the same step run (`npm run validate` of one form without `--answers`).
 */
export function answerRuleIssues(schema: object, step: unknown, all?: Readonly<Record<string, unknown>>): ValidationIssue[] {
  let rules = cache.get(schema);
  if (!rules) cache.set(schema, (rules = declaredRules(schema)));
  allowedCache = new WeakMap();
  try {
    return rules.flatMap((declared) => issuesOf(declared, { step, all }));
  } finally {
    allowedCache = null;
  }
}
