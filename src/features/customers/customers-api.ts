import { api } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type CustomerSummary = components['schemas']['CustomerSummary'];
export type Customer = components['schemas']['Customer'];
export type CustomerData = components['schemas']['CustomerData'];
export type CustomerStatus = components['schemas']['CustomerStatus'];
export type CustomerType = components['schemas']['CustomerType'];

export interface CustomerFilter {
  q?: string;
  status?: CustomerStatus;
  type?: CustomerType;
}

// Each call resolves to { data } or { error } (the API's error body); a network failure is an error too.
const safe = <T>(call: Promise<T>) => call.catch((error: unknown) => ({ data: undefined, error }) as T);

export const listCustomers = (query: CustomerFilter) => safe(api.GET('/customers', { params: { query } }));
export const getCustomer = (id: number) => safe(api.GET('/customers/{id}', { params: { path: { id } } }));
export const createCustomer = (body: CustomerData) => safe(api.POST('/customers', { body }));
export const updateCustomer = (id: number, body: CustomerData) => safe(api.PUT('/customers/{id}', { params: { path: { id } }, body }));
export const linkCustomer = (body: { country: number; identification: string }) => safe(api.POST('/customers/link', { body }));
export const deleteCustomers = (ids: number[]) => safe(api.POST('/customers/delete', { body: { ids } }));
export const decideCustomerRequest = (id: number, decision: 'approved' | 'declined') =>
  safe(api.POST('/customers/{id}/decision', { params: { path: { id } }, body: { decision } }));
export const assignCustomerEmployee = (id: number, employeeId: number | null) =>
  safe(api.PUT('/customers/{id}/employee', { params: { path: { id } }, body: { employee_id: employeeId } }));
