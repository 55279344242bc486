import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { itemsOf } from '../../api/paging';
import { Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { messageOf } from '../../api/query';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';
import { consultantRegistrationsQuery, decideConsultant, listConsultants } from './staff-queries';
import { PagedTable } from '../shared/paged-table';
import { DecisionButtons } from '../shared/decision-buttons';
import { PageHeading } from '../shared/page-heading';

type Registration = Awaited<ReturnType<typeof listConsultants>>['items'][number];

const COLUMNS = ['name', 'username', 'email', 'registered', 'actions'];

const bodyMessageId = (error: unknown) => messageOf(error).messageId;

/** `/staff/consultants`: the certification body approves or declines consultant registrations. */
export function ConsultantRegistrationsPage() {
  const intl = useIntl();
  const list = useInfiniteQuery(consultantRegistrationsQuery());
  const rows = itemsOf(list.data) ?? null;
  const deciding = useMutation(decideConsultant);
  const busyId = deciding.isPending ? (deciding.variables?.id ?? null) : null;
  const errorId = deciding.error ? bodyMessageId(deciding.error) : list.isError ? 'errors.generic' : null;

  const decide = (row: Registration, decision: 'approve' | 'decline') =>
    deciding.mutate(
      { id: row.id, decision },
      {
        onSuccess: () => {
          const id = decision === 'approve' ? 'accounts.staff.approved' : 'accounts.staff.declined';
          notifySuccess(intl.formatMessage({ id }, { name: row.name }));
        },
      },
    );

  return (
    <Stack gap={4}>
      <PageHeading titleId="accounts.staff.title" mb={0} />
      <Notice notice={errorId ? { kind: 'error', id: errorId } : null} />
      {rows?.length === 0 && (
        <Text>
          <FormattedMessage id="accounts.staff.empty" />
        </Text>
      )}
      {!!rows?.length && (
        <PagedTable list={list} shown={rows.length} prefix="accounts.staff.columns" columns={COLUMNS}>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                {row.name}
                {row.company_name && <Text color="gray.600">{row.company_name}</Text>}
              </Table.Cell>
              <Table.Cell>{row.username}</Table.Cell>
              <Table.Cell>{row.email}</Table.Cell>
              <Table.Cell>
                <FormattedDate value={row.registered_at} />
              </Table.Cell>
              <Table.Cell>
                <DecisionButtons
                  size="sm"
                  subject={row.name}
                  approveLabel={intl.formatMessage({ id: 'accounts.staff.approve' })}
                  declineLabel={intl.formatMessage({ id: 'accounts.staff.decline' })}
                  busy={busyId === row.id}
                  declineDisabled={busyId === row.id}
                  onApprove={() => decide(row, 'approve')}
                  onDecline={() => decide(row, 'decline')}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </PagedTable>
      )}
    </Stack>
  );
}
