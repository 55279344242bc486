import { walkSchema } from '../schema-walk.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

// Words that are not validation keywords but belong in a schema.
const ANNOTATIONS = new Set([
  '$schema', '$id', '$ref', '$defs', '$comment', '$anchor', '$dynamicRef', '$dynamicAnchor', 'definitions',
  'title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated',
]);

/** Every key of every (sub)schema is a keyword Ajv knows: a typo such as `minLenght` is named. */
export function checkKeywords(file: string, schema: unknown, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walkSchema(schema, ({ schema: node, pointer }) => {
    for (const key of Object.keys(node)) {
      if (!project.knownKeywords.has(key) && !ANNOTATIONS.has(key)) {
        problems.push({ file, pointer: `${pointer}/${key}`, message: `unknown keyword "${key}"` });
      }
    }
  });
  return problems;
}
