import { useCallback, useEffect, useState } from 'react';
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { errorMessageId } from '../../api/errors';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';

type Registration = NonNullable<Awaited<ReturnType<typeof listRegistrations>>>[number];

async function listRegistrations() {
  const response = await api.GET('/staff/consultants', {}).catch(() => null);
  return response?.data?.data ?? null;
}

/** `/staff/consultants`: the certification body approves or declines consultant registrations. */
export function ConsultantRegistrationsPage() {
  const intl = useIntl();
  const [rows, setRows] = useState<Registration[] | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const reload = useCallback(async () => {
    const data = await listRegistrations();
    if (data) setRows(data);
    else setErrorId('errors.generic');
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const decide = async (row: Registration, decision: 'approve' | 'decline') => {
    setBusyId(row.id);
    setErrorId(null);
    const response = await api
      .POST('/staff/consultants/{id}/decision', { params: { path: { id: row.id } }, body: { decision } })
      .catch(() => null);
    setBusyId(null);
    if (!response?.response.ok) {
      setErrorId(errorMessageId(response?.error));
      return;
    }
    const id = decision === 'approve' ? 'accounts.staff.approved' : 'accounts.staff.declined';
    notifySuccess(intl.formatMessage({ id }, { name: row.name }));
    await reload();
  };

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
                      <Button
                        size="sm"
                        colorPalette="green"
                        loading={busyId === row.id}
                        aria-label={`${intl.formatMessage({ id: 'accounts.staff.approve' })}: ${row.name}`}
                        onClick={() => decide(row, 'approve')}
                      >
                        <FormattedMessage id="accounts.staff.approve" />
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        disabled={busyId === row.id}
                        aria-label={`${intl.formatMessage({ id: 'accounts.staff.decline' })}: ${row.name}`}
                        onClick={() => decide(row, 'decline')}
                      >
                        <FormattedMessage id="accounts.staff.decline" />
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
