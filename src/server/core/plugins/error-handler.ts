import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, UnavailableError } from '../errors';

interface AjvLikeError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

// Fastify's own codes for bodies it cannot read, mapped to message ids the client knows.
const requestErrorIds: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.malformedJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.bodyTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.invalidRequest',
};

const statusMessageIds: Record<number, string> = {
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
};

function issuesFrom(context: string, errors: AjvLikeError[]) {
  return errors.map((error) => {
    const missing = error.keyword === 'required' ? `/${String(error.params?.missingProperty ?? '')}` : '';
    const extra =
      error.keyword === 'additionalProperties' ? `/${String(error.params?.additionalProperty ?? '')}` : '';
    return {
      path: `/${context}${error.instancePath ?? ''}${missing}${extra}`,
      keyword: error.keyword,
      messageId: `validation.errors.${error.keyword}`,
      // the catalogue's message names the unexpected field as `property`, as the forms' issues do
      params: extra ? { ...error.params, property: error.params?.additionalProperty } : (error.params ?? {}),
    };
  });
}

// PostgreSQL's "the server is going away / not yet up" classes (57P01-57P03 admin or crash
// shutdown, cannot connect now; 08xxx connection exceptions) and node's socket errors.
const UNREACHABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** Whether an error says the database could not be reached (not that a query was wrong). */
function databaseUnreachable(error: { code?: string; message?: string } | null | undefined): boolean {
  if (!error) return false;
  if (error.code && (UNREACHABLE_CODES.has(error.code) || error.code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(error.message ?? '');
}

/**
 * One error shape for every failure: `{statusCode, error, message, messageId, issues?}`.
 * Anything a client can cause answers 4xx; only our own faults answer 500, and they are logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: unknown }, request, reply) => {
    const sendApiError = (apiError: ApiError) =>
      reply.code(apiError.statusCode).send({
        statusCode: apiError.statusCode,
        error: STATUS_CODES[apiError.statusCode] ?? 'Error',
        message: apiError.message,
        messageId: apiError.messageId,
        ...(apiError.issues ? { issues: apiError.issues } : {}),
      });
    if (error instanceof UnavailableError) {
      request.log.warn({ err: error.cause }, error.message);
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (error instanceof ApiError) return sendApiError(error);
    if (error.validation) {
      const issues = issuesFrom(error.validationContext ?? 'body', error.validation as AjvLikeError[]);
      const named = issues.map((i) => i.path).join(', ');
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: `Invalid request: ${named}`,
        messageId: 'errors.invalidRequest',
        issues,
      });
    }
    // the security check's own failure comes wrapped (fastify-openapi-glue's SecurityError)
    const causes = [error, ...(Array.isArray(error.errors) ? (error.errors as { code?: string; message?: string }[]) : [])];
    if (causes.some(databaseUnreachable)) {
      // the database restarts or fails over: the request may be tried again in a moment
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).header('Retry-After', '2').send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is briefly unavailable; please try again in a moment',
        messageId: 'errors.unavailable',
      });
    }
    // fastify-openapi-glue's SecurityError carries the ApiError thrown by our handler.
    const inner = Array.isArray(error.errors) ? error.errors.find((e) => e instanceof ApiError) : undefined;
    if (inner instanceof ApiError) return sendApiError(inner);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Bad Request',
        message: error.message,
        messageId: requestErrorIds[error.code] ?? statusMessageIds[status] ?? 'errors.invalidRequest',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'A problem occurred; please try again',
      messageId: 'errors.generic',
    });
  });
}

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (a malformed escape such as
 * `%ED%A0%80`) or a path parameter longer than any id (100 characters) is the client's
 * mistake about the path, answered 400 in the common error shape like any other.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.code(400).send({
    statusCode: 400,
    error: 'Bad Request',
    message: tooLong ? 'A path parameter is too long' : 'The path is not valid',
    messageId: 'errors.invalidRequest',
    issues: [
      tooLong
        ? { path: '/params', keyword: 'maxLength', messageId: 'validation.errors.maxLength', params: { limit: 100 } }
        : { path: '/params', keyword: 'format', messageId: 'validation.errors.generic', params: {} },
    ],
  });
}
