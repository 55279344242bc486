import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import { employeeKeys } from '../employees/employees-queries';
import type { CustomerData, CustomerFilter } from './customers-api';

export const customerKeys = {
  all: ['customers'] as const,
  list: (filter: CustomerFilter) => ['customers', 'list', filter] as const,
  one: (id: number) => ['customers', 'one', id] as const,
};

// A customer's name and assignment show on the employees' page too.
const changesCustomers = { invalidates: [customerKeys.all, employeeKeys.all] };

/** The consultant's customers and requests with the filter, page by page (newest first). */
export const customersQuery = (filter: CustomerFilter) =>
  pagedQuery(customerKeys.list(filter), (cursor) => request(() => api.GET('/customers', { params: { query: { ...filter, cursor } } })));

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.one(id),
    queryFn: () => request(() => api.GET('/customers/{id}', { params: { path: { id } } })),
  });

export const createCustomer = mutationOptions({
  mutationFn: (body: CustomerData) => request(() => api.POST('/customers', { body })),
  meta: changesCustomers,
});

export const updateCustomer = (id: number) =>
  mutationOptions({
    mutationFn: (body: CustomerData) => request(() => api.PUT('/customers/{id}', { params: { path: { id } }, body })),
    meta: changesCustomers,
  });

export const linkCustomer = mutationOptions({
  mutationFn: (body: { country: number; identification: string }) => request(() => api.POST('/customers/link', { body })),
  meta: changesCustomers,
});

export const deleteCustomers = mutationOptions({
  mutationFn: (ids: number[]) => request(() => api.POST('/customers/delete', { body: { ids } })),
  meta: changesCustomers,
});

export const decideCustomer = mutationOptions({
  mutationFn: ({ id, decision }: { id: number; decision: 'approved' | 'declined' }) =>
    request(() => api.POST('/customers/{id}/decision', { params: { path: { id } }, body: { decision } })),
  meta: changesCustomers,
});

export const assignCustomerEmployee = mutationOptions({
  mutationFn: ({ id, employeeId }: { id: number; employeeId: number | null }) =>
    request(() => api.PUT('/customers/{id}/employee', { params: { path: { id } }, body: { employee_id: employeeId } })),
  meta: changesCustomers,
});
