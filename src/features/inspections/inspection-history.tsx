import type { ReactNode } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { itemsOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { innerPath } from '../applications/application-routes';
import { StatusBadge } from '../applications/status-badge';
import { Notice } from '../shared/notice';
import { inspectionHistoryQuery, type InspectionHistoryItem } from './inspections-queries';
import { LoadingSpinner } from '../../forms/loading-spinner';

interface Props {
  /** One customer's inspections (staff's and a consultant's view of a customer); all the reader sees otherwise. */
  customerId?: number;
  /** One application's inspections (its own page): the application is not named again on each. */
  applicationId?: string;
  /** Name the customer on each inspection (a consultant's list over several customers). */
  showCustomer?: boolean;
  /** Where an application opens: staff's workspace or the customer side's application page. */
  reader?: 'customer' | 'staff';
}

const Field = ({ labelId, children }: { labelId: string; children: ReactNode }) => (
  <Text>
    <Text as="span" color="gray.700">
      <FormattedMessage id={labelId} />
      {': '}
    </Text>
    {children}
  </Text>
);

interface ItemProps {
  item: InspectionHistoryItem;
  showCustomer: boolean;
  showApplication: boolean;
  reader: 'customer' | 'staff';
}

function Inspection({ item, showCustomer, showApplication, reader }: ItemProps) {
  const intl = useIntl();
  // a day without a time: noon UTC, so no time zone moves it to the day before
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const to = reader === 'staff' ? `/staff/applications/${item.application_id}` : innerPath({ id: item.application_id, type: item.type });
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} data-testid="inspection-history-item">
      <Stack gap={1}>
        <Text fontWeight="bold">
          <FormattedMessage id="inspections.plannedFor" values={{ date: day(item.inspection_date) }} />
        </Text>
        <Field labelId="inspections.inspectedOn">
          {item.inspected_on ? day(item.inspected_on) : <FormattedMessage id="inspections.notYetInspected" />}
        </Field>
        {showApplication && (
          <>
            <Field labelId="inspections.reference">
              <Link asChild colorPalette="green" textDecoration="underline">
                <RouterLink to={to}>{item.reference}</RouterLink>
              </Link>{' '}
              <StatusBadge status={item.status} />
            </Field>
            <Field labelId="inspections.standard">
              <FormattedMessage id={`applications.type.${item.type}`} />
              {item.year ? ` · ${item.year}` : ''}
            </Field>
          </>
        )}
        {showCustomer && item.customer_name && <Field labelId="inspections.customer">{item.customer_name}</Field>}
        {item.inspector && <Field labelId="inspections.inspector">{item.inspector}</Field>}
        <Field labelId="inspections.result">
          <Text as="span" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {item.results ?? <FormattedMessage id="inspections.resultPending" />}
          </Text>
        </Field>
        <Field labelId="inspections.nonConformities">
          <FormattedMessage id="inspections.ncCounts" values={{ found: item.non_conformities_found, closed: item.non_conformities_closed }} />
        </Field>
      </Stack>
    </Box>
  );
}

/**
 * A customer's inspections across all their applications and years (spec §2 "Application
 * detail": inspection history), newest first: planned and actual dates, application, standard,
 * inspector, result, non-conformities found and closed. Of one application on its own page.
 */
export function InspectionHistory({ customerId, applicationId, showCustomer = false, reader = 'customer' }: Props) {
  const history = useInfiniteQuery(inspectionHistoryQuery({ customerId, applicationId }));
  const items = itemsOf(history.data);
  return (
    <Box as="section" aria-labelledby="inspection-history-heading" data-testid="inspection-history">
      <Heading as="h2" size="lg" id="inspection-history-heading" mb={3}>
        <FormattedMessage id="inspections.heading" />
      </Heading>
      {history.isPending && <LoadingSpinner />}
      {history.isError && <Notice notice={{ kind: 'error', id: 'inspections.loadError' }} />}
      {items && items.length === 0 && (
        <Text>
          <FormattedMessage id="inspections.empty" />
        </Text>
      )}
      {items && items.length > 0 && (
        <Stack as="ol" gap={2} listStyleType="none" ms={0}>
          {items.map((item, index) => (
            <Inspection
              key={`${item.application_id}-${index}`}
              item={item}
              showCustomer={showCustomer}
              showApplication={applicationId === undefined}
              reader={reader}
            />
          ))}
        </Stack>
      )}
      {items && history.hasNextPage && <LoadMore {...loadMoreOf(history, items.length)} />}
    </Box>
  );
}
