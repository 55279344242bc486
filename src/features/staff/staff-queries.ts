import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { components } from '../../api/schema.gen';

export type CustomerRequest = components['schemas']['CustomerRequest'];

export const staffKeys = {
  customerRequests: ['staff', 'customer-requests'] as const,
  consultants: ['staff', 'consultants'] as const,
};

export const customerRequestsQuery = () =>
  pagedQuery(staffKeys.customerRequests, (cursor) => request(() => api.GET('/staff/customer-requests', { params: { query: { cursor } } })));

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

export const listConsultants = (cursor?: string) => request(() => api.GET('/staff/consultants', { params: { query: { cursor } } }));

export const consultantRegistrationsQuery = () => pagedQuery(staffKeys.consultants, listConsultants);

export const decideConsultant = mutationOptions({
  mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'decline' }) =>
    request(() => api.POST('/staff/consultants/{id}/decision', { params: { path: { id } }, body: { decision } })),
  meta: { invalidates: [staffKeys.consultants] },
});
