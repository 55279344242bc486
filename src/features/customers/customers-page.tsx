import { useState } from 'react';
import { Box, Button, Checkbox, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { itemsOf, totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { employeesQuery } from '../employees/employees-queries';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useDebounced } from '../shared/use-debounced';
import { useFailureNotice } from '../shared/use-failure-notice';
import type { CustomerFilter } from './customers-api';
import { assignCustomerEmployee, customersQuery, decideCustomer, deleteCustomers } from './customers-queries';
import { CustomerFilters } from './customer-filters';
import { CustomerRow } from './customer-row';
import { stackOnPhone } from '../shared/stack-on-phone';

/** /customers: the consultant's customers with search, filters, bulk delete, requests and assignments. */
export function CustomersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const failed = useFailureNotice();
  const location = useLocation();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<CustomerFilter>(() => ({
    status: (params.get('status') as CustomerFilter['status']) || undefined,
  }));
  // Typing in the search box waits for a pause instead of asking on every key; the rows of
  // the previous filter stay until the new ones arrive.
  const list = useInfiniteQuery({ ...customersQuery(useDebounced(filter, 250)), placeholderData: keepPreviousData });
  // Only the choices of the assignment menus: without them the list still works.
  const employees = useQuery(employeesQuery()).data?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(
    (location.state as { notice?: NoticeMessage } | null)?.notice ?? null,
  );
  const removing = useMutation(deleteCustomers);
  const deciding = useMutation(decideCustomer);
  const assigning = useMutation(assignCustomerEmployee);
  const busy = removing.isPending || deciding.isPending || assigning.isPending;

  const remove = () => {
    setConfirming(false);
    removing.mutate([...selected], {
      onSuccess: (data) => {
        setSelected(new Set());
        setNotice({ kind: 'success', id: 'customers.deleted', values: { count: data.deleted.length } });
      },
      onError: (error) => setNotice(failed(error, 'customers.errorDeleting')),
    });
  };
  const decide = (id: number, decision: 'approved' | 'declined') =>
    deciding.mutate(
      { id, decision },
      {
        onSuccess: () => setNotice({ kind: 'success', id: decision === 'approved' ? 'customers.approved' : 'customers.declined' }),
        onError: (error) => setNotice(failed(error, decision === 'approved' ? 'customers.errorApproving' : 'customers.errorDeclining')),
      },
    );
  const assign = (id: number, employeeId: number | null) =>
    assigning.mutate(
      { id, employeeId },
      {
        onSuccess: () => setNotice({ kind: 'success', id: 'customers.assigned' }),
        onError: (error) => setNotice(failed(error, 'customers.errorAssigning')),
      },
    );

  const rows = itemsOf(list.data) ?? [];
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
        // red only once there is something to delete: an idle button must not look dangerous
        colorPalette={selected.size === 0 ? 'gray' : 'red'}
        disabled={selected.size === 0 || busy}
        onClick={() => setConfirming(true)}
      >
        {t('customers.list.deleteSelected', { count: selected.size })}
      </Button>
      {list.isError && <Notice notice={{ kind: 'error', id: 'customers.errorLoading' }} />}
      {list.isPending ? (
        <Text role="status">{t('customers.list.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text role="status">{t('customers.list.empty')}</Text>
      ) : (
        <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
          {/* a card per customer on a phone: the status and its "profile incomplete" in sight */}
          <Table.Root size="sm" css={stackOnPhone}>
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
      {rows.length > 0 && <LoadMore {...loadMoreOf(list, rows.length, totalOf(list.data))} />}
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
