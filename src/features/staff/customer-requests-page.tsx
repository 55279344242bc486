import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsOf } from '../../api/paging';
import { Table, Text } from '@chakra-ui/react';
import { FormattedDate, useIntl } from 'react-intl';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useFailureNotice } from '../shared/use-failure-notice';
import { notifySuccess } from '../notify/toaster';
import { customerRequestsQuery, decideCustomerRequest, staffKeys, type CustomerRequest } from './staff-queries';
import { PagedTable } from '../shared/paged-table';
import { DecisionButtons } from '../shared/decision-buttons';

const countryLabel: Record<number, string> = { 1: 'customers.form.country.gr', 2: 'customers.form.country.es' };
const COLUMNS = ['customer', 'identification', 'country', 'consultant', 'requested', 'actions'];
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
        <PagedTable list={list} shown={rows.length} prefix="customers.staffRequests.columns" columns={COLUMNS} bg="white">
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
                <DecisionButtons
                  size="xs"
                  subject={`${r.customer_name} (${r.consultant.name})`}
                  approveLabel={t('customers.list.approve')}
                  declineLabel={t('customers.list.decline')}
                  busy={busyKey === keyOf(r)}
                  approveDisabled={busyKey !== null && busyKey !== keyOf(r)}
                  declineDisabled={busyKey !== null}
                  onApprove={() => decide(r, 'approved')}
                  onDecline={() => setDeclining(r)}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </PagedTable>
      )}
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
