import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messageOf } from '../../api/query';
import { useStaffQueue } from '../lifecycle/lifecycle-api';
import { stateLabelId } from '../lifecycle/state-label';
import { StatusBadge } from '../applications/status-badge';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { StackedCell, StackedTable } from '../shared/stacked-table';
import { QueueFilterControls, queueFiltersFrom } from './queue-filters';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { itemsOf, totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';

const COLUMNS = ['customer', 'type', 'state', 'since', 'risk'] as const;

/** `/staff/applications`: the certification body's work queue, the longest waiting first. */
export function StaffQueuePage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const filters = queueFiltersFrom(search);
  const queue = useStaffQueue(filters);
  const rows = itemsOf(queue.data);
  const column = (name: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `staff.queue.columns.${name}` });
  return (
    <Stack gap={4}>
      <PageHeading titleId="titles.staffApplications" />
      <QueueFilterControls
        value={filters}
        onChange={(next) => setSearch(new URLSearchParams(Object.entries(next).map(([k, v]) => [k, String(v)])), { replace: true })}
      />
      {queue.isError && <Notice notice={{ kind: 'error', id: messageOf(queue.error).messageId }} />}
      {queue.isPending && <LoadingSpinner />}
      {rows?.length === 0 && (
        <Text>
          <FormattedMessage id="staff.queue.empty" />
        </Text>
      )}
      {!!rows?.length && (
        <StackedTable label={intl.formatMessage({ id: 'titles.staffApplications' })}>
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column}>
                  <FormattedMessage id={`staff.queue.columns.${column}`} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <StackedCell label={column('customer')}>
                  <span>
                    <Link asChild colorPalette="green" textDecoration="underline">
                      <RouterLink to={`/staff/applications/${row.id}`} aria-label={intl.formatMessage({ id: 'staff.queue.open' }, { name: row.customer_name ?? '' })}>
                        {row.customer_name}
                      </RouterLink>
                    </Link>
                    {row.year ? <Text as="span" color="gray.600">{` · ${row.year}`}</Text> : null}
                    <Text fontSize="sm" color="gray.600">
                      {row.reference}
                    </Text>
                  </span>
                </StackedCell>
                <StackedCell label={column('type')}>
                  <FormattedMessage id={`staff.type.${row.type}`} />
                </StackedCell>
                <StackedCell label={column('state')}>
                  <Stack gap={1}>
                    <span>
                      <FormattedMessage id={stateLabelId(row.state, 'staff')} />
                    </span>
                    {row.certificate && row.certificate.status !== 'valid' && <StatusBadge status={row.status} certificate={row.certificate} />}
                    {row.waiting_on && (
                      <Text fontSize="sm" color="gray.600">
                        <FormattedMessage id={`lifecycle.waitingForStaff.${row.waiting_on}`} />
                      </Text>
                    )}
                    {row.overdue && (
                      <Badge colorPalette="red" alignSelf="start">
                        <FormattedMessage id="staff.queue.overdueBadge" />
                      </Badge>
                    )}
                  </Stack>
                </StackedCell>
                <StackedCell label={column('since')}>{row.state_since && <FormattedDate value={row.state_since} dateStyle="medium" />}</StackedCell>
                <StackedCell label={column('risk')}>{row.risk_level && <FormattedMessage id={`staff.review.riskLevel.${row.risk_level}`} />}</StackedCell>
              </Table.Row>
            ))}
          </Table.Body>
        </StackedTable>
      )}
      {!!rows?.length && <LoadMore {...loadMoreOf(queue, rows.length, totalOf(queue.data))} />}
    </Stack>
  );
}
