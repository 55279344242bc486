import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { failureMessage, type ApiErrorBody, type FailureMessage } from './errors';
import { appStore, getSession, sessionAtom } from './session';

/**
 * The one error every query and mutation rejects with: the HTTP status (`network` when the
 * server could not be reached), the API's error body, and the message to show the person.
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
 * Runs one openapi-fetch call and gives its data, or throws {@link ApiError}: the shape
 * TanStack Query expects of a query or mutation function.
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

/** The message for whatever a query or mutation rejected with. */
export const messageOf = (error: unknown): FailureMessage =>
  error instanceof ApiError ? error.failure : { messageId: 'errors.generic' };

// A client's mistake (4xx) is not retried: asking again gets the same answer.
const retry = (count: number, error: unknown) =>
  count < 2 && (!(error instanceof ApiError) || error.status === 'network' || error.status >= 500);

declare module '@tanstack/react-query' {
  interface Register {
    // A write names the cached reads it changes; they are read again once it succeeded.
    mutationMeta: { invalidates?: readonly QueryKey[] };
  }
}

/** A query client with the portal's defaults; the app has one, each test its own. */
export function createQueryClient(): QueryClient {
  // Awaited, so that a mutation stays pending until what it changed has been read again:
  // a screen never shows the list from before its own write.
  const mutationCache = new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) =>
      Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const client: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: { retry, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's query client. */
export const queryClient = createQueryClient();

// What one person read must never show to the next one on this device: the cache goes
// whenever the signed-in account changes (sign-out, another sign-in, another tab's).
let cachedFor = getSession()?.id ?? null;
appStore.sub(sessionAtom, () => {
  const id = getSession()?.id ?? null;
  if (id !== cachedFor) queryClient.clear();
  cachedFor = id;
});
