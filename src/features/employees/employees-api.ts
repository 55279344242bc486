import type { components } from '../../api/schema.gen';

export type Employee = components['schemas']['Employee'];
export interface NewEmployee {
  fullName: string;
  username: string;
  email: string;
  password: string;
}
export type EmployeeEdit = Omit<NewEmployee, 'password'>;
