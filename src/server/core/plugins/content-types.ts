import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

// Fastify validates a body only against the schema of its own content type: a body sent as
// text/plain, or as multipart/form-data without a boundary, would skip the contract's schema
// and reach the handler unchecked. So each operation takes only the types its contract
// declares, checked before the body is read.

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
const ANSWER_ONLY_TYPES = ['application/octet-stream', 'application/pdf', 'text/csv'];

/** The contract's operation a request is for; undefined for routes outside the contract. */
export const operationIdOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

/** `Application/JSON; charset=utf-8` → `application/json`. */
export const essenceOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

function declaredTypes(request: FastifyRequest): string[] {
  const body = request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined;
  return Object.keys(body?.content ?? {}).map(essenceOf);
}

const carriesContent = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

export const unsupportedMediaType = (declared: string[]) =>
  new ApiError(
    415,
    'errors.unsupportedMediaType',
    declared.length ? `Send the body as ${declared.join(' or ')}` : 'This operation takes no body',
  );

/** The 415 a request's body earns, if it does. */
function refusalOf(request: FastifyRequest): ApiError | undefined {
  if (!operationIdOf(request) || BODYLESS_METHODS.has(request.method)) return undefined;
  const declared = declaredTypes(request);
  const header = request.headers['content-type'];
  if (declared.length === 0) return carriesContent(request) ? unsupportedMediaType(declared) : undefined;
  if (header === undefined ? carriesContent(request) : !declared.includes(essenceOf(header))) return unsupportedMediaType(declared);
  return undefined;
}

/**
 * Operations of the contract (routes with an operationId) refuse, with 415, a body of a type
 * they do not declare; one that declares no body refuses any non-empty body. GET and HEAD
 * bodies are never read, so they are left alone.
 */
export function registerContentTypes(app: FastifyInstance): void {
  // The contract names these types for answers only (a file, a PDF, a CSV). The contract's
  // loader asks for a request parser of every type it meets, answers included, and warned at
  // each start that none was found; a parser that refuses keeps the start quiet and changes
  // nothing: such a body is refused with 415 as any type an operation does not declare.
  app.addContentTypeParser(ANSWER_ONLY_TYPES, (request, _payload, done) => done(unsupportedMediaType(declaredTypes(request)), undefined));
  // a callback, not an async function: it runs for every request (docs/performance.md, "API")
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const refusal = refusalOf(request);
    if (refusal) done(refusal);
    else done(null, payload);
  });
}
