import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError, messageOf, queryClient, request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { ApplicationFilters, ApplicationType } from './applications-api';

export const applicationKeys = {
  all: ['applications'] as const,
  lists: ['applications', 'list'] as const,
  list: (filters: ApplicationFilters) => ['applications', 'list', filters] as const,
  one: (id: string) => ['applications', 'one', id] as const,
  customerChoices: ['applications', 'customer-choices'] as const,
};

const changesApplications = { invalidates: [applicationKeys.all] };

/** The applications the caller sees with the filters, page by page (newest first). */
export const applicationsQuery = (filters: ApplicationFilters) =>
  pagedQuery(applicationKeys.list(filters), (cursor) => request(() => api.GET('/applications', { params: { query: { ...filters, cursor } } })));

/**
 * The server's copy of an application now, or a network error: never the read the service worker
 * kept on this device, which it answers with when the network fails (src/app/offline/sw.ts
 * passes `no-store` reads by). For a decision that must not rest on an old copy: whether a draft
 * still exists before a file kept offline joins it (src/features/offline/files-sender.ts).
 */
export const serverApplication = (id: string) => request(() => api.GET('/applications/{id}', { params: { path: { id } }, cache: 'no-store' }));

// Always read afresh (staleTime 0): the wizard must start from the server's latest row version.
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.one(id),
    queryFn: () => request(() => api.GET('/applications/{id}', { params: { path: { id } } })),
    staleTime: 0,
  });

/** The customers the signed-in consultant or employee may start an application for (none for others), by name, page by page. */
export const customerChoicesQuery = () =>
  pagedQuery(applicationKeys.customerChoices, (cursor) => request(() => api.GET('/applications/customers', { params: { query: { cursor, limit: 100 } } })));

export const createApplication = mutationOptions({
  mutationFn: (body: { type: ApplicationType; customer_id?: number; client_request_id: string; renewal_of?: string }) =>
    request(() => api.POST('/applications', { body })),
  meta: changesApplications,
});

export interface AnswersBody {
  answers: Record<string, unknown>;
  current_step: string | null;
  row_version: number;
  /** The questionnaire revision the answers were given under (docs/revisions.md). */
  revision_hash?: string;
}

/**
 * A plain call, not a mutation: the draft saver (a class, with its own retries) makes it. A
 * saved draft changes its row in the lists (year, last change): they are read afresh when next
 * shown, not while the wizard is open.
 */
export const saveAnswers = async (id: string, body: AnswersBody, signal?: AbortSignal) => {
  const saved = await request(() => api.PUT('/applications/{id}/answers', { params: { path: { id } }, body, signal }));
  void queryClient.invalidateQueries({ queryKey: applicationKeys.lists, refetchType: 'none' });
  return saved;
};

export const submitApplication = mutationOptions({
  mutationFn: ({ id, rowVersion }: { id: string; rowVersion: number }) =>
    request(() => api.POST('/applications/{id}/submit', { params: { path: { id } }, body: { row_version: rowVersion } })),
  meta: changesApplications,
});

export const deleteApplication = mutationOptions({
  mutationFn: (id: string) => request(() => api.DELETE('/applications/{id}', { params: { path: { id } } })),
  meta: changesApplications,
});

/** The consultant hands an application of their customer to one of their employees; null: to nobody. */
export const assignApplicationEmployee = mutationOptions({
  mutationFn: ({ id, employeeId }: { id: string; employeeId: number | null }) =>
    request(() => api.PUT('/applications/{id}/employee', { params: { path: { id } }, body: { employee_id: employeeId } })),
  // The employees' page lists what is assigned to each.
  meta: { invalidates: [applicationKeys.all, ['employees']] },
});

/** The message id of a failure, for an alert or a toast: an unreachable server is "offline". */
export const failureMessageId = (error: unknown): string =>
  error instanceof ApiError && error.status === 'network'
    ? 'applications.offline'
    : messageOf(error).messageId;
