import type { KeywordDefinition } from 'ajv';

// The cross-step rules' keywords as Ajv sees them: words that validate nothing in Ajv (they
// read other steps' answers, which a step's validator never has) but whose shape Ajv checks
// when it compiles a form, so a typo in one stops the build, `schemas:check` and the CLI.
// They are run by answer-rules/run.ts; schemas:check also resolves their pointers
// (src/engine/checks/check-answer-rules.ts).

const pointer = { type: 'string', pattern: '^(/[^/]+)+$|^\\d+(/[^/]+)*$' };
const pointers = { anyOf: [pointer, { type: 'array', items: pointer, minItems: 1 }] };
const message = { type: 'string', minLength: 1 };
const param = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' };

const rule = (properties: Record<string, object>, required: string[]) => ({
  type: 'object',
  properties: { message, ...properties },
  required: ['message', ...required],
  additionalProperties: false,
});

export const ANSWER_RULE_DEFINITIONS: readonly KeywordDefinition[] = [
  {
    keyword: 'amongAnswers',
    metaSchema: rule({ of: pointers, as: param, ignoreCase: { type: 'boolean' }, split: { type: 'string', minLength: 1 }, ifNone: { enum: ['pass', 'fail'] } }, ['of']),
  },
  { keyword: 'coversAnswers', metaSchema: rule({ of: pointers, as: param, column: { type: 'string', minLength: 1 }, ignoreCase: { type: 'boolean' } }, ['of']) },
  { keyword: 'countEqualsAnswer', metaSchema: rule({ of: pointer }, ['of']) },
  {
    keyword: 'whenAnswers',
    metaSchema: rule(
      { if: { type: 'object', propertyNames: pointer, minProperties: 1 }, then: { type: 'object' }, as: param, params: { type: 'object' } },
      ['if', 'then'],
    ),
  },
  { keyword: 'computedBy', metaSchema: rule({ name: { type: 'string', minLength: 1 }, from: { type: 'string', minLength: 1 } }, ['name']) },
];
