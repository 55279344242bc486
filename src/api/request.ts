import { failureMessage, type ApiErrorBody, type FailureMessage } from './errors';

// Apart from the query client (query.ts): guests' screens call the API through these alone, so
// their pages are sent no TanStack Query (docs/architecture.md, "Guests' screens").

/**
 * The one error every API call rejects with: the HTTP status (`network` when the server could
 * not be reached), the API's error body, and the message to show the person.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | 'network',
    readonly body: Partial<ApiErrorBody> & Record<string, unknown>,
    readonly failure: FailureMessage,
  ) {
    super(failure.messageId);
    this.name = 'ApiError';
  }
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * Runs one openapi-fetch call and gives its data, or throws {@link ApiError}: the shape a
 * query or mutation function, a route's loader or an action expects.
 */
export async function request<T>(call: () => Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call();
  } catch {
    throw new ApiError('network', {}, { messageId: 'errors.generic' });
  }
  if (answer.response.ok) return answer.data as T;
  const body = (answer.error ?? {}) as Partial<ApiErrorBody> & Record<string, unknown>;
  throw new ApiError(answer.response.status, body, failureMessage({ error: body, response: answer.response }));
}

/** The message for whatever a call rejected with. */
export const messageOf = (error: unknown): FailureMessage =>
  error instanceof ApiError ? error.failure : { messageId: 'errors.generic' };
