import type { ErrorObject } from 'ajv';
import { decimalsOfStep } from './rules/decimals.ts';
import type { CompiledValidate, ValidationIssue } from './types.ts';

/** Prefix of every validation message id. */
export const MESSAGE_PREFIX = 'validation.errors.';
/** Message for anything without a message of its own. */
export const GENERIC_MESSAGE_ID = `${MESSAGE_PREFIX}generic`;

type Params = Record<string, unknown>;
type Rule = { id?: (p: Params) => string; params?: (p: Params) => Params; path?: (p: Params) => string | undefined };

const limit: Rule = { params: (p) => ({ limit: p.limit }) };
const none: Rule = { params: () => ({}) };
const missing: Rule = {
  id: () => 'required',
  params: (p) => ({ property: p.missingProperty }),
  path: (p) => p.missingProperty as string,
};
const compare: Rule = { params: (p) => ({ limit: p.limit, comparison: p.comparison }) };
const extraProperty = (name: string): Rule => ({
  params: (p) => ({ property: p[name] }),
  path: (p) => p[name] as string,
});
const tooMany: Rule = { ...limit, id: () => 'maxItems' };
// ICU select keys cannot contain hyphens, so messages choose on `kind` (`date-time` → `dateTime`).
const formatParams = (p: Params): Params => ({
  format: p.format,
  kind: String(p.format).replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()),
});
const country: Rule = { params: (p) => ({ country: p.country ?? null }) };

// Keyword → message id suffix (default: the keyword), ICU parameters, and where the issue
// points when that is not the instance itself (`required` points to the missing property).
const RULES: Record<string, Rule> = {
  required: missing,
  dependentRequired: missing,
  dependencies: missing,
  type: { params: (p) => ({ type: String(p.type) }) },
  enum: { params: (p) => ({ values: (p.allowedValues as unknown[]).map(String).join(', ') }) },
  const: { params: (p) => ({ value: String(p.allowedValue) }) },
  minimum: compare, maximum: compare, exclusiveMinimum: compare, exclusiveMaximum: compare,
  // A step of a power of ten is said as decimals ("at most 2 decimals"), any other as the step.
  multipleOf: {
    id: (p) => (decimalsOfStep(p.multipleOf) === undefined ? 'multipleOf' : 'decimals'),
    params: (p) => {
      const places = decimalsOfStep(p.multipleOf);
      return places === undefined ? { step: p.multipleOf } : { decimals: places };
    },
  },
  decimals: { params: (p) => ({ decimals: p.decimals }) },
  minLength: limit, maxLength: limit, exactLength: limit,
  minItems: limit, maxItems: limit, minProperties: limit, maxProperties: limit,
  // Ajv reports the two duplicate positions 0-based; people count from 1.
  uniqueItems: {
    params: (p) => ({ first: Math.min(Number(p.i), Number(p.j)) + 1, second: Math.max(Number(p.i), Number(p.j)) + 1 }),
  },
  pattern: { params: (p) => ({ pattern: p.pattern }) },
  format: {
    id: (p) => (p.format === 'email' ? 'email' : 'format'),
    params: (p) => (p.format === 'email' ? {} : formatParams(p)),
  },
  formatMinimum: compare, formatMaximum: compare, formatExclusiveMinimum: compare, formatExclusiveMaximum: compare,
  additionalProperties: extraProperty('additionalProperty'),
  unevaluatedProperties: { ...extraProperty('unevaluatedProperty'), id: () => 'additionalProperties' },
  propertyNames: { params: (p) => ({ property: p.propertyName }) },
  // `items: false` after `prefixItems` and its relatives all mean "too many items".
  items: tooMany, unevaluatedItems: tooMany,
  contains: { params: (p) => ({ limit: p.minContains }) },
  anyOf: none, oneOf: none, not: none,
  filled: none, onlyGreekChars: none, latinCharacters: none, lowercase: none, confirmed: none, numeric: none, gs1CheckDigit: none, iban: none, personName: none,
  uniqueAmong: none, sameAs: none, notAfterToday: none, interfaceLanguage: none,
  choicesFor: { params: (p) => ({ value: String(p.value), answer: String(p.answer) }) },
  phone: country,
  identification: country,
  latLong: { params: (p) => ({ axis: p.axis }) },
  password: {
    id: (p) => (p.reason === 'length' ? 'passwordLength' : 'passwordDigit'),
    params: (p) => (p.reason === 'length' ? { limit: p.limit } : {}),
  },
};

/** Keywords with a message of their own; any other keyword gets the generic message. */
export const MAPPED_KEYWORDS: readonly string[] = Object.keys(RULES);

// `if` only says "the then/else branch failed"; that branch's own errors are reported as well.
const SILENT = new Set(['if']);

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// `errorMessage` in a schema replaces the default message id: a string for every error of
// that field, or an object keyed by keyword or by default id suffix (`passwordLength`).
function overrideId(error: ErrorObject, suffix: string): string | undefined {
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  const missingProperty = error.params.missingProperty as string | undefined;
  const schema = missingProperty === undefined
    ? parent
    : ((parent?.properties as Record<string, Record<string, unknown>> | undefined)?.[missingProperty]);
  const custom = schema?.errorMessage;
  if (typeof custom === 'string') return custom;
  if (custom !== null && typeof custom === 'object') {
    const byKeyword = custom as Record<string, unknown>;
    const id = byKeyword[suffix] ?? byKeyword[error.keyword];
    if (typeof id === 'string') return id;
  }
  return undefined;
}

// A list of choices is `oneOf` (or `anyOf`) of `{"const": …}` options: a value no longer offered
// fails every option (Ajv's "must be fresh_market", once per option) and the list itself.
const CHOICE_KEYWORDS = new Set(['oneOf', 'anyOf', 'const']);
const isChoiceList = (error: ErrorObject) =>
  (error.keyword === 'oneOf' || error.keyword === 'anyOf') && Array.isArray(error.schema) && error.schema.length > 0 && error.schema.every((o) => isJson(o) && 'const' in o);
/** The one error kept for a value no list offers (echoedErrors drops the others at its place). */
const notOfferedErrors = new WeakSet<ErrorObject>();

/**
 * One issue for a value no list of choices offers, said in words, on the answer holding it: an
 * item of a multiple choice stands on the choice itself (`/rows/0/destination`), so a table
 * shows it on its row and not as a row of its own.
 */
function notOffered(error: ErrorObject): ValidationIssue {
  const segments = error.instancePath.split('/');
  const isItem = segments.length > 1 && /^\d+$/.test(segments[segments.length - 1]);
  return { path: isItem ? segments.slice(0, -1).join('/') : error.instancePath, keyword: 'notOffered', messageId: `${MESSAGE_PREFIX}notOffered`, params: { value: error.data as unknown } };
}

/** Turns one Ajv error into a {@link ValidationIssue}; `undefined` for errors that add nothing. */
export function toIssue(error: ErrorObject): ValidationIssue | undefined {
  if (SILENT.has(error.keyword)) return undefined;
  if (notOfferedErrors.has(error) || isChoiceList(error)) return notOffered(error);
  const rule = RULES[error.keyword];
  const params = error.params as Params;
  const suffix = rule ? (rule.id?.(params) ?? error.keyword) : 'generic';
  const child = rule?.path?.(params);
  return {
    path: child === undefined ? error.instancePath : `${error.instancePath}/${escapePointer(child)}`,
    keyword: error.keyword,
    messageId: overrideId(error, suffix) ?? `${MESSAGE_PREFIX}${suffix}`,
    params: rule?.params ? rule.params(params) : { ...params },
  };
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
// Keywords whose subschemas describe the same object as their parent (a question asked in a branch).
const BRANCHES = ['then', 'else', 'allOf', 'anyOf', 'oneOf', 'dependentSchemas', 'dependencies'];

/** Whether `branch` (or a branch inside it) asks the question `name` of the object it describes. */
function asks(branch: unknown, name: string, depth = 0): boolean {
  if (!isJson(branch) || depth > 20) return false;
  if (isJson(branch.properties) && name in branch.properties) return true;
  return BRANCHES.some((key) => {
    const sub = branch[key];
    if (Array.isArray(sub)) return sub.some((s) => asks(s, name, depth + 1));
    if (key === 'dependentSchemas' || key === 'dependencies') return isJson(sub) && Object.values(sub).some((s) => asks(s, name, depth + 1));
    return asks(sub, name, depth + 1);
  });
}

/**
 * The `unevaluatedProperties` errors that only echo another error: a question asked in a
 * `then` (the "questions on Yes" pattern) counts as evaluated only while the whole `then`
 * holds, so one wrong answer inside it made Ajv also call its questions "not expected here".
 * Such an error is dropped when a failing `then`/`else` of the same object (Ajv's `if` error)
 * asks that question; an answer left from a branch that does not apply still gets its error.
 */
export function echoedErrors(errors: readonly ErrorObject[]): Set<ErrorObject> {
  const echoed = choiceEchoes(errors);
  const failingBranches = errors.filter((e) => e.keyword === 'if');
  if (failingBranches.length === 0) return echoed;
  for (const error of errors) {
    if (error.keyword !== 'unevaluatedProperties') continue;
    const name = String(error.params.unevaluatedProperty);
    const echoes = failingBranches.some((e) => {
      if (e.instancePath !== error.instancePath || !isJson(e.parentSchema)) return false;
      return asks(e.parentSchema[String(e.params.failingKeyword)], name);
    });
    if (echoes) echoed.add(error);
  }
  return echoed;
}

/**
 * At an answer whose value a list of choices refuses, the list's errors and its options' are
 * one: the first list's error stands for them all (it becomes `notOffered`), the others are
 * dropped. Lists from shared definitions (products and species) fail each in its own file, so
 * they are told apart by the answer they stand on, not by where they are written.
 */
function choiceEchoes(errors: readonly ErrorObject[]): Set<ErrorObject> {
  const echoed = new Set<ErrorObject>();
  const refused = new Map<string, ErrorObject>();
  for (const error of errors) if (isChoiceList(error) && !refused.has(error.instancePath)) refused.set(error.instancePath, error);
  for (const error of errors) {
    const kept = refused.get(error.instancePath);
    if (!kept || !CHOICE_KEYWORDS.has(error.keyword)) continue;
    if (error === kept) notOfferedErrors.add(error);
    else echoed.add(error);
  }
  return echoed;
}

/** Turns Ajv errors (runtime or precompiled validator) into issues, in Ajv's order. */
export function toIssues(errors: readonly ErrorObject[] | null | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const echoed = echoedErrors(errors ?? []);
  for (const error of errors ?? []) {
    if (echoed.has(error)) continue;
    const issue = toIssue(error);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** Runs a compiled validator (e.g. one from `virtual:form-validators`) and returns its issues. */
export function validateWith(validate: CompiledValidate, data: unknown): ValidationIssue[] {
  return validate(data) ? [] : toIssues(validate.errors);
}
