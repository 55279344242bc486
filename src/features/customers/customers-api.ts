import type { components, operations } from '../../api/schema.gen';

export type CustomerSummary = components['schemas']['CustomerSummary'];
export type Customer = components['schemas']['Customer'];
export type CustomerData = components['schemas']['CustomerData'];
export type CustomerStatus = components['schemas']['CustomerStatus'];
export type CustomerType = components['schemas']['CustomerType'];

/** The list's filters, as the contract names them (the page's size and cursor are the query's own). */
export type CustomerFilter = Omit<NonNullable<operations['listCustomers']['parameters']['query']>, 'limit' | 'cursor'>;
