import fs from 'node:fs';
import { parse } from 'yaml';
import { openapiFile } from '../../../../src/server/app';

// The contract as data, for tests derived from it: operations with their parameters, body
// schemas and declared responses, every `$ref` resolved.

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
export interface Response {
  description: string;
  content?: Record<string, { schema?: Schema }>;
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** Media type → schema; empty when the operation takes no body. */
  body: Record<string, Schema>;
  bodyRequired: boolean;
  /** Roles of the security scopes; `undefined`: no sign-in needed; `[]`: any signed-in user. */
  scopes: string[] | undefined;
  /** Whether the operation also accepts a call without a token (`security: [..., {}]`). */
  anonymousToo: boolean;
  responses: Record<string, Response>;
}

export const spec = parse(fs.readFileSync(openapiFile, 'utf8')) as Record<string, unknown>;

function pointer(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

/** A copy of `node` with every local `$ref` replaced by what it names (the contract has no cycles). */
export function resolve<T>(node: T, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((item) => resolve(item, seen)) as T;
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    if (seen.includes(record.$ref)) throw new Error(`recursive $ref ${record.$ref}`);
    return resolve(pointer(record.$ref), [...seen, record.$ref]) as T;
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolve(value, seen)])) as T;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const operations: Operation[] = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, raw]) => {
        const op = resolve(raw) as Record<string, unknown>;
        const security = op.security as Record<string, string[]>[] | undefined;
        const requestBody = op.requestBody as { required?: boolean; content?: Record<string, { schema?: Schema }> } | undefined;
        return {
          operationId: op.operationId as string,
          method: method.toUpperCase(),
          path,
          parameters: [...((item.parameters as Parameter[]) ?? []), ...((op.parameters as Parameter[]) ?? [])].map((p) => resolve(p)),
          body: Object.fromEntries(Object.entries(requestBody?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}])),
          bodyRequired: requestBody?.required === true,
          scopes: security?.find((s) => s.bearerAuth)?.bearerAuth,
          anonymousToo: security?.some((s) => Object.keys(s).length === 0) ?? false,
          responses: op.responses as Record<string, Response>,
        };
      }),
);

/** Every sub-schema of `schema` with its JSON pointer (below `at`). */
export function* subschemas(schema: unknown, at: string): Generator<[Schema, string]> {
  if (schema === null || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) yield* subschemas(item, `${at}/${index}`);
    return;
  }
  const node = schema as Schema;
  yield [node, at];
  for (const key of ['properties', 'patternProperties', '$defs']) {
    for (const [name, child] of Object.entries((node[key] as Record<string, unknown>) ?? {})) yield* subschemas(child, `${at}/${key}/${name}`);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']) {
    if (node[key] && typeof node[key] === 'object') yield* subschemas(node[key], `${at}/${key}`);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(node[key])) yield* subschemas(node[key], `${at}/${key}`);
  }
}

export const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
