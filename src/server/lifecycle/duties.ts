import type { Action, Party } from '../../lifecycle/index.ts';
import type { StaffDuty } from '../core/db/types';

/**
 * Which duty each staff action needs (docs/staff-accounts.md): the contract's scopes say the same
 * per operation (`reviewer`, `inspector` in src/server/openapi.yaml) and refuse the call; this
 * only keeps a staff member from being offered a form they may not send.
 */
const DUTY_OF: Partial<Record<Action, StaffDuty>> = {
  complete_review: 'reviewer',
  request_completion: 'reviewer',
  reject: 'reviewer',
  send_offer: 'reviewer',
  send_contract: 'reviewer',
  plan_inspection: 'reviewer',
  decide: 'reviewer',
  change_certificate: 'reviewer',
  impose_sanction: 'reviewer',
  lift_sanction: 'reviewer',
  return_sanction: 'reviewer',
  escalate_sanction: 'reviewer',
  record_results: 'inspector',
  review_nc: 'inspector',
};

/** Whether the reader may take this action by their duties (the customer side has none to check). */
export const mayTake = (action: Action, party: Party, duties: readonly StaffDuty[] | undefined): boolean => {
  if (party !== 'staff' || duties === undefined) return true;
  const duty = DUTY_OF[action];
  return duty === undefined || duties.includes(duty);
};
