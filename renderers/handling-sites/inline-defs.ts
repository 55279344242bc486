import geoPoint from '../../schemas/_defs/geo-point.schema.json';
import handlingSite from '../../schemas/_defs/handling-site.schema.json';
import regionCascade from '../../schemas/_defs/region-cascade.schema.json';

type Json = Record<string, unknown>;
const FILES: Record<string, Json> = {
  './geo-point.schema.json': geoPoint,
  './region-cascade.schema.json': regionCascade,
  './handling-site.schema.json': handlingSite,
};

function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Json;
  const target = typeof $ref === 'string' ? FILES[$ref] : undefined;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value)]));
  if (!target) return $ref === undefined ? own : { $ref, ...own };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { $schema, $comment, $defs, ...body } = target;
  return { ...(inline(body) as Json), ...own };
}

/**
 * A schema with these renderers' `_defs` written in place, for stories and tests: rjsf and
 * the run-time validator there see one self-contained schema (the app's engine resolves
 * `$ref`s between files itself).
 */
export const inlineDefs = <T>(schema: T): T => inline(schema) as T;

/** The `_defs` list of handling sites, self-contained. */
export const handlingSiteListSchema = (): Json =>
  inlineDefs((handlingSite.$defs as Json).list as Json);
