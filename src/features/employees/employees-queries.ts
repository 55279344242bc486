import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { Employee, EmployeeEdit, NewEmployee } from './employees-api';

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

/**
 * What is assigned to one employee, page by page, starting from the first page the employee
 * came with (no read until "Load more"). Under the employees' key: a change to assignments
 * reads them again.
 */
export function assignedPagesQuery(employee: Employee, kind: 'customers' | 'applications') {
  const path = { id: employee.id };
  const options = pagedQuery<AssignedPage, readonly unknown[]>([...employeeKeys.all, employee.id, kind], (cursor): Promise<AssignedPage> =>
    kind === 'customers'
      ? request(() => api.GET('/employees/{id}/customers', { params: { path, query: { cursor } } }))
      : request(() => api.GET('/employees/{id}/applications', { params: { path, query: { cursor } } })),
  );
  const first: AssignedPage = employee[kind];
  return { ...options, initialData: { pages: [first], pageParams: [undefined] }, staleTime: Infinity };
}

/** A page of what is assigned to an employee: customers or applications. */
export type AssignedPage = Employee['customers'] | Employee['applications'];

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
