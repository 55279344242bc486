import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';

export const revisionKeys = {
  one: (hash: string) => ['questionnaire-revisions', hash] as const,
  changes: (hash: string) => ['questionnaire-revisions', hash, 'changes'] as const,
};

/** A questionnaire revision (docs/revisions.md): named by its content's hash, so it never changes once read. */
export const revisionQuery = (hash: string) =>
  queryOptions({
    queryKey: revisionKeys.one(hash),
    queryFn: () => request(() => api.GET('/questionnaire-revisions/{hash}', { params: { path: { hash } } })),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** What changed between a revision and today's (staff). */
export const revisionChangesQuery = (hash: string) =>
  queryOptions({
    queryKey: revisionKeys.changes(hash),
    queryFn: () => request(() => api.GET('/questionnaire-revisions/{hash}/changes', { params: { path: { hash } } })),
  });

/** The notice of a draft's move to today's questionnaire, and its answers no longer asked, read. */
export const dismissRevisionNotice = mutationOptions({
  mutationFn: (id: string) => request(() => api.DELETE('/applications/{id}/revision-notice', { params: { path: { id } } })),
  // the application read afresh when next shown (the open wizard keeps its own copy)
  meta: { invalidates: [['applications', 'one']] },
});
