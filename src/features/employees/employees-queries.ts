import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { EmployeeEdit, NewEmployee } from './employees-api';

export const employeeKeys = { all: ['employees'] as const };

// Customers and applications show who is assigned to them (their features' key prefixes,
// named here because those features import this file, not the other way round).
const changesEmployees = { invalidates: [employeeKeys.all, ['customers'], ['applications']] };

/** The first 100 of the consultant's employees: the choices of the assignment menus. */
export const employeesQuery = () =>
  queryOptions({ queryKey: [...employeeKeys.all, 'choices'], queryFn: () => request(() => api.GET('/employees', { params: { query: { limit: 100 } } })) });

/** The consultant's employees (an employee: their own entry) with what is assigned to them, page by page. */
export const employeePagesQuery = () =>
  pagedQuery([...employeeKeys.all, 'pages'], (cursor) => request(() => api.GET('/employees', { params: { query: { cursor } } })));

export const createEmployee = mutationOptions({
  mutationFn: (body: NewEmployee) => request(() => api.POST('/employees', { body })),
  meta: changesEmployees,
});

export const updateEmployee = mutationOptions({
  mutationFn: ({ id, body }: { id: number; body: EmployeeEdit }) => request(() => api.PUT('/employees/{id}', { params: { path: { id } }, body })),
  meta: changesEmployees,
});

export const deleteEmployees = mutationOptions({
  mutationFn: (ids: number[]) => request(() => api.POST('/employees/delete', { body: { ids } })),
  meta: changesEmployees,
});
