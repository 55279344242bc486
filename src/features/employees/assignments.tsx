import { List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Employee } from './employees-api';

/** The customers and applications assigned to an employee, as short lists. */
export function Assignments({ employee, kind }: { employee: Employee; kind: 'customers' | 'applications' }) {
  const intl = useIntl();
  const items =
    kind === 'customers'
      ? employee.customers.map((c) => ({ key: String(c.id), label: c.name }))
      : employee.applications.map((a) => ({
          key: a.id,
          label: intl.formatMessage({ id: 'employees.list.application' }, { type: a.type, year: a.year ?? '' }),
        }));
  if (!items.length) return <Text color="gray.600">{intl.formatMessage({ id: 'employees.list.none' })}</Text>;
  return (
    <List.Root ps={4}>
      {items.map((item) => (
        <List.Item key={item.key}>{item.label}</List.Item>
      ))}
    </List.Root>
  );
}
