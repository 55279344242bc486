import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { itemsOf, totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../api/session';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Notice } from '../shared/notice';
import { useFiltersAddress } from '../shared/use-filters-address';
import { notifyError, notifySuccess } from '../notify/toaster';
import type { ApplicationSummary } from './applications-api';
import { applicationsQuery, customerChoicesQuery, deleteApplication, failureMessageId } from './applications-queries';
import { ApplicationFilters } from './application-filters';
import { mayAssign, useAssignApplication, useEmployeeChoices } from './application-assignee';
import { ApplicationsTable } from './applications-table';
import { ProfileIncompleteNotice } from './profile-incomplete-notice';
import { filtersFromSearch, searchFromFilters } from './filters-in-url';
import { removeLocalDraft } from './local-draft';
import { InspectionHistory } from '../inspections/inspection-history';
import { FirstCustomerStep } from '../customers/first-customer-step';
import { GREECE_ID, organicIsOnlyForGreece } from '../shared/countries';


/** `/`: the applications this person may see, drafts included, with the filters of spec §2. */
export function MyApplicationsPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const [search, showSearch] = useFiltersAddress();
  const filters = filtersFromSearch(search);
  // The rows of the previous filters stay until the new ones arrive.
  const list = useInfiniteQuery({ ...applicationsQuery(filters), placeholderData: keepPreviousData });
  const rows = itemsOf(list.data) ?? null;
  const errorId = list.isError ? failureMessageId(list.error) : null;
  // Only a filter: without the list the page still works.
  const customers = itemsOf(useInfiniteQuery({ ...customerChoicesQuery(), enabled: session?.role === 'consultant' }).data) ?? [];
  const [deleting, setDeleting] = useState<ApplicationSummary | null>(null);

  const employees = useEmployeeChoices(session?.role === 'consultant' && !session.isEmployee);
  const { assign, busyId } = useAssignApplication(employees);

  const removing = useMutation(deleteApplication);
  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    removing.mutate(id, {
      onSuccess: () => {
        removeLocalDraft(id);
        // its files attached offline go with it (the device store is fetched only if there is one)
        if (globalThis.indexedDB && session?.id != null) void import('../../../renderers/file-upload/waiting-files').then(({ removeWaitingFilesOf }) => removeWaitingFilesOf(String(session.id), id)).catch(() => undefined);
        notifySuccess(intl.formatMessage({ id: 'applications.deleted' }));
      },
      onError: (error) => notifyError(intl.formatMessage({ id: failureMessageId(error) })),
      onSettled: () => setDeleting(null),
    });
  };

  const mayCreate = session?.role === 'client' || session?.role === 'consultant' || session?.role === 'third_party';
  const mayCreateOrganic = mayCreate && session?.country === GREECE_ID;
  // how many "new application" buttons the empty list's sentence points to
  const newButtons = (mayCreate ? 1 : 0) + (mayCreateOrganic ? 1 : 0);
  return (
    <Stack gap={5}>
      <ProfileIncompleteNotice enabled={!!session && !session.isEmployee && session.role !== 'staff'} />
      <Flex justify="space-between" align="center" wrap="wrap" gap={3}>
        <Heading as="h1" size="xl">
          <FormattedMessage id="titles.myApplications" />
        </Heading>
        {mayCreate && (
          <HStack gap={2} wrap="wrap">
            {mayCreateOrganic && (
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
      {/* under the page's h1: its own heading is an h2 */}
      <FirstCustomerStep enabled={session?.role === 'consultant' && !session.isEmployee} />
      <ApplicationFilters value={filters} customers={customers} organicGreeceOnly={organicIsOnlyForGreece(session)} onChange={(next) => showSearch(searchFromFilters(next))} />
      <Notice notice={errorId ? { kind: 'error', id: errorId } : null} />
      {rows && rows.length === 0 && (
        <Text>
          <FormattedMessage id="applications.list.empty" values={{ buttons: newButtons }} />
        </Text>
      )}
      {rows && rows.length > 0 && (
        <ApplicationsTable
          rows={rows}
          showAssignee={session?.role === 'consultant'}
          employees={employees}
          mayAssign={(row) => mayAssign(session, row)}
          assigningId={busyId}
          onAssign={(row, employeeId) => assign(row, employeeId)}
          mayDelete={(row) => row.status === 'draft' && session?.role !== 'staff'}
          onDelete={setDeleting}
          reader={session?.role === 'staff' ? 'staff' : 'customer'}
        />
      )}
      {rows && rows.length > 0 && <LoadMore {...loadMoreOf(list, rows.length, totalOf(list.data))} />}
      {session && session.role !== 'staff' && <InspectionHistory showCustomer={session.role === 'consultant'} />}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'applications.delete.title' })}
        body={intl.formatMessage({ id: 'applications.delete.body' })}
        confirmLabel={intl.formatMessage({ id: 'applications.delete.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
        onConfirm={() => (removing.isPending ? undefined : confirmDelete())}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
