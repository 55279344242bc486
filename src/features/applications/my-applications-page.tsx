import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../api/session';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Notice } from '../shared/notice';
import { toaster } from '../notify/toaster';
import { deleteApplication, failureMessageId, listApplications, listCustomerChoices, type ApplicationSummary } from './applications-api';
import { ApplicationFilters } from './application-filters';
import { mayAssign, useAssignApplication, useEmployeeChoices } from './application-assignee';
import { ApplicationsTable } from './applications-table';
import { filtersFromSearch, searchFromFilters } from './filters-in-url';
import { removeLocalDraft } from './local-draft';

const GREECE = 1;

/** `/`: the applications this person may see, drafts included, with the filters of spec §2. */
export function MyApplicationsPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const filterKey = search.toString();
  const [rows, setRows] = useState<ApplicationSummary[] | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [customers, setCustomers] = useState<{ id: number; name: string }[]>([]);
  const [deleting, setDeleting] = useState<ApplicationSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await listApplications(filtersFromSearch(new URLSearchParams(filterKey)));
    if (result.ok) {
      setRows(result.value.data);
      setErrorId(null);
    } else setErrorId(failureMessageId(result.failure));
  }, [filterKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const employees = useEmployeeChoices(session?.role === 'consultant' && !session.isEmployee);
  const reload = useCallback(() => void load(), [load]);
  const { assign, busyId } = useAssignApplication(employees, reload);

  useEffect(() => {
    if (session?.role !== 'consultant') return;
    // Only a filter: without the list the page still works.
    void listCustomerChoices().then((result) => result.ok && setCustomers(result.value.data));
  }, [session?.role]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const result = await deleteApplication(deleting.id);
    setBusy(false);
    if (result.ok) {
      removeLocalDraft(deleting.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'applications.deleted' }) });
      setDeleting(null);
      void load();
    } else {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: failureMessageId(result.failure) }) });
      setDeleting(null);
    }
  };

  const mayCreate = session?.role === 'client' || session?.role === 'consultant' || session?.role === 'third_party';
  return (
    <Stack gap={5}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={3}>
        <Heading as="h1" size="xl">
          <FormattedMessage id="titles.myApplications" />
        </Heading>
        {mayCreate && (
          <HStack gap={2} wrap="wrap">
            {session?.country === GREECE && (
              <Button asChild colorPalette="green">
                <RouterLink to="/applications/bio/add">
                  <FormattedMessage id="applications.new.bio" />
                </RouterLink>
              </Button>
            )}
            <Button asChild colorPalette="green" variant="outline">
              <RouterLink to="/applications/global/add">
                <FormattedMessage id="applications.new.globalgap" />
              </RouterLink>
            </Button>
          </HStack>
        )}
      </Flex>
      <ApplicationFilters value={filters} customers={customers} onChange={(next) => setSearch(searchFromFilters(next), { replace: true })} />
      <Notice notice={errorId ? { kind: 'error', id: errorId } : null} />
      {rows && rows.length === 0 && (
        <Text>
          <FormattedMessage id="applications.list.empty" />
        </Text>
      )}
      {rows && rows.length > 0 && (
        <ApplicationsTable
          rows={rows}
          showAssignee={session?.role === 'consultant'}
          employees={employees}
          mayAssign={(row) => mayAssign(session, row)}
          assigningId={busyId}
          onAssign={(row, employeeId) => void assign(row, employeeId)}
          mayDelete={(row) => row.status === 'draft' && session?.role !== 'staff'}
          onDelete={setDeleting}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'applications.delete.title' })}
        body={intl.formatMessage({ id: 'applications.delete.body' })}
        confirmLabel={intl.formatMessage({ id: 'applications.delete.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
        onConfirm={() => void (busy ? undefined : confirmDelete())}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
