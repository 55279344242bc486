/**
 * An error the client caused or must be told about. `messageId` is translated by the
 * client (locales/<lang>/errors.json); `message` is English for logs and API users.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageId: string,
    message: string,
    readonly issues?: { path: string; keyword: string; messageId: string; params?: Record<string, unknown> }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'errors.unauthorized', message);
export const forbidden = (message = 'Not allowed for this account') =>
  new ApiError(403, 'errors.forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'errors.notFound', message);

/**
 * The server cannot answer now but will: something it depends on is down. Answered 503 with
 * `Retry-After`, never 500, so clients (and the upload widget) say "try again shortly".
 */
export class UnavailableError extends ApiError {
  constructor(
    messageId: string,
    message: string,
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super(503, messageId, message);
    this.name = 'UnavailableError';
    this.cause = cause;
  }
}
