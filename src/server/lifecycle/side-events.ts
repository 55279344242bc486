import type { Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { lifecycleRecords } from './records-store';

/**
 * What other areas add to an application's history without moving it: the consultant hands it
 * to an employee (or takes it back). The employee's name is kept as it was then, so the history
 * still reads right after the employee is renamed or removed.
 */
export const recordAssignment = (trx: Transaction<Database>, assignment: { applicationId: string; by: number; employeeName: string | null }) =>
  lifecycleRecords.sideEvent(trx, {
    applicationId: assignment.applicationId,
    actorId: assignment.by,
    action: assignment.employeeName === null ? 'unassign_employee' : 'assign_employee',
    details: assignment.employeeName === null ? {} : { person: assignment.employeeName },
  });
