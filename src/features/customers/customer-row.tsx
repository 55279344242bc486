import { Badge, Button, Checkbox, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { Employee } from '../employees/employees-api';
import { EmployeeChoice } from '../employees/employee-choice';
import type { CustomerSummary } from './customers-api';
import { StackedCell } from '../shared/stacked-table';

const statusPalette = { new_request: 'orange', approved: 'green', declined: 'gray' } as const;

export interface CustomerRowProps {
  customer: CustomerSummary;
  employees: Employee[];
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: 'approved' | 'declined') => void;
  onAssign: (employeeId: number | null) => void;
}

/** One customer on the consultant's list, with what can be done to it in its status. */
export function CustomerRow({ customer: c, employees, selected, busy, onSelect, onDecide, onAssign }: CustomerRowProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const approved = c.status === 'approved';
  const canOpen = approved || c.requested_by === 'customer';
  // before the customer accepts, the list knows only the tax number the consultant typed
  const name = c.full_name || c.identification || '';
  return (
    <Table.Row data-testid={`customer-${c.id}`}>
      <Table.Cell>
        <Checkbox.Root checked={selected} onCheckedChange={(e) => onSelect(e.checked === true)}>
          <Checkbox.HiddenInput aria-label={t('customers.list.select', { name: name })} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      <StackedCell label={t('customers.list.name')}>
        {canOpen ? (
          <Link asChild colorPalette="green">
            <RouterLink to={`/customers/preview/${c.id}`}>{c.full_name}</RouterLink>
          </Link>
        ) : c.full_name ? (
          c.full_name
        ) : (
          <Text as="span" color="gray.600" fontStyle="italic">
            {t('customers.list.awaitingConsent')}
          </Text>
        )}
      </StackedCell>
      <StackedCell label={t('customers.list.identification')}>{c.identification}</StackedCell>
      <StackedCell label={t('customers.list.type')}>{t(`customers.type.${c.type}`)}</StackedCell>
      <StackedCell label={t('customers.list.status')}>
        <HStack gap={1} wrap="wrap">
          <Badge colorPalette={statusPalette[c.status]}>{t(`customers.status.${c.status}`)}</Badge>
          {/* the customer's applications wait for a complete profile: the consultant sees whose */}
          {c.profile_status === 'incomplete' && (
            <Badge colorPalette="orange" data-testid="customer-profile-incomplete">
              {t('customers.list.profileIncomplete')}
            </Badge>
          )}
        </HStack>
      </StackedCell>
      <StackedCell label={t('customers.list.employee')}>
        {approved ? (
          <EmployeeChoice
            label={t('customers.list.assignTo', { name: name })}
            noneLabel={t('customers.list.noEmployee')}
            employees={employees}
            value={c.assigned_employee?.id ?? null}
            onChange={onAssign}
            busy={busy}
          />
        ) : (
          <Text color="gray.600">—</Text>
        )}
      </StackedCell>
      <StackedCell>
        <HStack gap={2} wrap="wrap">
          {approved && (
            <Button asChild size="xs" variant="outline">
              <RouterLink to={`/customers/edit/${c.id}`} aria-label={`${t('customers.list.edit')}: ${name}`}>
                {t('customers.list.edit')}
              </RouterLink>
            </Button>
          )}
          {c.status === 'new_request' && c.requested_by === 'customer' && (
            <>
              <Button size="xs" colorPalette="green" disabled={busy} onClick={() => onDecide('approved')} aria-label={`${t('customers.list.approve')}: ${name}`}>
                {t('customers.list.approve')}
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => onDecide('declined')} aria-label={`${t('customers.list.decline')}: ${name}`}>
                {t('customers.list.decline')}
              </Button>
            </>
          )}
          {c.status === 'new_request' && c.requested_by === 'consultant' && (
            <Text fontSize="sm" color="gray.700">
              {t('customers.list.awaitingApproval')}
            </Text>
          )}
        </HStack>
      </StackedCell>
    </Table.Row>
  );
}
