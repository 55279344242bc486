import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { employeeKeys } from './employees-queries';

/*
 * What a consultant may hand to an employee from the employees' list: their approved customers
 * and their customers' applications, the first 100 of each (the customers' list and each
 * application's page assign any of them). Under the employees' key, which both assignments
 * invalidate (customers-queries.ts, applications-queries.ts): an assignment reads them again.
 */

export const assignableCustomersQuery = () =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'assignable', 'customers'],
    queryFn: () => request(() => api.GET('/customers', { params: { query: { status: 'approved', limit: 100 } } })),
  });

export const assignableApplicationsQuery = () =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'assignable', 'applications'],
    queryFn: () => request(() => api.GET('/applications', { params: { query: { limit: 100 } } })),
  });
