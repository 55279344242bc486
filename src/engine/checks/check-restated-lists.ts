import { walkSchema } from '../schema-walk.ts';
import type { SchemaProblem } from './types.ts';

type Json = Record<string, unknown>;

/** A list of choices written out in a schema: its options as `value → title`. */
interface ChoiceList {
  file: string;
  pointer: string;
  options: Map<string, string>;
}

// Two lists restate one another when they share this many options, value and title alike: a
// copy keeps the titles of what it copied, while two lists that merely share a word or two
// ("storage" as an activity and as a kind of unit) have titles of their own.
const SHARED_OPTIONS = 3;

/** The `oneOf`/`anyOf` of `{"const", "title"}` options of a node, or nothing. */
function optionsOf(node: Json): Map<string, string> | undefined {
  for (const key of ['oneOf', 'anyOf']) {
    const list = node[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    if (!list.every((o) => o && typeof o === 'object' && 'const' in o && typeof (o as Json).title === 'string')) continue;
    return new Map(list.map((o) => [JSON.stringify((o as Json).const), (o as Json).title as string]));
  }
  return undefined;
}

const quoted = (values: string[]) => values.slice(0, 5).join(', ') + (values.length > 5 ? `, … (${values.length} in all)` : '');

/**
 * Two schemas that each write out the same list of choices (copied options: same values, same
 * titles) but not the same options: an option added to one copy is refused by the others
 * without a word. Named with both places and the difference, so the analyst makes it one list
 * under `schemas/_defs/` that both refer to (`$ref`).
 */
export function checkRestatedLists(files: Record<string, unknown>, isSchemaFile: (path: string) => boolean): SchemaProblem[] {
  const lists: ChoiceList[] = [];
  for (const [file, content] of Object.entries(files)) {
    if (!isSchemaFile(file)) continue;
    walkSchema(content, ({ schema, pointer }) => {
      const options = optionsOf(schema);
      if (options && options.size >= SHARED_OPTIONS) lists.push({ file, pointer, options });
    });
  }
  const problems: SchemaProblem[] = [];
  lists.forEach((list, i) => {
    for (const other of lists.slice(0, i)) {
      const shared = [...list.options].filter(([value, title]) => other.options.get(value) === title).length;
      if (shared < SHARED_OPTIONS) continue;
      const lacks = [...other.options.keys()].filter((value) => !list.options.has(value));
      const adds = [...list.options.keys()].filter((value) => !other.options.has(value));
      if (!lacks.length && !adds.length) continue;
      const difference = [lacks.length ? `lacks ${quoted(lacks)}` : '', adds.length ? `adds ${quoted(adds)}` : ''].filter(Boolean).join(' and ');
      problems.push({
        file: list.file,
        pointer: list.pointer,
        message: `restates the list of choices at schemas/${other.file}#${other.pointer} differently (${difference}): write the list once under schemas/_defs/ and refer to it with "$ref" from both`,
      });
    }
  });
  return problems;
}
