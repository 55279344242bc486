import { api } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type Employee = components['schemas']['Employee'];
export interface NewEmployee {
  fullName: string;
  username: string;
  email: string;
  password: string;
}
export type EmployeeEdit = Omit<NewEmployee, 'password'>;

const safe = <T>(call: Promise<T>) => call.catch((error: unknown) => ({ data: undefined, error }) as T);

export const listEmployees = () => safe(api.GET('/employees', {}));
export const createEmployee = (body: NewEmployee) => safe(api.POST('/employees', { body }));
export const updateEmployee = (id: number, body: EmployeeEdit) => safe(api.PUT('/employees/{id}', { params: { path: { id } }, body }));
export const deleteEmployees = (ids: number[]) => safe(api.POST('/employees/delete', { body: { ids } }));
