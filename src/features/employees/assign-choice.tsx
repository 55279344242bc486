import { useState } from 'react';
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { sessionAtom } from '../../api/session';
import { mayAssign } from '../applications/application-assignee';
import { operatorText } from '../applications/operator-name';
import type { Employee } from './employees-api';
import { assignableApplicationsQuery, assignableCustomersQuery } from './assignable-queries';
import type { Assignment } from './use-assign';

interface Option {
  value: string;
  label: string;
}

/** The customers or applications not yet this employee's that the consultant may hand them. */
function useOptions(employee: Employee, kind: 'customers' | 'applications'): Option[] {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const customers = useQuery({ ...assignableCustomersQuery(), enabled: kind === 'customers' });
  const applications = useQuery({ ...assignableApplicationsQuery(), enabled: kind === 'applications' });
  if (kind === 'customers') {
    return (customers.data?.items ?? [])
      .filter((c) => c.assigned_employee?.id !== employee.id)
      .map((c) => ({ value: String(c.id), label: c.full_name }));
  }
  return (applications.data?.items ?? [])
    .filter((a) => mayAssign(session, a) && a.assigned_employee?.id !== employee.id)
    .map((a) => ({
      value: a.id,
      label: intl.formatMessage({ id: 'employees.assign.applicationOption' }, { reference: a.reference, customer: operatorText(a.customer) }),
    }));
}

/**
 * Under an employee's customers or applications on the consultant's employees' list: a choice
 * of one more to hand them, and the button that does it (the choice alone changes nothing, so
 * moving through it with the keyboard assigns nobody by mistake).
 */
export function AssignChoice({ employee, kind, busy, onAssign }: { employee: Employee; kind: 'customers' | 'applications'; busy: boolean; onAssign: (a: Assignment) => void }) {
  const intl = useIntl();
  const options = useOptions(employee, kind);
  const [chosen, setChosen] = useState('');
  const option = options.find((o) => o.value === chosen);
  if (!options.length) return null;
  return (
    <HStack gap={2} wrap="wrap" data-testid={`assign-${kind}-${employee.id}`}>
      <NativeSelect.Root size="sm" minW="12rem" maxW="18rem" disabled={busy}>
        <NativeSelect.Field
          aria-label={intl.formatMessage({ id: `employees.assign.${kind}Label` }, { name: employee.full_name })}
          value={option ? chosen : ''}
          onChange={(e) => setChosen(e.currentTarget.value)}
        >
          <option value="">{intl.formatMessage({ id: `employees.assign.${kind}Choose` })}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="xs"
        colorPalette="green"
        disabled={!option || busy}
        aria-label={intl.formatMessage({ id: `employees.assign.${kind}Button` }, { name: employee.full_name })}
        onClick={() => {
          if (!option) return;
          onAssign({ kind, id: option.value, what: option.label, employee: { id: employee.id, name: employee.full_name } });
          setChosen('');
        }}
      >
        {intl.formatMessage({ id: 'employees.assign.button' })}
      </Button>
    </HStack>
  );
}
