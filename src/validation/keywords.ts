import { _, str, type CodeKeywordDefinition, type KeywordDefinition } from 'ajv';
import { resolveCountry } from './countries.ts';
import { assertSchema, useRuntime, type RuntimeFn } from './keyword-runtime.ts';
import { choicesFor, sameAs, TABLE_ROWS, TABLE_ROWS_KEYWORD, uniqueAmong } from './keywords-lists.ts';
import { PASSWORD_MIN_LENGTH } from './rules/text.ts';

// The portal's code-generating keywords (docs/validation.md, "Portal keywords"); those about
// lists and tables are in keywords-lists.ts, what they share in keyword-runtime.ts.
export { RUNTIME_MODULE } from './keyword-runtime.ts';
export { TABLE_ROWS, TABLE_ROWS_KEYWORD };

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

// Decimal steps in decimal digits (rules/decimals.ts). `multipleOf` replaces Ajv's own, whose
// floating-point division refused correct values (create-ajv.ts removes it first); its
// parameter may be `{"$data": …}` as before. `decimals` says the same for powers of ten in words:
// `"decimals": 2` is `"multipleOf": 0.01`.
const multipleOf: CodeKeywordDefinition = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  $data: true,
  error: {
    message: ({ schemaCode }) => str`must be a multiple of ${schemaCode}`,
    params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}`,
  },
  code(cxt) {
    if (!cxt.$data) assertSchema(typeof cxt.schema === 'number' && cxt.schema > 0, cxt, 'a number above 0');
    cxt.fail(_`!${useRuntime(cxt.gen, 'isMultipleOfStep')}(${cxt.data}, ${cxt.schemaCode})`);
  },
};

const decimals: CodeKeywordDefinition = {
  keyword: 'decimals',
  type: 'number',
  schemaType: 'number',
  error: {
    message: ({ schemaCode }) => str`must have at most ${schemaCode} decimals`,
    params: ({ schemaCode }) => _`{decimals: ${schemaCode}}`,
  },
  code(cxt) {
    assertSchema(Number.isInteger(cxt.schema) && cxt.schema >= 0 && cxt.schema <= 15, cxt, 'a whole number of decimals from 0 to 15');
    cxt.fail(_`!${useRuntime(cxt.gen, 'hasAtMostDecimals')}(${cxt.data}, ${cxt.schemaCode})`);
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
  sameAs,
  yearWindow,
  // a day already come (rules/not-after-today.ts): decided when the answer is checked
  flag('notAfterToday', 'isNotAfterToday', 'must not be later than today', 'string'),
  // a language of locales/languages.json (rules/interface-language.ts)
  flag('interfaceLanguage', 'isInterfaceLanguage', 'must be one of the portal\'s languages', 'string'),
  choicesFor,
  multipleOf,
  decimals,
];
