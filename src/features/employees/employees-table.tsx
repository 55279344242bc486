import { Box, Button, Checkbox, HStack, Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { stackOnPhone } from '../shared/stack-on-phone';
import { Assignments } from './assignments';
import type { Employee } from './employees-api';

export interface EmployeesTableProps {
  employees: Employee[];
  /** Without it the table is read-only (an employee looking at their own entry). */
  manage?: {
    selected: ReadonlySet<number>;
    onSelect: (ids: ReadonlySet<number>) => void;
    onEdit: (employee: Employee) => void;
    onDelete: (employee: Employee) => void;
  };
}

/** Employees with the customers and applications assigned to them. */
export function EmployeesTable({ employees, manage }: EmployeesTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const all = employees.length > 0 && employees.every((e) => manage?.selected.has(e.id));
  const toggle = (id: number, on: boolean) => {
    if (!manage) return;
    const next = new Set(manage.selected);
    if (on) next.add(id);
    else next.delete(id);
    manage.onSelect(next);
  };
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
      {/* a card per employee on a phone, each value under its column's name (it scrolled sideways) */}
      <Table.Root size="sm" css={stackOnPhone}>
        <Table.Header>
          <Table.Row>
            {manage && (
              <Table.ColumnHeader>
                <Checkbox.Root checked={all} onCheckedChange={(e) => manage.onSelect(new Set(e.checked === true ? employees.map((x) => x.id) : []))}>
                  <Checkbox.HiddenInput aria-label={t('employees.list.selectAll')} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            )}
            {['name', 'username', 'email', 'customers', 'applications', ...(manage ? ['actions'] : [])].map((c) => (
              <Table.ColumnHeader key={c}>{t(`employees.list.${c}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {employees.map((e) => (
            <Table.Row key={e.id} data-testid={`employee-${e.id}`}>
              {manage && (
                <Table.Cell>
                  <Checkbox.Root checked={manage.selected.has(e.id)} onCheckedChange={(c) => toggle(e.id, c.checked === true)}>
                    <Checkbox.HiddenInput aria-label={t('employees.list.select', { name: e.full_name })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              )}
              <Table.Cell data-label={t('employees.list.name')}>{e.full_name}</Table.Cell>
              <Table.Cell data-label={t('employees.list.username')}>{e.username}</Table.Cell>
              <Table.Cell data-label={t('employees.list.email')}>{e.email}</Table.Cell>
              <Table.Cell data-label={t('employees.list.customers')}>
                <Assignments employee={e} kind="customers" manage={!!manage} />
              </Table.Cell>
              <Table.Cell data-label={t('employees.list.applications')}>
                <Assignments employee={e} kind="applications" manage={!!manage} />
              </Table.Cell>
              {manage && (
                <Table.Cell>
                  <HStack gap={2}>
                    <Button size="xs" variant="outline" onClick={() => manage.onEdit(e)} aria-label={`${t('employees.list.edit')}: ${e.full_name}`}>
                      {t('employees.list.edit')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => manage.onDelete(e)} aria-label={`${t('employees.list.delete')}: ${e.full_name}`}>
                      {t('employees.list.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
