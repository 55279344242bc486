import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { itemsOf, totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { messageOf } from '../../api/query';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';
import { consultantRegistrationsQuery, decideConsultant, listConsultants } from './staff-queries';
import { BusyButton } from '../../forms/busy-button';

type Registration = Awaited<ReturnType<typeof listConsultants>>['items'][number];

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
      <Heading as="h1" size="xl">
        <FormattedMessage id="accounts.staff.title" />
      </Heading>
      <Notice notice={errorId ? { kind: 'error', id: errorId } : null} />
      {rows?.length === 0 && (
        <Text>
          <FormattedMessage id="accounts.staff.empty" />
        </Text>
      )}
      {!!rows?.length && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {['name', 'username', 'email', 'registered', 'actions'].map((column) => (
                  <Table.ColumnHeader key={column}>
                    <FormattedMessage id={`accounts.staff.columns.${column}`} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
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
                    <HStack gap={2} wrap="wrap">
                      <BusyButton
                        onlineOnly="quiet"
                        size="sm"
                        colorPalette="green"
                        busy={busyId === row.id}
                        aria-label={`${intl.formatMessage({ id: 'accounts.staff.approve' })}: ${row.name}`}
                        onClick={() => decide(row, 'approve')}
                      >
                        <FormattedMessage id="accounts.staff.approve" />
                      </BusyButton>
                      <BusyButton
                        onlineOnly="quiet"
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        disabled={busyId === row.id}
                        aria-label={`${intl.formatMessage({ id: 'accounts.staff.decline' })}: ${row.name}`}
                        onClick={() => decide(row, 'decline')}
                      >
                        <FormattedMessage id="accounts.staff.decline" />
                      </BusyButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {!!rows?.length && <LoadMore {...loadMoreOf(list, rows.length, totalOf(list.data))} />}
    </Stack>
  );
}
