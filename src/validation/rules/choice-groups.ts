// `choicesFor`: the options of one answer (a product's add-ons) that may only go with answers
// of some groups (an add-on's sub-scopes), read from the lists themselves: an option names its
// `group` (a product's sub-scope) or the groups it is `forGroups` (an add-on's). Nothing here
// names a questionnaire: a new add-on or product is a line in its list.

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** What the check needs of the two lists, made once when the form is compiled. */
export interface ChoiceGroups {
  /** Option value (as JSON) → the groups it may go with; absent: any answer. */
  forGroups: Record<string, string[]>;
  /** Answer value (as JSON) → its group; absent: no group (an "other" answer), any choice fits. */
  groupOf: Record<string, string>;
}

/** Follows `$ref`s with `resolve` and gathers the options (`{"const": …}`) of a list, lists of lists included. */
export function listOptions(schema: unknown, resolve: (ref: string) => unknown, depth = 0): Json[] {
  if (!isJson(schema) || depth > 10) return [];
  if (typeof schema.$ref === 'string') return listOptions(resolve(schema.$ref), resolve, depth + 1);
  const options: Json[] = [];
  for (const key of ['oneOf', 'anyOf']) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    for (const option of list) {
      if (isJson(option) && 'const' in option) options.push(option);
      else options.push(...listOptions(option, resolve, depth + 1));
    }
  }
  return options;
}

export function choiceGroups(choices: readonly Json[], answers: readonly Json[]): ChoiceGroups {
  const forGroups: Record<string, string[]> = {};
  for (const option of choices) if (Array.isArray(option.forGroups)) forGroups[JSON.stringify(option.const)] = option.forGroups.map(String);
  const groupOf: Record<string, string> = {};
  for (const option of answers) if (typeof option.group === 'string') groupOf[JSON.stringify(option.const)] = option.group;
  return { forGroups, groupOf };
}

/** The values of `row[choices]` that may not go with `row[answer]` (none while either is unanswered). */
export function choicesNotFor(row: unknown, choices: string, answer: string, groups: ChoiceGroups): unknown[] {
  if (!isJson(row)) return [];
  const chosen = row[choices];
  const group = row[answer] === undefined ? undefined : groups.groupOf[JSON.stringify(row[answer])];
  if (!Array.isArray(chosen) || group === undefined) return [];
  return chosen.filter((value) => {
    const allowed = groups.forGroups[JSON.stringify(value)];
    return allowed !== undefined && !allowed.includes(group);
  });
}
