import { Badge, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messageOf } from '../../api/query';
import { useStaffQueue } from '../lifecycle/lifecycle-api';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { QueueFilterControls, queueFiltersFrom } from './queue-filters';

/** `/staff/applications`: the certification body's work queue, the longest waiting first. */
export function StaffQueuePage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const filters = queueFiltersFrom(search);
  const queue = useStaffQueue(filters);
  const rows = queue.data?.data;
  return (
    <Stack gap={4}>
      <PageHeading titleId="titles.staffApplications" />
      <QueueFilterControls
        value={filters}
        onChange={(next) => setSearch(new URLSearchParams(Object.entries(next).map(([k, v]) => [k, String(v)])), { replace: true })}
      />
      {queue.isError && <Notice notice={{ kind: 'error', id: messageOf(queue.error).messageId }} />}
      {queue.isPending && <Spinner aria-label="…" />}
      {rows?.length === 0 && (
        <Text>
          <FormattedMessage id="staff.queue.empty" />
        </Text>
      )}
      {!!rows?.length && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {['customer', 'type', 'state', 'since', 'risk'].map((column) => (
                  <Table.ColumnHeader key={column}>
                    <FormattedMessage id={`staff.queue.columns.${column}`} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <Link asChild colorPalette="green" textDecoration="underline">
                      <RouterLink to={`/staff/applications/${row.id}`} aria-label={intl.formatMessage({ id: 'staff.queue.open' }, { name: row.customer_name ?? '' })}>
                        {row.customer_name}
                      </RouterLink>
                    </Link>
                    {row.year ? <Text as="span" color="gray.600">{` · ${row.year}`}</Text> : null}
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedMessage id={`staff.type.${row.type}`} />
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedMessage id={`lifecycle.state.${row.state}`} />
                    {row.waiting_on && (
                      <Text fontSize="sm" color="gray.600">
                        <FormattedMessage id={`staff.queue.waitingOn.${row.waiting_on}`} />
                      </Text>
                    )}
                    {row.overdue && (
                      <Badge colorPalette="red">
                        <FormattedMessage id="staff.queue.overdueBadge" />
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{row.state_since && <FormattedDate value={row.state_since} dateStyle="medium" />}</Table.Cell>
                  <Table.Cell>{row.risk_level && <FormattedMessage id={`staff.review.riskLevel.${row.risk_level}`} />}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
