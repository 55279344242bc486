import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components } from '../../api/schema.gen';

export type CustomerRequest = components['schemas']['CustomerRequest'];

export const staffKeys = {
  customerRequests: ['staff', 'customer-requests'] as const,
  consultants: ['staff', 'consultants'] as const,
};

export const customerRequestsQuery = () =>
  queryOptions({ queryKey: staffKeys.customerRequests, queryFn: () => request(() => api.GET('/staff/customer-requests', {})) });

/** Staff answer a consultant's request, naming the consultant who made it. */
export const decideCustomerRequest = mutationOptions({
  mutationFn: ({ request: r, decision }: { request: CustomerRequest; decision: 'approved' | 'declined' }) =>
    request(() =>
      api.POST('/customers/{id}/decision', {
        params: { path: { id: r.customer_id } },
        body: { decision, consultant_id: r.consultant.id },
      }),
    ),
});

export const listConsultants = () => request(() => api.GET('/staff/consultants', {}));

export const consultantRegistrationsQuery = () => queryOptions({ queryKey: staffKeys.consultants, queryFn: listConsultants });

export const decideConsultant = mutationOptions({
  mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'decline' }) =>
    request(() => api.POST('/staff/consultants/{id}/decision', { params: { path: { id } }, body: { decision } })),
  meta: { invalidates: [staffKeys.consultants] },
});
