import type { components } from '../../api/schema.gen';
import type { UserRow } from '../core/db/types';
import { displayNameOf } from '../accounts/display-name';

/** The customer form's data (schemas/forms/customer.schema.json, spec §3), as the contract declares it. */
export type CustomerData = components['schemas']['CustomerData'];

/**
 * The customer form's data of an account. Customers a consultant created keep the form in
 * `profile.customer`; accounts that registered themselves are described from their profile.
 */
export function customerDataOf(user: UserRow): CustomerData {
  const profile = user.profile as Record<string, unknown>;
  const stored = (profile.customer ?? {}) as Partial<CustomerData>;
  return {
    ...stored,
    country: stored.country ?? user.country_id,
    type: stored.type ?? user.customer_type,
    fullName: stored.fullName ?? displayNameOf(user),
    identification: stored.identification ?? user.identification ?? '',
    email: stored.email ?? user.email,
  };
}

/** The profile an account gets from the customer form: the form itself, and the name the rest of the portal shows. */
export function profileWithCustomer(profile: Record<string, unknown>, data: CustomerData): Record<string, unknown> {
  const details = (profile.user_details ?? {}) as Record<string, unknown>;
  return {
    ...profile,
    customer: data,
    user_details: {
      ...details,
      first_name: data.fullName,
      last_name: '',
      email: data.email,
      phone: details.phone ?? data.landline,
      // the company is named by it everywhere (the queue, certificates, the register, searches),
      // as a company that registered itself is; a person's form leaves none
      company_name: data.type === 'legal_entity' && data.companyName?.trim() ? data.companyName.trim() : undefined,
      company_title: data.type === 'legal_entity' && data.companyTitle?.trim() ? data.companyTitle.trim() : undefined,
    },
  };
}
