import { walkSchema } from '../schema-walk.ts';
import { conditionProblem } from '../condition-match.ts';
import type { SchemaProblem } from './types.ts';

const WORDS = 'const, enum, type, required, properties, not, allOf, anyOf, oneOf, contains, items, min…/max…, pattern';

/**
 * The browser decides conditions (`if`, the options of `oneOf`/`anyOf`, `dependencies`
 * branches) without a compiled validator (src/engine/condition-match.ts), so they must be
 * written with the words it knows; anything else would stop the form in the browser. A
 * `$ref` is left alone: references are resolved before a form reaches the browser.
 */
export function checkConditions(file: string, schema: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const check = (condition: unknown, pointer: string) => {
    const word = conditionProblem(condition, pointer);
    if (word && !word.endsWith('/$ref')) {
      problems.push({ file, pointer: word, message: `the browser cannot decide this condition: write it with ${WORDS}` });
    }
  };
  walkSchema(schema, ({ schema: node, pointer }) => {
    if ('if' in node) check(node.if, `${pointer}/if`);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const options = node[key];
      if (Array.isArray(options)) options.forEach((option, i) => check(option, `${pointer}/${key}/${i}`));
    }
    const dependencies = node.dependencies;
    if (dependencies && typeof dependencies === 'object') {
      for (const [name, branch] of Object.entries(dependencies)) {
        const options = (branch as { oneOf?: unknown[] } | null)?.oneOf;
        if (Array.isArray(options)) options.forEach((option, i) => check(option, `${pointer}/dependencies/${name}/oneOf/${i}`));
      }
    }
  });
  return problems;
}
