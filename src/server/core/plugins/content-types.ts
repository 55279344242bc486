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
  app.addHook('preParsing', async (request) => {
    if (!operationIdOf(request) || BODYLESS_METHODS.has(request.method)) return;
    const declared = declaredTypes(request);
    const header = request.headers['content-type'];
    if (declared.length === 0) {
      if (carriesContent(request)) throw unsupportedMediaType(declared);
      return;
    }
    if (header === undefined ? carriesContent(request) : !declared.includes(essenceOf(header))) {
      throw unsupportedMediaType(declared);
    }
  });
}
