import { _, stringify, Name, type Code, type CodeKeywordDefinition } from 'ajv';
import { assertSchema, useRuntime } from './keyword-runtime.ts';
import { choiceGroups, listOptions } from './rules/choice-groups.ts';
import { isSameAsRule } from './rules/same-as.ts';

// The portal's keywords about lists and tables: unique values among a list's items, choices a
// row's answer allows, and the rows of a table validated apart.

// Placed on the property that must be unique (`"uniqueAmong": true`): no earlier item of the
// list holding this item has the same value (with `{"with": [...]}`, the same values there
// too). The list is found from the root data and this value's instance path, because a
// referenced definition (`$ref`) is compiled as a function
// of its own that cannot see the data above it; the error lands beside the field itself.
export const uniqueAmong: CodeKeywordDefinition = {
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

// On a tick box (`"sameAs": {"from": "/user_details/address", "copy": "address"}`): ticked, the
// answer it stands for is the same as the answer above (rules/same-as.ts). Read from the root
// data and this box's instance path, as `uniqueAmong` does: the box's object is a `$ref`'d
// definition compiled on its own. The error lands on the box, which is what the person unticks.
export const sameAs: CodeKeywordDefinition = {
  keyword: 'sameAs',
  type: 'boolean',
  schemaType: 'object',
  error: { message: 'must hold the same answer as the one above' },
  code(cxt) {
    assertSchema(isSameAsRule(cxt.schema), cxt, '{"from": "/<pointer from the form\'s root>", "copy": "<property>"} and/or "fields": {"<copy\'s field>": "<field above>"}');
    const { gen, data, it } = cxt;
    const path = _`${new Name('instancePath')} + ${it.errorPath}`;
    cxt.fail(_`!${useRuntime(gen, 'isSameAsAbove')}(${data}, ${new Name('rootData')}, ${path}, ${stringify(cxt.schema)})`);
  },
};

// On an object (a table's row): `{"choicesFor": {"choices": "addons", "answer": "product"}}`:
// every option chosen in `choices` that names `forGroups` in its list must name the group of
// the option answered in `answer` (in that answer's own list). The two lists are read when the
// form is compiled, so the generated code carries a small table, not the lists.
export const choicesFor: CodeKeywordDefinition = {
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
