/**
 * What a question requires, in words ("required", "at most 4 decimals", "a tax number of the
 * country"), read from the keywords of its schema: JSON Schema's and the portal's own
 * (src/validation/keywords.ts, docs/validation.md). A keyword no phrase knows is named as it is
 * written, so nothing a form demands is left out of the document.
 */
import { choicesOf, rootPlace, type Place } from '../../engine/revisions/schema-view.ts';
import { describeCondition } from './describe-condition.ts';
import type { Words } from './words.ts';

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** Keywords that structure a form or describe it, said elsewhere in the document (label, help, choices, nesting, conditions). */
const SAID_ELSEWHERE = new Set([
  '$ref', '$defs', '$schema', '$id', '$comment', 'title', 'description', 'type', 'properties', 'required', 'additionalProperties',
  'unevaluatedProperties', 'items', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', 'const', 'enum', 'default', 'examples',
  'readOnly', 'errorMessage', 'group', 'forGroups', 'other', 'dependentSchemas', 'dependentRequired', 'dependencies', 'patternProperties',
  'choicesFor', 'format', 'contains', 'minContains', 'maxContains', 'propertyNames', 'minProperties', 'maxProperties',
]);

/** Keywords whose parameter is `true` and whose phrase takes no value. */
const FLAGS = ['onlyGreekChars', 'latinCharacters', 'lowercase', 'numeric', 'gs1CheckDigit', 'iban', 'personName', 'notAfterToday', 'interfaceLanguage', 'uniqueAmong', 'password', 'confirmed', 'phone', 'identification', 'computedBy', 'sameAs'];
const LIMITS = ['minLength', 'maxLength', 'exactLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'];
const RULES = ['amongAnswers', 'coversAnswers', 'countEqualsAnswer'];

/** An answer of this question in words: its choice's label, yes or no, or the value. */
function answerOf(place: Place, value: unknown, words: Words): string {
  if (typeof value === 'boolean') return words.say(value ? 'yes' : 'no');
  const id = [...(choicesOf(place) ?? [])].find(([code]) => code === value)?.[1];
  return words.quote((id && words.text(id)) || String(value));
}

/** The pointers into the answers a rule across steps reads (`of`). */
function pointersOfRule(value: unknown): string[] {
  if (!isJson(value)) return [];
  return (Array.isArray(value.of) ? value.of : [value.of]).filter((p): p is string => typeof p === 'string');
}

/** The words of the question an answer pointer of a rule across steps names (`/scope/addons`, or `2/sub_scopes` from the question). */
export type LabelAt = (pointer: string) => { label: string; answer(value: unknown): string };

/**
 * @param subjectAt - the question at an answer pointer, for the rules across steps.
 */
export function describeRequirements(place: Place, required: boolean, words: Words, subjectAt: LabelAt): string[] {
  const out: string[] = [];
  const add = (text: string) => !out.includes(text) && out.push(text);
  const types = new Set(place.main.flatMap((node) => (Array.isArray(node.type) ? node.type : [node.type])).filter((t): t is string => typeof t === 'string'));
  const filled = place.main.some((node) => node.filled === true);
  if (filled && types.has('boolean')) add(words.say('mustBeTicked'));
  else add(words.say(required || filled ? 'required' : 'optional'));
  for (const type of ['integer', 'number', 'boolean']) {
    if (types.has(type) && !(type === 'number' && types.has('integer'))) {
      add(words.say(`type.${type}`));
      break;
    }
  }
  for (const node of place.main) {
    const messages = isJson(node.errorMessage) ? node.errorMessage : {};
    for (const [keyword, value] of Object.entries(node)) {
      if (SAID_ELSEWHERE.has(keyword) || value === false) continue;
      if (keyword === 'filled') continue;
      if (keyword === 'format') continue;
      if (LIMITS.includes(keyword) && typeof value === 'number') add(words.say(keyword, { limit: value }));
      else if (keyword === 'decimals' && typeof value === 'number') add(words.say('decimals', { decimals: value }));
      else if (keyword === 'multipleOf' && typeof value === 'number') add(words.say('multipleOf', { step: value }));
      else if (keyword === 'uniqueItems') add(words.say('uniqueItems'));
      else if (keyword === 'pattern') add(typeof messages.pattern === 'string' ? (words.text(messages.pattern) ?? '') : words.say('pattern', { pattern: String(value) }));
      else if (keyword === 'latLong') add(words.say('latLong', { axis: typeof value === 'string' ? value : 'both' }));
      else if (['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'].includes(keyword)) {
        const data = isJson(value) && typeof value.$data === 'string' ? value.$data : undefined;
        add(words.say(keyword, { limit: data ? subjectAt(data).label : words.quote(String(value)) }));
      } else if (keyword === 'yearWindow' && isJson(value)) add(words.say('yearWindow', { before: Number(value.before ?? 0), after: Number(value.after ?? 0) }));
      else if (FLAGS.includes(keyword)) add(words.say(keyword));
      else if (keyword === 'whenAnswers' && isJson(value) && isJson(value.if)) {
        // {"if": {pointer: condition}, "then": schema}: the then's requirements, said with the if in words
        const condition = describeCondition({ properties: value.if }, ([pointer]) => subjectAt(pointer), words);
        // the rule: "required" for `filled`, else the form's own message for it, else the then's keywords
        const then = isJson(value.then) ? value.then : {};
        const not = isJson(then.not) ? then.not : undefined;
        const rule =
          then.filled === true
            ? words.say('required')
            : 'const' in then
              ? words.say('mustBe', { value: answerOf(place, then.const, words) })
              : not && 'const' in not
                ? words.say('mustNotBe', { value: answerOf(place, not.const, words) })
                : typeof value.message === 'string'
                  ? words.text(value.message)!
                  : describeRequirements(rootPlace(then), false, words, subjectAt).slice(1).join(', ') || words.say('keyword', { keyword });
        add(words.say('whenAnswers', { rule, condition }));
      } else if (RULES.includes(keyword)) {
        const questions = pointersOfRule(value).map((p) => subjectAt(p).label).join(', ');
        add(words.say(keyword, { questions }));
      } else add(words.say('keyword', { keyword }));
    }
    if (typeof node.format === 'string' && ['date', 'email', 'uri'].includes(node.format)) add(words.say(`format.${node.format}`));
  }
  return out;
}
