import { useState } from 'react';
import { Box, Button, Checkbox, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useKnownMessage } from '../shared/use-known-message';
import { assignCustomerEmployee, decideCustomerRequest, deleteCustomers, type CustomerFilter } from './customers-api';
import { CustomerFilters } from './customer-filters';
import { CustomerRow } from './customer-row';
import { useCustomers } from './use-customers';

/** /customers: the consultant's customers with search, filters, bulk delete, requests and assignments. */
export function CustomersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const known = useKnownMessage();
  const location = useLocation();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<CustomerFilter>(() => ({
    status: (params.get('status') as CustomerFilter['status']) || undefined,
  }));
  const { customers, employees, failed, reload } = useCustomers(filter);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(
    (location.state as { notice?: NoticeMessage } | null)?.notice ?? null,
  );

  const act = async (work: () => Promise<NoticeMessage>) => {
    setBusy(true);
    setNotice(await work());
    setBusy(false);
    reload();
  };
  const remove = () =>
    act(async () => {
      setConfirming(false);
      const { data, error } = await deleteCustomers([...selected]);
      if (!data) return failureNotice(error, 'customers.errorDeleting', known);
      setSelected(new Set());
      return { kind: 'success', id: 'customers.deleted', values: { count: data.deleted.length } };
    });
  const decide = (id: number, decision: 'approved' | 'declined') =>
    act(async () => {
      const { data, error } = await decideCustomerRequest(id, decision);
      if (!data) return failureNotice(error, decision === 'approved' ? 'customers.errorApproving' : 'customers.errorDeclining', known);
      return { kind: 'success', id: decision === 'approved' ? 'customers.approved' : 'customers.declined' };
    });
  const assign = (id: number, employeeId: number | null) =>
    act(async () => {
      const { error, response } = await assignCustomerEmployee(id, employeeId);
      if (!response?.ok) return failureNotice(error, 'customers.errorAssigning', known);
      return { kind: 'success', id: 'customers.assigned' };
    });

  const rows = customers ?? [];
  const allSelected = rows.length > 0 && rows.every((c) => selected.has(c.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <PageHeading titleId="titles.customers">
        <Button asChild colorPalette="green">
          <RouterLink to="/customers/add">{t('customers.list.add')}</RouterLink>
        </Button>
      </PageHeading>
      <Notice notice={notice} />
      <CustomerFilters filter={filter} onChange={setFilter} />
      <Button
        mb={3}
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={selected.size === 0 || busy}
        onClick={() => setConfirming(true)}
      >
        {t('customers.list.deleteSelected', { count: selected.size })}
      </Button>
      {failed && <Notice notice={{ kind: 'error', id: 'customers.errorLoading' }} />}
      {customers === null ? (
        <Text role="status">{t('customers.list.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text role="status">{t('customers.list.empty')}</Text>
      ) : (
        <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Checkbox.Root
                    checked={allSelected}
                    onCheckedChange={(e) => setSelected(e.checked === true ? new Set(rows.map((c) => c.id)) : new Set())}
                  >
                    <Checkbox.HiddenInput aria-label={t('customers.list.selectAll')} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
                {['name', 'identification', 'type', 'status', 'employee', 'actions'].map((column) => (
                  <Table.ColumnHeader key={column}>{t(`customers.list.${column}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c) => (
                <CustomerRow
                  key={c.id}
                  customer={c}
                  employees={employees}
                  selected={selected.has(c.id)}
                  busy={busy}
                  onSelect={(on) => toggle(c.id, on)}
                  onDecide={(decision) => decide(c.id, decision)}
                  onAssign={(employeeId) => assign(c.id, employeeId)}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('customers.delete.confirmTitle')}
        body={t('customers.delete.confirmBody', { count: selected.size })}
        confirmLabel={t('customers.delete.confirm')}
        cancelLabel={t('customers.cancel')}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
