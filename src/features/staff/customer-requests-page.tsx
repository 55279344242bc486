import { useCallback, useEffect, useState } from 'react';
import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, useIntl } from 'react-intl';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useKnownMessage } from '../shared/use-known-message';
import { notifySuccess } from '../notify/toaster';
import { decideCustomerRequest, listCustomerRequests, type CustomerRequest } from './customer-requests-api';

const countryLabel: Record<number, string> = { 1: 'customers.form.country.gr', 2: 'customers.form.country.es' };
const keyOf = (r: CustomerRequest) => `${r.customer_id}-${r.consultant.id}`;

/**
 * `/staff/customer-requests`: the certification body answers consultants' requests to add an
 * existing customer (spec §6). Declining asks first; both sides are notified by the server.
 */
export function CustomerRequestsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const known = useKnownMessage();
  const [rows, setRows] = useState<CustomerRequest[] | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [declining, setDeclining] = useState<CustomerRequest | null>(null);

  const reload = useCallback(async () => {
    const { data } = await listCustomerRequests();
    if (data) setRows(data.data);
    else setNotice({ kind: 'error', id: 'customers.staffRequests.errorLoading' });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const decide = async (request: CustomerRequest, decision: 'approved' | 'declined') => {
    setDeclining(null);
    setBusyKey(keyOf(request));
    setNotice(null);
    const { data, error } = await decideCustomerRequest(request, decision);
    setBusyKey(null);
    if (!data) {
      setNotice(failureNotice(error, decision === 'approved' ? 'customers.errorApproving' : 'customers.errorDeclining', known));
    } else {
      const values = { customer: request.customer_name, consultant: request.consultant.name };
      notifySuccess(t(decision === 'approved' ? 'customers.staffRequests.approved' : 'customers.staffRequests.declined', values));
    }
    // answered here or by someone else meanwhile: the list shows what still waits
    await reload();
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
                      <Button size="xs" colorPalette="green" loading={busyKey === keyOf(r)} disabled={busyKey !== null} aria-label={named('customers.list.approve', r)} onClick={() => void decide(r, 'approved')}>
                        {t('customers.list.approve')}
                      </Button>
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
      <ConfirmDialog
        open={declining !== null}
        title={t('customers.staffRequests.declineTitle')}
        body={declining ? t('customers.staffRequests.declineBody', { customer: declining.customer_name, consultant: declining.consultant.name }) : ''}
        confirmLabel={t('customers.list.decline')}
        cancelLabel={t('customers.cancel')}
        onConfirm={() => declining && void decide(declining, 'declined')}
        onCancel={() => setDeclining(null)}
      />
    </>
  );
}
