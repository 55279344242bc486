import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/query';
import { assignCustomerEmployee } from '../customers/customers-queries';
import { assignApplicationEmployee } from '../applications/applications-queries';
import { notifyError, notifySuccess } from '../notify/toaster';

/** Who gets what: a customer or an application, named as the list shows it, and the employee (null: nobody). */
export interface Assignment {
  kind: 'customers' | 'applications';
  id: number | string;
  what: string;
  employee: { id: number; name: string } | null;
}

/**
 * Hands a customer or an application to an employee, or takes it back, from the employees'
 * list: the same calls as the customers' list and the application's page, told in a toast.
 */
export function useAssign() {
  const intl = useIntl();
  const customer = useMutation(assignCustomerEmployee);
  const application = useMutation(assignApplicationEmployee);
  const assign = (a: Assignment) => {
    const employeeId = a.employee?.id ?? null;
    const handlers = {
      onSuccess: () =>
        notifySuccess(intl.formatMessage({ id: a.employee ? 'employees.assign.done' : 'employees.assign.removed' }, { what: a.what, name: a.employee?.name ?? '' })),
      onError: (error: Error) =>
        notifyError(intl.formatMessage({ id: error instanceof ApiError && error.status === 'network' ? 'applications.offline' : 'employees.assign.error' }, { what: a.what })),
    };
    if (a.kind === 'customers') customer.mutate({ id: Number(a.id), employeeId }, handlers);
    else application.mutate({ id: String(a.id), employeeId }, handlers);
  };
  return { assign, busy: customer.isPending || application.isPending };
}
