import { kindsOf, kindWords, sharesKind, type ValueKind } from './answer-types.ts';
import { schemasAt } from './schema-family.ts';
import type { SchemaProblem } from './types.ts';

// A `{"$data": pointer}` reads another answer of the same step (each step is validated against
// its own answers). Ajv lets a rule whose pointer reads nothing pass, so a pointer naming no
// question makes a rule that never runs, and one reading a text where a number is needed
// refuses every answer with a bare "must be number ($data)". Each pointer, absolute ("/x") or
// relative ("1/x": up from the answer carrying the keyword, then down), is resolved against the
// bundled form (its shared definitions included) and named at the keyword with what is wrong.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

const NUMBER: ValueKind[] = ['number'];
/** What each keyword that may read `$data` needs the pointer to lead to (absent: anything). */
const NEEDS: Record<string, ValueKind[]> = {
  minimum: NUMBER, maximum: NUMBER, exclusiveMinimum: NUMBER, exclusiveMaximum: NUMBER, multipleOf: NUMBER,
  minLength: NUMBER, maxLength: NUMBER, minItems: NUMBER, maxItems: NUMBER, minProperties: NUMBER, maxProperties: NUMBER,
  exactLength: NUMBER, decimals: NUMBER,
  pattern: ['text'], format: ['text'], formatMinimum: ['text'], formatMaximum: ['text'], formatExclusiveMinimum: ['text'], formatExclusiveMaximum: ['text'],
  // a country: its code ("GR") or id (1)
  phone: ['text', 'number'], identification: ['text', 'number'],
  enum: ['list'], required: ['list'], uniqueItems: ['yes/no'],
};

const SAME_SINGLE = ['then', 'else'];
const SAME_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SAME_MAPS = ['dependentSchemas', 'dependencies'];

interface DataPointer {
  keyword: string;
  target: string;
  /** Path of the answer carrying the keyword: property names, `*` for a list's items. */
  tokens: string[];
  /** Where the `$data` is written in the bundled form. */
  pointer: string;
}

function resolveLocal(ref: string, root: Json): Json | undefined {
  if (!ref.startsWith('#')) return undefined;
  const node = ref.slice(2).split('/').filter(Boolean)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), root);
  return isObject(node) ? node : undefined;
}

/** Every `$data` of a bundled form with the answer it stands on (references followed, as Ajv does). */
export function dataPointers(root: Json): DataPointer[] {
  const found: DataPointer[] = [];
  const seen = new Set<string>();
  const stack = new Set<Json>();
  const go = (node: unknown, tokens: string[], pointer: string) => {
    if (!isObject(node) || stack.has(node) || tokens.length > 32) return;
    stack.add(node);
    for (const [keyword, value] of Object.entries(node)) {
      const key = `${pointer}/${keyword}|${tokens.join('/')}`;
      if (isObject(value) && typeof value.$data === 'string' && !seen.has(key)) {
        seen.add(key);
        found.push({ keyword, target: value.$data, tokens, pointer: `${pointer}/${keyword}/$data` });
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

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const answerPath = (tokens: readonly string[]) => (tokens.length ? tokens.join('/') : 'the step itself');
// bundle's names of shared definitions: `#/$defs/_defs__address` is schemas/_defs/address.schema.json
const writtenIn = (pointer: string) => {
  const def = /^\/\$defs\/(_defs__[^/]+)/.exec(pointer)?.[1];
  return def ? ` (written in schemas/${def.replace(/__/g, '/')}.schema.json)` : '';
};

/** What is wrong with one `$data` pointer, or undefined when it leads to an answer of the kind its keyword needs. */
function pointerProblem(root: Json, { keyword, target, tokens }: DataPointer): string | undefined {
  let path: string[];
  const relative = /^(\d+)(#|(?:\/[^/]*)*)$/.exec(target);
  if (relative) {
    const up = Number(relative[1]);
    if (up > tokens.length) {
      return `"${target}" climbs ${up} level(s) up from "${answerPath(tokens)}", which stands ${tokens.length} level(s) below the step's answers: ` +
        'a step is checked with its own answers only (to read another step, write a rule across steps: amongAnswers, whenAnswers…)';
    }
    if (relative[2] === '#') return undefined; // the name or index of an answer above: always there
    path = [...tokens.slice(0, tokens.length - up), ...relative[2].split('/').slice(1).map(unescape)];
  } else if (/^(\/[^/]*)*$/.test(target)) {
    path = target.split('/').slice(1).map(unescape);
  } else {
    return `"${target}" is no JSON pointer: write "1/<question>" (from the object holding this answer) or "/<question>" (from the step's answers)`;
  }
  const targets = schemasAt(root, path);
  if (!targets.length) {
    return `"${target}" leads to "${answerPath(path)}", which names no question of this form: the rule would never run`;
  }
  const needs = NEEDS[keyword];
  const kinds = kindsOf(targets, root);
  if (needs && kinds && !sharesKind(kinds, new Set(needs))) {
    return `"${target}" leads to "${answerPath(path)}", a ${kindWords(kinds)} answer; ${keyword} needs a ${kindWords(needs)}`;
  }
  return undefined;
}

/** Every `$data` pointer of a form, resolved against the form; each mistake named at the keyword. */
export function checkDataPointers(file: string, bundled: Json): SchemaProblem[] {
  return dataPointers(bundled).flatMap((found) => {
    const message = pointerProblem(bundled, found);
    return message ? [{ file, pointer: found.pointer, message: `$data of ${found.keyword}: ${message}${writtenIn(found.pointer)}` }] : [];
  });
}
