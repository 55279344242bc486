import {
  _,
  str,
  stringify,
  Name,
  type Code,
  type CodeGen,
  type CodeKeywordDefinition,
  type KeywordCxt,
  type KeywordDefinition,
} from 'ajv';
import { resolveCountry } from './countries.ts';
import * as runtime from './runtime.ts';
import { PASSWORD_MIN_LENGTH } from './rules/text.ts';
import { choiceGroups, listOptions } from './rules/choice-groups.ts';

/**
 * Placeholder module name in generated code. Standalone output turns `require(RUNTIME_MODULE)`
 * into an import of `src/validation/runtime.ts`, so browser validators call the same functions
 * the server's Ajv calls (through `ref`).
 */
export const RUNTIME_MODULE = '@portal/validation-runtime';

type RuntimeFn = Exclude<keyof typeof runtime, 'formats'>;

// A scope value with `code` is what lets Ajv's standalone mode emit a reference to the function
// instead of failing: the server runs `ref`, the generated module runs `code`.
function useRuntime(gen: CodeGen, name: RuntimeFn): Name {
  return gen.scopeValue('func', { ref: runtime[name], code: _`require(${RUNTIME_MODULE})[${name}]` });
}

// Bad keyword values are analysts' typos; failing at compile time makes `schemas:check` and the
// build name them instead of silently rejecting every answer.
function assertSchema(ok: boolean, cxt: KeywordCxt, expected: string): void {
  if (!ok) throw new Error(`${cxt.keyword}: ${JSON.stringify(cxt.schema)} is not ${expected}`);
}

/** A keyword whose parameter is `true`, checked by one runtime predicate of the value. */
function flag(keyword: string, fn: RuntimeFn, message: string, type?: 'string'): CodeKeywordDefinition {
  return {
    keyword,
    type,
    schemaType: 'boolean',
    error: { message },
    code(cxt) {
      if (cxt.schema === false) return;
      cxt.fail(_`!${useRuntime(cxt.gen, fn)}(${cxt.data})`);
    },
  };
}

/** `phone` / `identification`: the parameter is a country or `{ "$data": pointer }` to one. */
function byCountry(keyword: string, fn: RuntimeFn, message: string): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: ['string', 'number'],
    $data: true,
    error: {
      message,
      // The ISO code, whatever form the schema or the referenced field gave the country in.
      params: ({ gen, schemaCode }) => _`{country: ${useRuntime(gen, 'resolveCountry')}(${schemaCode}) ?? null}`,
    },
    code(cxt) {
      if (!cxt.$data) assertSchema(Boolean(resolveCountry(cxt.schema)), cxt, 'a known country ("GR", "ES", 1 or 2)');
      cxt.fail(_`!${useRuntime(cxt.gen, fn)}(${cxt.data}, ${cxt.schemaCode})`);
    },
  };
}

const latLong: CodeKeywordDefinition = {
  keyword: 'latLong',
  type: ['string', 'number', 'object'],
  schemaType: ['boolean', 'string'],
  error: {
    message: 'must be WGS84 coordinates with at least 4 decimals',
    params: ({ params }) => _`{axis: ${params.axis}}`,
  },
  code(cxt) {
    if (cxt.schema === false) return;
    assertSchema([true, 'lat', 'lon'].includes(cxt.schema), cxt, 'true, "lat" or "lon"');
    const axis = cxt.gen.const('axis', _`${useRuntime(cxt.gen, 'latLongFailure')}(${cxt.data}, ${cxt.schemaCode})`);
    cxt.setParams({ axis });
    cxt.fail(_`${axis} !== null`);
  },
};

// One keyword, two rules with their own messages (§5): each failure is its own error, told
// apart by `params.reason`.
const password: CodeKeywordDefinition = {
  keyword: 'password',
  type: 'string',
  schemaType: 'boolean',
  error: {
    message: ({ params }) =>
      params.reason === 'length'
        ? str`must be at least ${PASSWORD_MIN_LENGTH} characters long`
        : str`must contain at least one number`,
    params: ({ params }) => _`{reason: ${params.reason}, limit: ${PASSWORD_MIN_LENGTH}}`,
  },
  code(cxt) {
    if (cxt.schema === false) return;
    const { gen, data } = cxt;
    gen.if(_`!${useRuntime(gen, 'isLongEnoughPassword')}(${data})`, () => cxt.error(false, { reason: 'length' }));
    gen.if(_`!${useRuntime(gen, 'hasPasswordDigit')}(${data})`, () => cxt.error(false, { reason: 'digit' }));
  },
};

const exactLength: CodeKeywordDefinition = {
  keyword: 'exactLength',
  type: 'string',
  schemaType: 'number',
  error: {
    message: ({ schemaCode }) => str`must be exactly ${schemaCode} characters`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt) {
    assertSchema(Number.isInteger(cxt.schema) && cxt.schema >= 0, cxt, 'a whole number');
    cxt.fail(_`!${useRuntime(cxt.gen, 'hasExactLength')}(${cxt.data}, ${cxt.schemaCode})`);
  },
};

const confirmed: CodeKeywordDefinition = {
  keyword: 'confirmed',
  schemaType: [],
  $data: true,
  error: { message: 'must match' },
  code(cxt) {
    assertSchema(Boolean(cxt.$data), cxt, 'a {"$data": "<relative JSON pointer>"} reference');
    cxt.fail(_`!${useRuntime(cxt.gen, 'isConfirmed')}(${cxt.data}, ${cxt.schemaCode})`);
  },
};

// Placed on the property that must be unique (`"uniqueAmong": true`): no earlier item of the
// list holding this item has the same value (with `{"with": [...]}`, the same values there
// too). The list is found from the root data and this value's instance path, because a
// referenced definition (`$ref`) is compiled as a function
// of its own that cannot see the data above it; the error lands beside the field itself.
const uniqueAmong: CodeKeywordDefinition = {
  keyword: 'uniqueAmong',
  type: 'string',
  schemaType: ['boolean', 'object'],
  error: { message: 'must be unique in the list' },
  code(cxt) {
    if (cxt.schema === false) return;
    const together = cxt.schema === true ? [] : (cxt.schema as { with?: unknown }).with;
    const names = Array.isArray(together) && together.every((p) => typeof p === 'string' && p !== '' && !p.includes(','));
    const keys = Object.keys(cxt.schema === true ? {} : (cxt.schema as object));
    assertSchema(cxt.schema === true || (names && keys.length === 1 && keys[0] === 'with'), cxt, 'true or {"with": ["<property of the item>", …]}');
    const { gen, data, it } = cxt;
    const path = _`${new Name('instancePath')} + ${it.errorPath}`;
    const also = (together as string[] | undefined)?.join(',') ?? '';
    cxt.fail(_`!${useRuntime(gen, 'isFirstOfItsValue')}(${data}, ${new Name('rootData')}, ${path}, ${also})`);
  },
};

// `"yearWindow": {"before": 1, "after": 2}`: a year relative to today, decided when the answer
// is validated (rules/year-window.ts): the numbers go into the generated code, the years do not.
const yearWindow: CodeKeywordDefinition = {
  keyword: 'yearWindow',
  type: 'number',
  schemaType: 'object',
  error: {
    message: 'must be a year the form offers',
    params: ({ schema }) => _`{before: ${(schema as { before: number }).before}, after: ${(schema as { after: number }).after}}`,
  },
  code(cxt) {
    const window = cxt.schema as Record<string, unknown>;
    const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 100;
    const keys = Object.keys(window ?? {}).sort().join();
    assertSchema(keys === 'after,before' && whole(window.before) && whole(window.after), cxt, '{"before": <whole years>, "after": <whole years>}');
    cxt.fail(_`!${useRuntime(cxt.gen, 'isYearInWindow')}(${cxt.data}, ${window.before as number}, ${window.after as number})`);
  },
};

// On an object (a table's row): `{"choicesFor": {"choices": "addons", "answer": "product"}}`:
// every option chosen in `choices` that names `forGroups` in its list must name the group of
// the option answered in `answer` (in that answer's own list). The two lists are read when the
// form is compiled, so the generated code carries a small table, not the lists.
const choicesFor: CodeKeywordDefinition = {
  keyword: 'choicesFor',
  type: 'object',
  schemaType: 'object',
  error: {
    message: 'must be a choice this answer may have',
    params: ({ params }) => _`{value: ${params.value}, answer: ${params.answer}}`,
  },
  code(cxt) {
    const { choices, answer, ...rest } = (cxt.schema ?? {}) as Record<string, unknown>;
    const properties = ((cxt.parentSchema as { properties?: Record<string, unknown> }).properties ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const named = (p: unknown) => typeof p === 'string' && !!properties[p];
    assertSchema(named(choices) && named(answer) && Object.keys(rest).length === 0, cxt, '{"choices": "<a property of this object>", "answer": "<another>"}');
    const { self, baseId } = cxt.it;
    const resolve = (ref: string): unknown => {
      const target = new URL(ref, baseId);
      const file = self.getSchema(`${target.origin}${target.pathname}`)?.schema;
      return target.hash.length > 1 ? target.hash.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[decodeURIComponent(key)], file) : file;
    };
    const groups = choiceGroups(listOptions(properties[choices as string]!.items, resolve), listOptions(properties[answer as string], resolve));
    const { gen, data } = cxt;
    const table = gen.scopeValue('obj', { ref: groups, code: stringify(groups) });
    const wrong = gen.const('wrong', _`${useRuntime(gen, 'choicesNotFor')}(${data}, ${choices as string}, ${answer as string}, ${table})`);
    gen.forOf('value', wrong, (value) => {
      // the error lands on the answer of choices (Ajv appends a property name given as a string)
      cxt.error(false, { value, answer: _`${data}[${answer as string}]` }, { instancePath: choices as unknown as Code });
    });
  },
};

/** The keyword that stands for a table's `items` in a form compiled with its rows apart (`table-rows-apart.ts`). */
export const TABLE_ROWS_KEYWORD = 'tableRows';

// In place of a table's `items` (`{"tableRows": "<key>"}` on the array): its rows are checked
// by the row validator registered under that key, which reuses the errors of a row it has seen
// unchanged; one call per list, nothing made per row reused. Evaluated where `items` is and
// merged as Ajv merges a referenced schema's errors: the form's errors are the same, in the
// same order, as with the row schema inline.
export const TABLE_ROWS: CodeKeywordDefinition = {
  keyword: TABLE_ROWS_KEYWORD,
  type: 'array',
  schemaType: 'string',
  before: 'items',
  code(cxt) {
    const { gen, data, it } = cxt;
    const [vErrors, errors] = [new Name('vErrors'), new Name('errors')];
    const path = _`${new Name('instancePath')} + ${it.errorPath}`;
    const anchors = it.opts.dynamicRef ? new Name('dynamicAnchors') : _`undefined`;
    const call = _`${useRuntime(gen, 'validateTableRows')}(${cxt.schema as string}, ${data}, ${path}, ${new Name('rootData')}, ${anchors})`;
    const rowErrors = gen.const('rowErrors', call);
    cxt.result(_`${rowErrors} === null`, undefined, () => {
      gen.assign(vErrors, _`${vErrors} === null ? ${rowErrors} : ${vErrors}.concat(${rowErrors})`);
      gen.assign(errors, _`${vErrors}.length`);
    });
  },
};

/** Words the schemas may carry that validate nothing (see docs/validation.md). */
export const ANNOTATION_KEYWORDS: readonly KeywordDefinition[] = [
  // Message id(s) replacing the default ones for this field: "id" or { "<keyword>": "id" }.
  { keyword: 'errorMessage', schemaType: ['string', 'object'] },
  // The option of a list of choices belongs to a group (a GLOBALG.A.P. product to its sub-scope).
  { keyword: 'group', schemaType: 'string' },
  // The option may be chosen only for an answer whose option is of one of these groups (an add-on's sub-scopes).
  { keyword: 'forGroups', schemaType: 'array' },
  // The option stands for anything not on the list, named in a question beside it; staff see it marked.
  { keyword: 'other', schemaType: 'boolean' },
  // rjsf tags schemas it derives for additional properties with this string key.
  { keyword: '__rjsf_additionalProperties' },
];

/** The specification's §5 rules as Ajv keywords (code-generating, so standalone-compatible). */
export const CUSTOM_KEYWORDS: readonly CodeKeywordDefinition[] = [
  flag('filled', 'isFilled', 'must be filled in'),
  byCountry('phone', 'isValidPhone', 'invalid phone number for the country'),
  byCountry('identification', 'isValidIdentification', 'invalid identification number for the country'),
  latLong,
  flag('onlyGreekChars', 'isOnlyGreek', 'must contain only Greek letters', 'string'),
  flag('latinCharacters', 'isLatinText', 'must contain only Latin characters', 'string'),
  password,
  flag('lowercase', 'isLowercase', 'must be lower case', 'string'),
  confirmed,
  flag('numeric', 'isNumeric', 'must contain digits only', 'string'),
  flag('gs1CheckDigit', 'hasGs1CheckDigit', 'must end with a valid GS1 check digit', 'string'),
  flag('iban', 'isValidIban', 'must be a valid IBAN', 'string'),
  flag('personName', 'isPersonName', 'must not contain emoji, symbols or control characters', 'string'),
  exactLength,
  uniqueAmong,
  yearWindow,
  choicesFor,
];
