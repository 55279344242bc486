/** Who reads a lifecycle state: the customer's side, or the certification body's staff. */
export type Reader = 'customer' | 'staff';

// States that wait on the customer are worded to them ("awaiting your answer"); staff read
// the same state from their side.
const STAFF_WORDING = new Set(['offer_sent', 'contract_sent', 'nc_open']);

/** The message id of a lifecycle state as this reader should read it. */
export const stateLabelId = (state: string, reader: Reader) =>
  reader === 'staff' && STAFF_WORDING.has(state) ? `lifecycle.stateForStaff.${state}` : `lifecycle.state.${state}`;

// States whose wording already says who acts next ("awaiting your answer", "awaiting the
// customer's signature"): the panel does not add "· Awaited from you" after them.
const NAMES_WHO_ACTS = new Set(['offer_sent', 'contract_sent', 'nc_open']);

/** Whether the state's label already says whose move it is, for this reader. */
export const stateSaysWhoActs = (state: string) => NAMES_WHO_ACTS.has(state);
