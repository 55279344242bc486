import { equal } from './json-equal.ts';

/**
 * rjsf decides, in the browser, which `if` branch applies, which option of a `oneOf`/`anyOf`
 * is chosen and which `dependencies` branch matches by asking the validator `isValid(sub-schema,
 * data)`. A precompiled validator only has functions for whole forms, so those questions are
 * answered here for the words conditions are written with. A schema using anything else gets
 * `undefined` (the caller falls back to a precompiled function, if one exists);
 * `schemas:check` names such conditions (see `conditionProblem`).
 */
export function matchCondition(schema: unknown, data: unknown): boolean | undefined {
  if (typeof schema === 'boolean') return schema;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  let result = true;
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (ANNOTATIONS.has(key)) continue;
    const check = KEYWORDS[key];
    const answer = check ? check(value, data) : undefined;
    if (answer === undefined) return undefined;
    result &&= answer;
  }
  return result;
}

/** The first word of a condition `matchCondition` cannot decide, with its path; null when it can. */
export function conditionProblem(schema: unknown, pointer = ''): string | null {
  if (typeof schema === 'boolean') return null;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return pointer || '/';
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (ANNOTATIONS.has(key)) continue;
    if (!KEYWORDS[key]) return `${pointer}/${key}`;
    const subs: [string, unknown][] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.entries(value).map(([name, sub]) => [`${pointer}/properties/${name}`, sub])
        : key === 'not' || key === 'contains' || key === 'items'
          ? [[`${pointer}/${key}`, value]]
          : LISTS.has(key) && Array.isArray(value)
            ? value.map((sub, i) => [`${pointer}/${key}/${i}`, sub])
            : [];
    for (const [at, sub] of subs) {
      const problem = conditionProblem(sub, at);
      if (problem) return problem;
    }
  }
  return null;
}

// Words that describe a schema without constraining the data.
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated', '$id', 'errorMessage', 'group', 'forGroups', 'other', 'amongAnswers', 'coversAnswers', 'countEqualsAnswer', 'whenAnswers', 'computedBy']);
const LISTS = new Set(['allOf', 'anyOf', 'oneOf']);

type Check = (value: unknown, data: unknown) => boolean | undefined;
const isObject = (data: unknown): data is Record<string, unknown> => !!data && typeof data === 'object' && !Array.isArray(data);
const number = (value: unknown, data: unknown, test: (limit: number, n: number) => boolean) =>
  typeof value !== 'number' ? undefined : typeof data !== 'number' || test(value, data);
const count = (value: unknown, size: number | null, test: (limit: number, n: number) => boolean) =>
  typeof value !== 'number' ? undefined : size === null || test(value, size);
const answers = (schemas: unknown, data: unknown): (boolean | undefined)[] | undefined =>
  Array.isArray(schemas) ? schemas.map((sub) => matchCondition(sub, data)) : undefined;
const decided = (list: (boolean | undefined)[] | undefined): list is boolean[] => !!list && list.every((a) => a !== undefined);

const TYPES: Record<string, (data: unknown) => boolean> = {
  string: (d) => typeof d === 'string',
  number: (d) => typeof d === 'number' && Number.isFinite(d),
  integer: (d) => Number.isInteger(d),
  boolean: (d) => typeof d === 'boolean',
  null: (d) => d === null,
  array: (d) => Array.isArray(d),
  object: isObject,
};

// The keywords of JSON Schema 2020-12 a condition is usually written with, as the standard
// defines them (a keyword about objects says nothing of a string, and so on).
const KEYWORDS: Record<string, Check> = {
  const: (value, data) => equal(value, data),
  enum: (value, data) => (Array.isArray(value) ? value.some((option) => equal(option, data)) : undefined),
  type: (value, data) => {
    const names = Array.isArray(value) ? value : [value];
    if (!names.every((name) => typeof name === 'string' && TYPES[name])) return undefined;
    return names.some((name) => TYPES[name as string](data));
  },
  required: (value, data) =>
    Array.isArray(value) ? !isObject(data) || value.every((key) => data[key as string] !== undefined) : undefined,
  properties: (value, data) => {
    if (!isObject(value)) return undefined;
    let result = true;
    for (const [key, sub] of Object.entries(value)) {
      const present = isObject(data) && data[key] !== undefined;
      // Undecidable words are reported even where the data has no such property.
      const answer = matchCondition(sub, present ? data[key] : undefined);
      if (answer === undefined && conditionProblem(sub)) return undefined;
      if (present) result &&= answer === true;
    }
    return result;
  },
  not: (value, data) => {
    const answer = matchCondition(value, data);
    return answer === undefined ? undefined : !answer;
  },
  allOf: (value, data) => {
    const list = answers(value, data);
    return decided(list) ? list.every(Boolean) : undefined;
  },
  anyOf: (value, data) => {
    const list = answers(value, data);
    return decided(list) ? list.some(Boolean) : undefined;
  },
  oneOf: (value, data) => {
    const list = answers(value, data);
    return decided(list) ? list.filter(Boolean).length === 1 : undefined;
  },
  contains: (value, data) => {
    if (conditionProblem(value)) return undefined;
    return !Array.isArray(data) || data.some((item) => matchCondition(value, item) === true);
  },
  items: (value, data) => {
    if (Array.isArray(value) || conditionProblem(value)) return undefined;
    return !Array.isArray(data) || data.every((item) => matchCondition(value, item) === true);
  },
  minItems: (value, data) => count(value, Array.isArray(data) ? data.length : null, (limit, n) => n >= limit),
  maxItems: (value, data) => count(value, Array.isArray(data) ? data.length : null, (limit, n) => n <= limit),
  minLength: (value, data) => count(value, typeof data === 'string' ? [...data].length : null, (limit, n) => n >= limit),
  maxLength: (value, data) => count(value, typeof data === 'string' ? [...data].length : null, (limit, n) => n <= limit),
  minimum: (value, data) => number(value, data, (limit, n) => n >= limit),
  maximum: (value, data) => number(value, data, (limit, n) => n <= limit),
  exclusiveMinimum: (value, data) => number(value, data, (limit, n) => n > limit),
  exclusiveMaximum: (value, data) => number(value, data, (limit, n) => n < limit),
  pattern: (value, data) => (typeof value !== 'string' ? undefined : typeof data !== 'string' || new RegExp(value, 'u').test(data)),
};
