import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQuery } from '../../api/paging';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components, paths } from '../../api/schema.gen';

export type LifecycleView = components['schemas']['LifecycleView'];
export type LifecycleDocument = components['schemas']['LifecycleDocument'];
export type QueueItem = components['schemas']['QueueItem'];
export type QueueFilters = NonNullable<paths['/staff/applications']['get']['parameters']['query']>;

export const lifecycleKey = (id: string) => ['lifecycle', id] as const;

/** Where one application stands, for whoever reads it. */
export const useLifecycle = (id: string) =>
  useQuery({
    queryKey: lifecycleKey(id),
    queryFn: () => request(() => api.GET('/applications/{id}/lifecycle', { params: { path: { id } } })),
  });

/** The staff work queue with its filters, page by page (the longest waiting first). */
export const useStaffQueue = (filters: QueueFilters) =>
  useInfiniteQuery({
    ...pagedQuery(['staff-queue', filters], (cursor) => request(() => api.GET('/staff/applications', { params: { query: { ...filters, cursor } } }))),
    placeholderData: keepPreviousData,
  });

/** How many wait in each step with the queue's other filters, and the open certificate requests and sanctions. */
export const useStaffQueueCounts = ({ step: _step, limit: _limit, sort: _sort, cursor: _cursor, ...filters }: QueueFilters) =>
  useQuery({
    queryKey: ['staff-queue-counts', filters],
    queryFn: () => request(() => api.GET('/staff/queue-counts', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });

/** The lifecycle operations' paths, all answering with the LifecycleView. */
export type ActionPath =
  | '/staff/applications/{id}/review'
  | '/staff/applications/{id}/offer'
  | '/applications/{id}/offer/reply'
  | '/staff/applications/{id}/contract'
  | '/applications/{id}/contract/signature'
  | '/staff/applications/{id}/inspection'
  | '/applications/{id}/inspection/documents'
  | '/staff/applications/{id}/results'
  | '/applications/{id}/non-conformities/{ncId}/response'
  | '/staff/applications/{id}/non-conformities/{ncId}/review'
  | '/staff/applications/{id}/decision'
  | '/staff/applications/{id}/certificate/status'
  | '/staff/applications/{id}/sanctions'
  | '/applications/{id}/sanctions/{sanctionId}/answer'
  | '/staff/applications/{id}/sanctions/{sanctionId}/review';

/** A lifecycle operation's request body, as the contract declares it. */
type ActionBody<P extends ActionPath> = NonNullable<paths[P]['post']['requestBody']>['content']['application/json'];
interface Ids {
  id: string;
  ncId?: string;
  sanctionId?: string;
}
type Answer = { data?: LifecycleView; error?: unknown; response: Response };

const onApplication = (ids: Ids) => ({ path: { id: ids.id } });
const onFinding = (ids: Ids) => ({ path: { id: ids.id, ncId: ids.ncId ?? '' } });
const onSanction = (ids: Ids) => ({ path: { id: ids.id, sanctionId: ids.sanctionId ?? '' } });

/** Each lifecycle operation's own typed call. */
const calls: { [P in ActionPath]: (ids: Ids, body: ActionBody<P>) => Promise<Answer> } = {
  '/staff/applications/{id}/review': (ids, body) => api.POST('/staff/applications/{id}/review', { params: onApplication(ids), body }),
  '/staff/applications/{id}/offer': (ids, body) => api.POST('/staff/applications/{id}/offer', { params: onApplication(ids), body }),
  '/applications/{id}/offer/reply': (ids, body) => api.POST('/applications/{id}/offer/reply', { params: onApplication(ids), body }),
  '/staff/applications/{id}/contract': (ids, body) => api.POST('/staff/applications/{id}/contract', { params: onApplication(ids), body }),
  '/applications/{id}/contract/signature': (ids, body) => api.POST('/applications/{id}/contract/signature', { params: onApplication(ids), body }),
  '/staff/applications/{id}/inspection': (ids, body) => api.POST('/staff/applications/{id}/inspection', { params: onApplication(ids), body }),
  '/applications/{id}/inspection/documents': (ids, body) => api.POST('/applications/{id}/inspection/documents', { params: onApplication(ids), body }),
  '/staff/applications/{id}/results': (ids, body) => api.POST('/staff/applications/{id}/results', { params: onApplication(ids), body }),
  '/applications/{id}/non-conformities/{ncId}/response': (ids, body) =>
    api.POST('/applications/{id}/non-conformities/{ncId}/response', { params: onFinding(ids), body }),
  '/staff/applications/{id}/non-conformities/{ncId}/review': (ids, body) =>
    api.POST('/staff/applications/{id}/non-conformities/{ncId}/review', { params: onFinding(ids), body }),
  '/staff/applications/{id}/decision': (ids, body) => api.POST('/staff/applications/{id}/decision', { params: onApplication(ids), body }),
  '/staff/applications/{id}/certificate/status': (ids, body) => api.POST('/staff/applications/{id}/certificate/status', { params: onApplication(ids), body }),
  '/staff/applications/{id}/sanctions': (ids, body) => api.POST('/staff/applications/{id}/sanctions', { params: onApplication(ids), body }),
  '/applications/{id}/sanctions/{sanctionId}/answer': (ids, body) =>
    api.POST('/applications/{id}/sanctions/{sanctionId}/answer', { params: onSanction(ids), body }),
  '/staff/applications/{id}/sanctions/{sanctionId}/review': (ids, body) =>
    api.POST('/staff/applications/{id}/sanctions/{sanctionId}/review', { params: onSanction(ids), body }),
};

const send = <P extends ActionPath>(path: P, ids: Ids, body: ActionBody<P>) => calls[path](ids, body);

interface ActionCall {
  path: ActionPath;
  ncId?: string;
  sanctionId?: string;
  /** The action form's answers: the operation's body (its form is the body's schema, which the server checks). */
  body: Record<string, unknown>;
}

/**
 * One lifecycle action, sent with the row version read last; afterwards the lifecycle, the
 * application and the lists are read again.
 */
export function useLifecycleAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, ncId, sanctionId, body }: ActionCall) =>
      request(() => send(path, { id, ncId, sanctionId }, body as ActionBody<typeof path>)),
    onSuccess: (view) => {
      client.setQueryData(lifecycleKey(id), view);
      void client.invalidateQueries({ queryKey: ['staff-queue'] });
      void client.invalidateQueries({ queryKey: ['staff-queue-counts'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
      // the step decides the application's status, which lists and its page show
      void client.invalidateQueries({ queryKey: ['applications'] });
      void client.invalidateQueries({ queryKey: ['inspection-history'] });
    },
  });
}
