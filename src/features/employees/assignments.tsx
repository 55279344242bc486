import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import type { Employee } from './employees-api';
import { assignedPagesQuery, type AssignedPage } from './employees-queries';
import { AssignChoice } from './assign-choice';
import { useAssign } from './use-assign';

/**
 * The customers or applications assigned to an employee: the first few, the rest behind "Load
 * more". The consultant (`manage`) takes each back and hands them one more, as the customers'
 * list and the application's page do.
 */
export function Assignments({ employee, kind, manage = false }: { employee: Employee; kind: 'customers' | 'applications'; manage?: boolean }) {
  const intl = useIntl();
  const pages = useInfiniteQuery(assignedPagesQuery(employee, kind));
  const { assign, busy } = useAssign();
  const rows: AssignedPage['items'][number][] = pages.data?.pages.flatMap((page): AssignedPage['items'][number][] => page.items) ?? [];
  const items = rows.map((row) =>
    'name' in row
      ? { key: String(row.id), label: row.name }
      : { key: row.id, label: intl.formatMessage({ id: 'employees.list.application' }, { type: row.type, year: row.year ?? '' }) },
  );
  const choice = manage && <AssignChoice employee={employee} kind={kind} busy={busy} onAssign={assign} />;
  if (!items.length)
    return (
      <Stack gap={2} align="start">
        <Text color="gray.600">{intl.formatMessage({ id: 'employees.list.none' })}</Text>
        {choice}
      </Stack>
    );
  return (
    <Stack gap={2} align="start">
      <List.Root ps={4}>
        {items.map((item) => (
          <List.Item key={item.key}>
            <HStack gap={2} wrap="wrap" rowGap={0}>
              <Text as="span">{item.label}</Text>
              {manage && (
                <Button
                  size="2xs"
                  variant="outline"
                  disabled={busy}
                  aria-label={intl.formatMessage({ id: 'employees.assign.removeLabel' }, { what: item.label, name: employee.full_name })}
                  onClick={() => assign({ kind, id: item.key, what: item.label, employee: null })}
                >
                  {intl.formatMessage({ id: 'employees.assign.remove' })}
                </Button>
              )}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      {/* with the count once more than the first few were asked for */}
      {(pages.hasNextPage || (pages.data?.pages.length ?? 0) > 1) && (
        <LoadMore
          {...loadMoreOf(pages, items.length, totalOf(pages.data))}
          of={`${intl.formatMessage({ id: `employees.list.${kind}` })}: ${employee.full_name}`}
        />
      )}
      {choice}
    </Stack>
  );
}
