import { Text } from '@chakra-ui/react';
import { EmployeeChoice } from '../employees/employee-choice';
import { useIntl } from 'react-intl';
import type { Employee } from '../employees/employees-api';
import type { ApplicationSummary } from './applications-api';

export interface AssigneeSelectProps {
  application: Pick<ApplicationSummary, 'type' | 'year' | 'customer' | 'assigned_employee'>;
  employees: Employee[];
  /** Without it the assignee is only shown (the person may not change it). */
  onAssign?: (employeeId: number | null) => void;
  busy?: boolean;
}

/** Who works on an application: a choice of the consultant's employees or nobody, as on /customers. */
export function AssigneeSelect({ application: app, employees, onAssign, busy }: AssigneeSelectProps) {
  const intl = useIntl();
  const current = app.assigned_employee;
  if (!onAssign) return <Text color={current ? undefined : 'gray.600'}>{current?.name ?? '—'}</Text>;
  // The current assignee stays a choice even before the employees' list has arrived.
  const choices = current && !employees.some((e) => e.id === current.id) ? [{ id: current.id, full_name: current.name }, ...employees] : employees;
  const application = [intl.formatMessage({ id: `applications.type.${app.type}` }), app.year].filter(Boolean).join(' ');
  return (
    <EmployeeChoice
      label={intl.formatMessage({ id: 'applications.assign.label' }, { customer: app.customer.name, application })}
      noneLabel={intl.formatMessage({ id: 'applications.assign.nobody' })}
      employees={choices}
      value={current?.id ?? null}
      onChange={onAssign}
      busy={busy}
    />
  );
}
