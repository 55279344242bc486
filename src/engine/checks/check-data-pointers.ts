import { walkSchema } from '../schema-walk.ts';
import type { SchemaProblem } from './types.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A `{"$data": pointer}` reads another answer of the same step: each step is validated against
 * its own answers, so a pointer that leaves the step (a relative pointer going up past the
 * step's answers, or an absolute one naming no question of the form, such as another step's
 * id) would never be read, and the rule would silently never run. Named here instead.
 */
export function checkDataPointers(file: string, schema: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const root = isObject(schema) ? schema : {};
  const topLevel = new Set<string>();
  walkSchema(root, ({ dataPath }) => {
    if (dataPath.length >= 1) topLevel.add(dataPath[0]);
  });
  walkSchema(root, ({ schema: node, pointer, dataPath }) => {
    for (const [keyword, value] of Object.entries(node)) {
      if (!isObject(value) || typeof value.$data !== 'string') continue;
      const at = `${pointer}/${keyword}/$data`;
      const target = value.$data;
      const relative = /^(\d+)(.*)$/.exec(target);
      if (relative && Number(relative[1]) > dataPath.length) {
        problems.push({ file, pointer: at, message: `"${target}" goes ${Number(relative[1]) - dataPath.length} level(s) above the step's answers: a step is checked with its own answers only, so this rule would never run` });
      } else if (target.startsWith('/') && target.length > 1 && !topLevel.has(target.slice(1).split('/')[0].replace(/~1/g, '/').replace(/~0/g, '~'))) {
        problems.push({ file, pointer: at, message: `"${target}" names no question of this form (another step's answers?): a step is checked with its own answers only, so this rule would never run` });
      }
    }
  });
  return problems;
}
