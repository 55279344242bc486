import { useCallback } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/query';
import type { Session } from '../../api/session';
import type { Employee } from '../employees/employees-api';
import { employeesQuery } from '../employees/employees-queries';
import { notifyError, notifySuccess } from '../notify/toaster';
import type { ApplicationSummary } from './applications-api';
import { assignApplicationEmployee } from './applications-queries';

type Assignable = Pick<ApplicationSummary, 'id' | 'status' | 'customer' | 'assigned_employee'>;

/**
 * Whether this person may hand the application to an employee: a consultant (not an
 * employee), for a customer's application (not their own) that is a draft or submitted.
 */
export const mayAssign = (session: Session | null, app: Assignable) =>
  !!session && session.role === 'consultant' && !session.isEmployee && app.customer.id !== session.id && (app.status === 'draft' || app.status === 'submitted');

/** The consultant's employees to choose from (none for anybody else: they assign nothing). */
export function useEmployeeChoices(enabled: boolean): Employee[] {
  // Only the choices: without them the list still shows who is assigned.
  return useQuery({ ...employeesQuery(), enabled }).data?.items ?? [];
}

/**
 * Assigns (or un-assigns) an application and says how it went in a toast; the applications
 * read from the cache are read again, and `onDone` runs for what is not in it (a route's data).
 */
export function useAssignApplication(employees: Employee[], onDone?: () => void) {
  const intl = useIntl();
  const { mutate, isPending, variables } = useMutation({ ...assignApplicationEmployee, onSettled: onDone });
  const assign = useCallback(
    (app: Assignable, employeeId: number | null) =>
      mutate(
        { id: app.id, employeeId },
        {
          onSuccess: () => {
            const name = employees.find((e) => e.id === employeeId)?.full_name ?? '';
            notifySuccess(intl.formatMessage({ id: employeeId === null ? 'applications.assign.removed' : 'applications.assign.done' }, { name }));
          },
          onError: (error) => {
            const id = error instanceof ApiError && error.status === 'network' ? 'applications.offline' : 'applications.assign.error';
            notifyError(intl.formatMessage({ id }));
          },
        },
      ),
    [employees, intl, mutate],
  );
  return { assign, busyId: isPending ? (variables?.id ?? null) : null };
}
