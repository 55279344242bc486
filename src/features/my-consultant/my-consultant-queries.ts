import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components } from '../../api/schema.gen';

export type MyConsultant = components['schemas']['MyConsultant'];

export const myConsultantKeys = { all: ['consultant-requests'] as const };

export const myConsultantsQuery = () =>
  queryOptions({ queryKey: myConsultantKeys.all, queryFn: () => request(() => api.GET('/consultant-requests', {})) });

/** `identification`: the consultant's partner code (CP-…) or tax number. */
export const requestConsultant = mutationOptions({
  mutationFn: (identification: string) => request(() => api.POST('/consultant-requests', { body: { identification } })),
  meta: { invalidates: [myConsultantKeys.all] },
});
