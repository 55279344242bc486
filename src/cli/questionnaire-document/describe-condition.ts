/**
 * A condition of a questionnaire (a step's `when` in the manifest, an `if` of a form) in
 * words: "“Sub-scopes” (step “Scope”) includes “Beekeeping”". The conditions the portal writes
 * use a few keywords (those condition-match.ts decides); anything else is shown as written, so
 * a reviewer still sees it rather than nothing.
 */
import type { Words } from './words.ts';

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** A question a condition names: its label and the words for one of its answers. */
export interface Subject {
  label: string;
  answer(value: unknown): string;
}

/** The question at a path of property names from where the condition stands. */
export type ResolveSubject = (segments: string[]) => Subject;

// Words that describe a schema without constraining the answer.
const QUIET = new Set(['title', 'description', '$comment', 'type', 'errorMessage']);
const VALUE_KEYS = new Set(['const', 'enum', 'contains', 'minItems', 'items', 'minimum', 'maximum']);

export function describeCondition(schema: unknown, resolve: ResolveSubject, words: Words): string {
  const and = (clauses: string[]) => clauses.reduce((first, second) => words.say('and', { first, second }));
  const or = (clauses: string[]) => clauses.reduce((first, second) => words.say('or', { first, second }));
  // "A or (B and C)": an alternative of several clauses is bracketed, so the reader sees what goes together
  const grouped = (clauses: string[]) => (clauses.length > 1 ? `(${and(clauses)})` : clauses[0]);
  const asWritten = (node: unknown) => words.say('conditionAsWritten', { json: JSON.stringify(node) });

  const clausesOf = (node: unknown, at: string[]): string[] => {
    if (!isJson(node)) return [asWritten(node)];
    const clauses: string[] = [];
    const properties = isJson(node.properties) ? node.properties : {};
    if (Array.isArray(node.required)) {
      for (const name of node.required) if (typeof name === 'string' && !(name in properties)) clauses.push(words.say('isAnswered', { question: resolve([...at, name]).label }));
    }
    for (const [name, sub] of Object.entries(properties)) clauses.push(...clausesOf(sub, [...at, name]));
    if (at.length && Object.keys(node).some((key) => VALUE_KEYS.has(key))) clauses.push(...valueClauses(node, at));
    if (Array.isArray(node.allOf)) node.allOf.forEach((sub) => clauses.push(...clausesOf(sub, at)));
    for (const key of ['anyOf', 'oneOf']) {
      const list = node[key];
      if (Array.isArray(list) && list.length) clauses.push(or(list.map((sub) => grouped(clausesOf(sub, at)))));
    }
    if (node.not !== undefined) {
      const inner = clausesOf(node.not, at);
      clauses.push(negated(node.not, at) ?? words.say('notWhen', { condition: inner.length > 1 || /[()]/.test(inner[0]) ? `(${and(inner)})` : inner[0] }));
    }
    const unknown = Object.keys(node).filter((key) => !QUIET.has(key) && !VALUE_KEYS.has(key) && !['required', 'properties', 'allOf', 'anyOf', 'oneOf', 'not'].includes(key));
    if (unknown.length) clauses.push(asWritten(Object.fromEntries(unknown.map((key) => [key, node[key]]))));
    // `{"type": "number"}` alone on an answer: it is given
    if (!clauses.length && at.length && 'type' in node && Object.keys(node).every((key) => QUIET.has(key))) clauses.push(words.say('isAnswered', { question: resolve(at).label }));
    return clauses.length ? clauses : [asWritten(node)];
  };

  /** The plain negations ("does not include", "is not", "is not answered"); undefined for the rest. */
  const negated = (node: unknown, at: string[]): string | undefined => {
    if (!isJson(node)) return undefined;
    const keys = Object.keys(node).filter((key) => !QUIET.has(key));
    if (at.length && keys.length === 1 && keys[0] === 'contains' && isJson(node.contains) && 'const' in node.contains) {
      const subject = resolve(at);
      return words.say('notIncludes', { question: subject.label, value: subject.answer(node.contains.const) });
    }
    if (at.length && keys.length === 1 && keys[0] === 'const') {
      const subject = resolve(at);
      return words.say('isNot', { question: subject.label, value: subject.answer(node.const) });
    }
    if (at.length && keys.length === 0 && 'type' in node) return words.say('notAnswered', { question: resolve(at).label });
    if (keys.length === 1 && keys[0] === 'required' && Array.isArray(node.required) && node.required.length === 1) return words.say('notAnswered', { question: resolve([...at, String(node.required[0])]).label });
    return undefined;
  };

  const valueClauses = (node: Json, at: string[]): string[] => {
    const subject = resolve(at);
    const question = subject.label;
    const list = (values: unknown[]) => values.map((v) => subject.answer(v)).join(', ');
    const clauses: string[] = [];
    if ('const' in node) clauses.push(words.say('is', { question, value: subject.answer(node.const) }));
    if (Array.isArray(node.enum)) clauses.push(words.say('isOneOf', { question, values: list(node.enum) }));
    if (isJson(node.contains)) {
      const { contains } = node;
      if ('const' in contains) clauses.push(words.say('includes', { question, value: subject.answer(contains.const) }));
      else if (Array.isArray(contains.enum)) clauses.push(words.say('includesOneOf', { question, values: list(contains.enum) }));
      else clauses.push(asWritten({ contains }));
    }
    if (isJson(node.items) && 'const' in node.items) clauses.push(words.say('onlyChoice', { question, value: subject.answer(node.items.const) }));
    else if (node.items !== undefined) clauses.push(asWritten({ items: node.items }));
    if (typeof node.minItems === 'number') clauses.push(words.say('hasChoices', { question, count: node.minItems }));
    if (typeof node.minimum === 'number') clauses.push(words.say('atLeast', { question, limit: node.minimum }));
    if (typeof node.maximum === 'number') clauses.push(words.say('atMost', { question, limit: node.maximum }));
    return clauses;
  };

  return and(clausesOf(schema, []));
}
