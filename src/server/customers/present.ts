import type { CustomerLinkRow } from './store';
import type { UserRow } from '../core/db/types';
import { customerDataOf } from './customer-data';

/** A customer on a consultant's list, as the contract's CustomerSummary. */
export function customerSummaryOf(row: CustomerLinkRow) {
  // nothing of the person (name, address) before they agreed to the consultant's request:
  // the consultant knows only the tax number they typed
  const undisclosed = row.status !== 'approved' && row.requested_by === 'consultant';
  return {
    id: row.id,
    full_name: undisclosed ? '' : row.full_name,
    type: row.type,
    status: row.status as 'new_request' | 'approved' | 'declined',
    requested_by: row.requested_by,
    identification: row.identification,
    email: undisclosed ? '' : row.email,
    country_id: row.country_id,
    assigned_employee:
      row.assigned_employee_id === null ? null : { id: row.assigned_employee_id, name: row.employee_name ?? '' },
    created_at: new Date(row.created_at).toISOString(),
    // the list says whose profile still lacks answers (an application waits for it); nothing of it
    // before the person agreed
    profile_status: undisclosed ? null : row.profile_status,
  };
}

export const customerOf = (row: CustomerLinkRow, account: UserRow) => ({
  ...customerSummaryOf(row),
  data: customerDataOf(account),
});
