import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsOf, totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, useIntl } from 'react-intl';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useFailureNotice } from '../shared/use-failure-notice';
import { notifySuccess } from '../notify/toaster';
import { customerRequestsQuery, decideCustomerRequest, staffKeys, type CustomerRequest } from './staff-queries';
import { BusyButton } from '../../forms/busy-button';

const countryLabel: Record<number, string> = { 1: 'customers.form.country.gr', 2: 'customers.form.country.es' };
const keyOf = (r: CustomerRequest) => `${r.customer_id}-${r.consultant.id}`;

/**
 * `/staff/customer-requests`: the certification body answers consultants' requests to add an
 * existing customer (spec §6). Declining asks first; both sides are notified by the server.
 */
export function CustomerRequestsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const failed = useFailureNotice();
  const client = useQueryClient();
  const list = useInfiniteQuery(customerRequestsQuery());
  const rows = itemsOf(list.data) ?? null;
  const [declining, setDeclining] = useState<CustomerRequest | null>(null);
  const deciding = useMutation({
    ...decideCustomerRequest,
    // answered here or by someone else meanwhile: the list shows what still waits
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.customerRequests }),
  });
  const busyKey = deciding.isPending && deciding.variables ? keyOf(deciding.variables.request) : null;
  const decisionFailed = deciding.error && deciding.variables
    ? failed(deciding.error, deciding.variables.decision === 'approved' ? 'customers.errorApproving' : 'customers.errorDeclining')
    : null;
  const notice = decisionFailed ?? (list.isError ? { kind: 'error' as const, id: 'customers.staffRequests.errorLoading' } : null);

  const decide = (request: CustomerRequest, decision: 'approved' | 'declined') => {
    setDeclining(null);
    deciding.mutate(
      { request, decision },
      {
        onSuccess: () => {
          const values = { customer: request.customer_name, consultant: request.consultant.name };
          notifySuccess(t(decision === 'approved' ? 'customers.staffRequests.approved' : 'customers.staffRequests.declined', values));
        },
      },
    );
  };

  const named = (action: string, r: CustomerRequest) => `${t(action)}: ${r.customer_name} (${r.consultant.name})`;
  return (
    <>
      <PageHeading titleId="titles.staffCustomerRequests" />
      <Text mb={4} color="gray.700">
        {t('customers.staffRequests.help')}
      </Text>
      <Notice notice={notice} />
      {rows === null && !notice && <Text role="status">{t('customers.loading')}</Text>}
      {rows?.length === 0 && <Text role="status">{t('customers.staffRequests.empty')}</Text>}
      {!!rows?.length && (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {['customer', 'identification', 'country', 'consultant', 'requested', 'actions'].map((column) => (
                  <Table.ColumnHeader key={column}>{t(`customers.staffRequests.columns.${column}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={keyOf(r)} data-testid="customer-request">
                  <Table.Cell>{r.customer_name}</Table.Cell>
                  <Table.Cell>{r.identification ?? '—'}</Table.Cell>
                  <Table.Cell>{countryLabel[r.country_id] ? t(countryLabel[r.country_id]) : r.country_id}</Table.Cell>
                  <Table.Cell>{r.consultant.name}</Table.Cell>
                  <Table.Cell>
                    <FormattedDate value={r.requested_at} dateStyle="medium" timeStyle="short" />
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap={2} wrap="wrap">
                      <BusyButton onlineOnly="quiet" size="xs" colorPalette="green" busy={busyKey === keyOf(r)} disabled={busyKey !== null && busyKey !== keyOf(r)} aria-label={named('customers.list.approve', r)} onClick={() => decide(r, 'approved')}>
                        {t('customers.list.approve')}
                      </BusyButton>
                      <Button size="xs" variant="outline" colorPalette="red" disabled={busyKey !== null} aria-label={named('customers.list.decline', r)} onClick={() => setDeclining(r)}>
                        {t('customers.list.decline')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {!!rows?.length && <LoadMore {...loadMoreOf(list, rows.length, totalOf(list.data))} />}
      <ConfirmDialog
        open={declining !== null}
        title={t('customers.staffRequests.declineTitle')}
        body={declining ? t('customers.staffRequests.declineBody', { customer: declining.customer_name, consultant: declining.consultant.name }) : ''}
        confirmLabel={t('customers.list.decline')}
        cancelLabel={t('customers.cancel')}
        onConfirm={() => declining && decide(declining, 'declined')}
        onCancel={() => setDeclining(null)}
      />
    </>
  );
}
