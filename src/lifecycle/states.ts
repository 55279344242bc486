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

/**
 * Where a submitted application stands, finer than its status: who it waits on and which
 * step is in process. A draft has no lifecycle state (its status says it all).
 */
export const STATES = [
  'review',
  'offer_preparation',
  'offer_sent',
  'offer_declined',
  'contract_preparation',
  'contract_sent',
  'inspection_planning',
  'inspection_planned',
  'inspection_documents_submitted',
  'nc_open',
  'nc_review',
  'decision_pending',
  'certified',
  'partially_certified',
  'rejected',
] as const;
export type LifecycleState = (typeof STATES)[number];

/** Who an application waits on in a state. */
export type Party = 'staff' | 'customer';

interface StateInfo {
  status: Status;
  /** The step in process; final states have none. */
  step: Step | null;
  waitingOn: Party | null;
}

export const STATE_INFO: Readonly<Record<LifecycleState, StateInfo>> = {
  review: { status: 'submitted', step: 'review', waitingOn: 'staff' },
  offer_preparation: { status: 'submitted', step: 'offer', waitingOn: 'staff' },
  offer_sent: { status: 'submitted', step: 'offer', waitingOn: 'customer' },
  offer_declined: { status: 'submitted', step: 'offer', waitingOn: 'staff' },
  contract_preparation: { status: 'finalized', step: 'contract', waitingOn: 'staff' },
  contract_sent: { status: 'finalized', step: 'contract', waitingOn: 'customer' },
  inspection_planning: { status: 'finalized', step: 'inspection', waitingOn: 'staff' },
  inspection_planned: { status: 'in_inspection', step: 'inspection', waitingOn: 'customer' },
  inspection_documents_submitted: { status: 'in_inspection', step: 'inspection', waitingOn: 'staff' },
  nc_open: { status: 'in_inspection', step: 'results', waitingOn: 'customer' },
  nc_review: { status: 'in_inspection', step: 'results', waitingOn: 'staff' },
  decision_pending: { status: 'in_veto_checking', step: 'decision', waitingOn: 'staff' },
  certified: { status: 'certified', step: null, waitingOn: null },
  partially_certified: { status: 'partially_certified', step: null, waitingOn: null },
  rejected: { status: 'rejected', step: null, waitingOn: null },
};

export const isFinal = (state: LifecycleState): boolean => STATE_INFO[state].step === null;

/** Each step's state in a lifecycle state: those before the step in process are confirmed. */
export function stepStates(state: LifecycleState): Record<Step, StepState> {
  const current = STATE_INFO[state].step;
  const index = current === null ? STEPS.length : STEPS.indexOf(current);
  return Object.fromEntries(
    STEPS.map((step, i) => [step, i < index ? 'confirmed' : i === index ? 'in_process' : 'pending']),
  ) as Record<Step, StepState>;
}
