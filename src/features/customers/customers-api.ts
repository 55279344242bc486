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
