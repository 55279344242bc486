import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Session } from '../../api/session';
import { listEmployees, type Employee } from '../employees/employees-api';
import { notifySuccess, toaster } from '../notify/toaster';
import { assignApplicationEmployee, type ApplicationSummary } from './applications-api';

type Assignable = Pick<ApplicationSummary, 'id' | 'status' | 'customer' | 'assigned_employee'>;

/**
 * Whether this person may hand the application to an employee: a consultant (not an
 * employee), for a customer's application (not their own) that is a draft or submitted.
 */
export const mayAssign = (session: Session | null, app: Assignable) =>
  !!session && session.role === 'consultant' && !session.isEmployee && app.customer.id !== session.id && (app.status === 'draft' || app.status === 'submitted');

/** The consultant's employees to choose from (none for anybody else: they assign nothing). */
export function useEmployeeChoices(enabled: boolean): Employee[] {
  const [employees, setEmployees] = useState<Employee[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // Only the choices: without them the list still shows who is assigned.
    void listEmployees().then(({ data }) => current && setEmployees(data?.data ?? []));
    return () => {
      current = false;
    };
  }, [enabled]);
  return employees;
}

/** Assigns (or un-assigns) an application, says how it went in a toast, then calls `onDone`. */
export function useAssignApplication(employees: Employee[], onDone: () => void) {
  const intl = useIntl();
  const [busyId, setBusyId] = useState<string | null>(null);
  const assign = useCallback(
    async (app: Assignable, employeeId: number | null) => {
      setBusyId(app.id);
      const result = await assignApplicationEmployee(app.id, employeeId);
      setBusyId(null);
      if (!result.ok) {
        const id = result.failure.kind === 'network' ? 'applications.offline' : 'applications.assign.error';
        toaster.create({ type: 'error', title: intl.formatMessage({ id }), closable: true });
      } else {
        const name = employees.find((e) => e.id === employeeId)?.full_name ?? '';
        notifySuccess(intl.formatMessage({ id: employeeId === null ? 'applications.assign.removed' : 'applications.assign.done' }, { name }));
      }
      onDone();
    },
    [employees, intl, onDone],
  );
  return { assign, busyId };
}
