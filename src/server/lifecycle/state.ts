import { STATES, STATE_INFO, type LifecycleState, type Party } from '../../lifecycle/index.ts';
import type { Viewer } from '../applications/access';
import type { ApplicationStatus } from '../core/db/types';

// A status set without the lifecycle (older rows, the plain status change) stands for the
// first state of that status.
export const FIRST_OF_STATUS: Partial<Record<ApplicationStatus, LifecycleState>> = {
  submitted: 'review',
  finalized: 'contract_preparation',
  in_inspection: 'inspection_planning',
  in_veto_checking: 'decision_pending',
  certified: 'certified',
  partially_certified: 'partially_certified',
  rejected: 'rejected',
};

const isState = (value: string | null): value is LifecycleState => value !== null && (STATES as readonly string[]).includes(value);

/** Where an application stands in the lifecycle; null for a draft. */
export function stateOf(app: { status: ApplicationStatus; lifecycle_state: string | null }): LifecycleState | null {
  if (app.status === 'draft') return null;
  const stored = app.lifecycle_state;
  if (isState(stored) && STATE_INFO[stored].status === app.status) return stored;
  return FIRST_OF_STATUS[app.status] ?? null;
}

/** Staff act for the certification body; everyone else who sees an application acts for the customer. */
export const partyOf = (viewer: Viewer): Party => (viewer.role === 'staff' ? 'staff' : 'customer');

export const familyPath = (family: string) => (family === 'bio' ? 'bio' : 'global');
