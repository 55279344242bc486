import type { ApplicationStatus } from '../core/db/types';
import { ApiError } from '../core/errors';

/** Where an application may go from each status (spec §4). Certified and rejected are final. */
export const allowedTransitions: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['submitted'],
  submitted: ['finalized', 'rejected'],
  finalized: ['in_inspection'],
  in_inspection: ['in_veto_checking'],
  in_veto_checking: ['certified', 'partially_certified', 'rejected'],
  certified: [],
  partially_certified: [],
  rejected: [],
};

/** Statuses in which an application blocks another one for the same standard or activities. */
export const activeStatuses: readonly ApplicationStatus[] = [
  'submitted',
  'finalized',
  'in_inspection',
  'in_veto_checking',
  'certified',
  'partially_certified',
];

export const canTransition = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  allowedTransitions[from].includes(to);

export const invalidTransition = (from: string, to: string) =>
  new ApiError(409, 'errors.invalidTransition', `An application cannot go from ${from} to ${to}`);

/** @throws {ApiError} 409 `errors.invalidTransition` when the map does not allow the move. */
export function assertTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (!canTransition(from, to)) throw invalidTransition(from, to);
}
