import { useState } from 'react';
import { Badge, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { itemsOf } from '../../api/paging';
import { messageOf } from '../../api/query';
import { SendingForm } from '../shared/sending-form';
import { notifySuccess } from '../notify/toaster';
import { FormCard } from '../shared/form-card';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { errorNotice, Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { StackedCell, StackedTable } from '../shared/stacked-table';
import { ReportDownload } from './report-download';
import { inProgress, reportsQuery, requestReport, type ReportRequest } from './reports-queries';

const COLUMNS = ['kind', 'period', 'requested', 'status', 'files'] as const;
const STATUS_COLOUR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;
// while a report is being made, how often the list is read again
const POLL_MS = 1_000;

/**
 * `/staff/reports`: staff ask for a report of a period for an authority (the organic operators
 * under control; the GLOBALG.A.P. certificates issued, suspended and withdrawn), follow the
 * job that makes it, and download its CSV or XLSX (docs/reports.md).
 */
export function StaffReportsPage() {
  const intl = useIntl();
  const list = useInfiniteQuery({
    ...reportsQuery(),
    refetchInterval: (query) => (itemsOf(query.state.data)?.some(inProgress) ? POLL_MS : false),
  });
  const rows = itemsOf(list.data);
  const asking = useMutation(requestReport);
  const [draft, setDraft] = useState<Partial<ReportRequest>>({});
  const column = (name: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `reports.columns.${name}` });
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <Stack gap={4}>
      <PageHeading titleId="titles.staffReports" introId="reports.intro" mb={0} />
      <FormCard>
        <Notice notice={errorNotice(asking.error)} />
        <SendingForm<Partial<ReportRequest>>
          formId="staff/report-request"
          idPrefix="report-request"
          answers={{ data: draft, setData: setDraft }}
          sending={asking}
          submitId="reports.request.submit"
          onSubmit={(body) => asking.mutate(body as ReportRequest, { onSuccess: () => notifySuccess(intl.formatMessage({ id: 'reports.request.queued' })) })}
        />
      </FormCard>
      <Heading as="h2" size="lg">
        <FormattedMessage id="reports.list.title" />
      </Heading>
      {list.isError && <Notice notice={{ kind: 'error', id: messageOf(list.error).messageId }} />}
      {rows && !rows.length && <Text color="gray.700">{intl.formatMessage({ id: 'reports.list.empty' })}</Text>}
      {!!rows?.length && (
        <StackedTable label={intl.formatMessage({ id: 'reports.list.title' })} prefix="reports.columns" columns={COLUMNS}>
          {rows.map((report) => {
            const kind = intl.formatMessage({ id: `reports.kind.${report.kind}` });
            const period = `${day(report.from)} – ${day(report.to)}`;
            return (
              <Table.Row key={report.id} data-testid={`report-${report.id}`}>
                <StackedCell label={column('kind')}>{kind}</StackedCell>
                <StackedCell label={column('period')}>{period}</StackedCell>
                <StackedCell label={column('requested')}>
                  <FormattedMessage
                    id="reports.requestedAt"
                    values={{ name: report.requested_by, at: intl.formatDate(report.requested_at, { dateStyle: 'short', timeStyle: 'short' }) }}
                  />
                </StackedCell>
                <StackedCell label={column('status')}>
                  <Stack gap={1} align="start">
                    <Badge colorPalette={STATUS_COLOUR[report.status]}>
                      <FormattedMessage id={`reports.status.${report.status}`} />
                    </Badge>
                    {report.rows_total !== null && report.status !== 'failed' && (
                      <Text fontSize="sm" color="gray.700">
                        <FormattedMessage id="reports.progress" values={{ done: report.rows_done, total: report.rows_total }} />
                      </Text>
                    )}
                    {report.status === 'failed' && (
                      <Text fontSize="sm" color="red.700">
                        <FormattedMessage id="reports.failedHelp" />
                      </Text>
                    )}
                  </Stack>
                </StackedCell>
                <StackedCell label={column('files')}>
                  <HStack gap={2} wrap="wrap">
                    {report.formats.map((format) => (
                      <ReportDownload key={format} report={report} format={format} label={intl.formatMessage({ id: 'reports.download.label' }, { format: intl.formatMessage({ id: `reports.download.${format}` }), kind, period })} />
                    ))}
                  </HStack>
                </StackedCell>
              </Table.Row>
            );
          })}
        </StackedTable>
      )}
      {!!rows?.length && <LoadMore {...loadMoreOf(list, rows.length)} />}
    </Stack>
  );
}
