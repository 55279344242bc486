import { Badge, Box, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { messageOf } from '../../api/query';
import { useStaffQueue, useStaffQueueCounts, type QueueFilters } from '../lifecycle/lifecycle-api';
import { stateLabelId } from '../lifecycle/state-label';
import { StatusBadge } from '../applications/status-badge';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useFiltersAddress } from '../shared/use-filters-address';
import { StackedCell, StackedTable } from '../shared/stacked-table';
import { QueueFilterControls, queueFiltersFrom } from './queue-filters';
import { QueueSearch } from './queue-search';
import { QueueAlsoWaiting } from './queue-also-waiting';
import { QueueNarrowed } from './queue-narrowed';
import { OperatorName, operatorText } from '../applications/operator-name';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { itemsOf, totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';

const COLUMNS = ['customer', 'type', 'state', 'since', 'due', 'risk'] as const;
// every column within 1,280 px (and a tablet's width): a company's name with its tax number and
// contact person, or a state with its badges, wraps in its column instead of pushing the risk
// off the right edge
const WIDTHS = { customer: '26%', type: '11%', state: '30%', since: '11%', due: '11%', risk: '11%' };

/**
 * `/staff/applications`: the certification body's work queue, searched, filtered and sorted in
 * the address (so a queue can be reloaded and shared), with how many wait in each step.
 */
export function StaffQueuePage() {
  const intl = useIntl();
  const [search, showSearch] = useFiltersAddress();
  const filters = queueFiltersFrom(search);
  const queue = useStaffQueue(filters);
  const counts = useStaffQueueCounts(filters);
  const rows = itemsOf(queue.data);
  const show = (next: QueueFilters) => showSearch(new URLSearchParams(Object.entries(next).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))));
  const stepCounts = counts.data && Object.fromEntries(counts.data.steps.map(({ step, ...count }) => [step, count]));
  const column = (name: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `staff.queue.columns.${name}` });
  return (
    <Stack gap={4}>
      <PageHeading titleId="titles.staffApplications" />
      <QueueSearch value={search.get('q') ?? ''} onSearch={(q) => show({ ...filters, q })} />
      <QueueFilterControls value={filters} onChange={show} counts={stepCounts} />
      <QueueNarrowed value={filters} onChange={show} />
      {counts.data && <QueueAlsoWaiting requests={counts.data.certificate_requests} sanctions={counts.data.sanctions} />}
      {queue.isError && <Notice notice={{ kind: 'error', id: messageOf(queue.error).messageId }} />}
      {queue.isPending && <LoadingSpinner />}
      {rows?.length === 0 && (
        <Text>
          <FormattedMessage id="staff.queue.empty" />
        </Text>
      )}
      {!!rows?.length && (
        <StackedTable label={intl.formatMessage({ id: 'titles.staffApplications' })} prefix="staff.queue.columns" columns={COLUMNS} widths={WIDTHS}>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <StackedCell label={column('customer')}>
                <span>
                  <Link asChild colorPalette="green" textDecoration="underline">
                    <RouterLink
                      to={`/staff/applications/${row.id}`}
                      aria-label={intl.formatMessage({ id: 'staff.queue.open' }, { name: operatorText({ name: row.customer_name, company: row.customer_company }) })}
                    >
                      <OperatorName customer={{ name: row.customer_name, company: row.customer_company }} />
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
                  {/* the badges as wide as their words, not the column's (a stack stretches its children) */}
                  {row.certificate && row.certificate.status !== 'valid' && (
                    <Box alignSelf="flex-start">
                      <StatusBadge status={row.status} certificate={row.certificate} />
                    </Box>
                  )}
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
              <StackedCell label={column('due')}>{row.due_at && <FormattedDate value={row.due_at} dateStyle="medium" />}</StackedCell>
              <StackedCell label={column('risk')}>{row.risk_level && <FormattedMessage id={`staff.review.riskLevel.${row.risk_level}`} />}</StackedCell>
            </Table.Row>
          ))}
        </StackedTable>
      )}
      {!!rows?.length && <LoadMore {...loadMoreOf(queue, rows.length, totalOf(queue.data))} />}
    </Stack>
  );
}
