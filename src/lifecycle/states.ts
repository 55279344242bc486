/** The certification steps after submission (spec §4), in order. */
export const STEPS = ['review', 'offer', 'contract', 'inspection', 'results', 'decision'] as const;
export type Step = (typeof STEPS)[number];
export type StepState = 'pending' | 'in_process' | 'confirmed';

/** The statuses an application carries (the column `applications.status`). */
export const STATUSES = [
  'draft',
  'submitted',
  'finalized',
  'in_inspection',
  'in_veto_checking',
  'certified',
  'partially_certified',
  'rejected',
] as const;
export type Status = (typeof STATUSES)[number];

/** Who an application waits on in a state. */
export type Party = 'staff' | 'customer';

interface StateInfo {
  status: Status;
  /** The step in process; final states have none. */
  step: Step | null;
  waitingOn: Party | null;
}

const at = (status: Status, step: Step | null = null, waitingOn: Party | null = null): StateInfo => ({ status, step, waitingOn });

/**
 * Where a submitted application stands, finer than its status: who it waits on and which
 * step is in process. A draft has no lifecycle state (its status says it all). Each state is
 * named once, here, in the lifecycle's order: `STATES` and `LifecycleState` are its keys.
 */
export const STATE_INFO = {
  review: at('submitted', 'review', 'staff'),
  offer_preparation: at('submitted', 'offer', 'staff'),
  offer_sent: at('submitted', 'offer', 'customer'),
  offer_declined: at('submitted', 'offer', 'staff'),
  contract_preparation: at('finalized', 'contract', 'staff'),
  contract_sent: at('finalized', 'contract', 'customer'),
  inspection_planning: at('finalized', 'inspection', 'staff'),
  inspection_planned: at('in_inspection', 'inspection', 'customer'),
  inspection_documents_submitted: at('in_inspection', 'inspection', 'staff'),
  nc_open: at('in_inspection', 'results', 'customer'),
  nc_review: at('in_inspection', 'results', 'staff'),
  decision_pending: at('in_veto_checking', 'decision', 'staff'),
  // final: no step in process, waiting on nobody
  certified: at('certified'),
  partially_certified: at('partially_certified'),
  rejected: at('rejected'),
} as const satisfies Record<string, StateInfo>;
export type LifecycleState = keyof typeof STATE_INFO;
export const STATES = Object.keys(STATE_INFO) as readonly LifecycleState[];

export const isFinal = (state: LifecycleState): boolean => STATE_INFO[state].step === null;

/** Each step's state in a lifecycle state: those before the step in process are confirmed. */
export function stepStates(state: LifecycleState): Record<Step, StepState> {
  const current = STATE_INFO[state].step;
  const index = current === null ? STEPS.length : STEPS.indexOf(current);
  return Object.fromEntries(
    STEPS.map((step, i) => [step, i < index ? 'confirmed' : i === index ? 'in_process' : 'pending']),
  ) as Record<Step, StepState>;
}
