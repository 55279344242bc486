import { equal } from '../json-equal.ts';
import { walkSchema } from '../schema-walk.ts';
import type { SchemaProblem } from './types.ts';

/** An `enum` lists each value once: a repeated one is a copy-paste slip, and two options would look alike. */
export function checkEnums(file: string, schema: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walkSchema(schema, ({ schema: node, pointer }) => {
    if (!Array.isArray(node.enum)) return;
    node.enum.forEach((value, i) => {
      const first = (node.enum as unknown[]).findIndex((other) => equal(other, value));
      if (first !== i) {
        problems.push({ file, pointer: `${pointer}/enum/${i}`, message: `enum repeats ${JSON.stringify(value)} (already at /enum/${first})` });
      }
    });
  });
  return problems;
}
