import { resolvePointer } from '../json-pointer.ts';
import { walkSchema } from '../schema-walk.ts';
import { SCHEMA_BASE_URI } from '../schema-base.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

/** Every `$ref` leads to a file under schemas/ and, with a fragment, to a place inside it. */
export function checkRefs(file: string, schema: unknown, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const base = SCHEMA_BASE_URI + file;
  walkSchema(schema, ({ schema: node, pointer }) => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return;
    const target = new URL(ref, base);
    const path = `${target.origin}${target.pathname}`.slice(SCHEMA_BASE_URI.length);
    const document = ref.startsWith('#') ? schema : project.files[path];
    const where = `${pointer}/$ref`;
    if (document === undefined) {
      problems.push({ file, pointer: where, message: `unresolved $ref "${ref}": no file schemas/${path}` });
      return;
    }
    if (target.hash && !resolvePointer(document, decodeURIComponent(target.hash.slice(1))).found) {
      problems.push({ file, pointer: where, message: `unresolved $ref "${ref}": nothing at ${target.hash}` });
    }
  });
  return problems;
}
