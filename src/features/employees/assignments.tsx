import { List, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import type { Employee } from './employees-api';
import { assignedPagesQuery, type AssignedPage } from './employees-queries';

/** The customers or applications assigned to an employee: the first few, the rest behind "Load more". */
export function Assignments({ employee, kind }: { employee: Employee; kind: 'customers' | 'applications' }) {
  const intl = useIntl();
  const pages = useInfiniteQuery(assignedPagesQuery(employee, kind));
  const rows: AssignedPage['items'][number][] = pages.data?.pages.flatMap((page): AssignedPage['items'][number][] => page.items) ?? [];
  const items = rows.map((row) =>
    'name' in row
      ? { key: String(row.id), label: row.name }
      : { key: row.id, label: intl.formatMessage({ id: 'employees.list.application' }, { type: row.type, year: row.year ?? '' }) },
  );
  if (!items.length) return <Text color="gray.600">{intl.formatMessage({ id: 'employees.list.none' })}</Text>;
  return (
    <Stack gap={2} align="start">
      <List.Root ps={4}>
        {items.map((item) => (
          <List.Item key={item.key}>{item.label}</List.Item>
        ))}
      </List.Root>
      {/* with the count once more than the first few were asked for */}
      {(pages.hasNextPage || (pages.data?.pages.length ?? 0) > 1) && (
        <LoadMore
          {...loadMoreOf(pages, items.length, totalOf(pages.data))}
          of={`${intl.formatMessage({ id: `employees.list.${kind}` })}: ${employee.full_name}`}
        />
      )}
    </Stack>
  );
}
