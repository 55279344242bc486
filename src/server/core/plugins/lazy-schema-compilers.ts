import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
// What Fastify hands a compiler and gets back (its own typings join Ajv's and JTD's variants)
interface RouteDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}
type Validate = ((data: unknown, dataContext?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type ValidatorCompiler = (route: RouteDefinition) => Validate;
type SerializerCompiler = (route: RouteDefinition) => (data: unknown) => string;
type BuildValidator = (externalSchemas: unknown, ajvOptions: unknown) => ValidatorCompiler;
type BuildSerializer = (externalSchemas: unknown, serializerOptions: unknown) => SerializerCompiler;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route's
 * function compiled on the route's first request instead of all ~90 routes' at `ready`: that
 * took half a second of every start (docs/decisions.md "Starting the server", figures in docs/performance.md). The compiled
 * functions are the very ones Fastify would make, with the server's Ajv options, so a
 * client's bad input gets the same 400. Made per server, as Fastify makes its defaults.
 */
export function lazySchemaCompilers(): CompilersFactory {
  const buildAjvValidator = AjvCompiler() as unknown as BuildValidator;
  const buildSerializer = SerializerSelector() as unknown as BuildSerializer;
  const factory: { buildValidator: BuildValidator; buildSerializer: BuildSerializer } = {
    buildValidator: (externalSchemas, ajvOptions) => {
      let compiler: ValidatorCompiler | undefined;
      return (route) =>
        lazyValidator(() => {
          compiler ??= buildAjvValidator(externalSchemas, ajvOptions);
          return compiler(route.httpPart === 'headers' ? lowerCaseHeaderNames(route) : route);
        });
    },
    buildSerializer: (externalSchemas, serializerOptions) => {
      let compiler: SerializerCompiler | undefined;
      return (route) => {
        let serialize: ((data: unknown) => string) | undefined;
        return (data: unknown) => {
          compiler ??= buildSerializer(externalSchemas, serializerOptions);
          serialize ??= compiler(route);
          return serialize(data);
        };
      };
    },
  };
  return factory as unknown as CompilersFactory;
}

/**
 * Stands in for Ajv's validate function: compiles it at the first call and passes on what
 * Fastify reads from it (`errors` after a call; `schemaEnv`, which makes Fastify hand the
 * request as parent so that Ajv may coerce the root value).
 */
function lazyValidator(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const compiled = () => (validate ??= compile());
  const standIn: Validate = function (this: unknown, data: unknown, dataContext?: unknown) {
    const real = compiled();
    const valid = real.call(this, data, dataContext);
    standIn.errors = real.errors;
    return valid;
  };
  Object.defineProperty(standIn, 'schemaEnv', { get: () => compiled().schemaEnv });
  return standIn;
}

/**
 * Node gives header names in lower case. Fastify lowers the names in a header schema for its
 * default compiler but not for one given in `compilersFactory`, so this does it: the
 * contract's header parameters (`If-Match`) become one flat object of names and `required`.
 */
function lowerCaseHeaderNames(route: RouteDefinition): RouteDefinition {
  if (typeof route.schema !== 'object' || route.schema === null) return route;
  const schema = route.schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...route,
    schema: {
      ...schema,
      ...(schema.properties && {
        properties: Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value])),
      }),
      ...(Array.isArray(schema.required) && { required: schema.required.map((name) => name.toLowerCase()) }),
    },
  };
}
