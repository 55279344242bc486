import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The staff work queue with its filters. */
export const useStaffQueue = (filters: QueueFilters) =>
  useQuery({
    queryKey: ['staff-queue', filters],
    queryFn: () => request(() => api.GET('/staff/applications', { params: { query: filters } })),
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

interface ActionCall {
  path: ActionPath;
  ncId?: string;
  sanctionId?: string;
  body: Record<string, unknown>;
}

/**
 * One lifecycle action, sent with the row version read last; afterwards the lifecycle, the
 * application and the lists are read again.
 */
export function useLifecycleAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, ncId, sanctionId, body }: ActionCall) => {
      const post = api.POST as unknown as (
        path: string,
        init: { params: { path: Record<string, string> }; body: Record<string, unknown> },
      ) => Promise<{ data?: LifecycleView; error?: unknown; response: Response }>;
      return request(() => post(path, { params: { path: { id, ...(ncId ? { ncId } : {}), ...(sanctionId ? { sanctionId } : {}) } }, body }));
    },
    onSuccess: (view) => {
      client.setQueryData(lifecycleKey(id), view);
      void client.invalidateQueries({ queryKey: ['staff-queue'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
      // the step decides the application's status, which lists and its page show
      void client.invalidateQueries({ queryKey: ['applications'] });
      void client.invalidateQueries({ queryKey: ['inspection-history'] });
    },
  });
}
