import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { itemsOf, totalOf } from '../../api/paging';
import { sessionAtom } from '../../api/session';
import { messageOf } from '../../api/query';
import { SendingForm } from '../shared/sending-form';
import { notifySuccess } from '../notify/toaster';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { FormCard } from '../shared/form-card';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { errorNotice, Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { StackedCell, StackedTable } from '../shared/stacked-table';
import {
  createStaffAccount,
  staffAccountsQuery,
  updateStaffAccount,
  type NewStaffAccount,
  type StaffAccount,
  type StaffAccountChange,
} from './staff-accounts-queries';

const COLUMNS = ['name', 'account', 'duties', 'status', 'actions'] as const;
const EMPTY_NEW: Partial<NewStaffAccount> = { locale: 'el', duties: [] };

const changeOf = (account: StaffAccount): Omit<StaffAccountChange, 'active'> => ({
  first_name: account.first_name,
  last_name: account.last_name,
  locale: account.locale,
  duties: account.duties,
});

/**
 * `/staff/accounts`: staff administrators add staff members (who are mailed a link to set their
 * password), change their name, language and duties, and deactivate or reactivate them; a
 * deactivated member signs in no more (docs/staff-accounts.md).
 */
export function StaffAccountsPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const list = useInfiniteQuery(staffAccountsQuery());
  const rows = itemsOf(list.data);
  const creating = useMutation(createStaffAccount);
  const updating = useMutation(updateStaffAccount);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<Partial<NewStaffAccount>>(EMPTY_NEW);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [change, setChange] = useState<Omit<StaffAccountChange, 'active'> | null>(null);
  const [deactivating, setDeactivating] = useState<StaffAccount | null>(null);
  const column = (name: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `staff.accounts.columns.${name}` });

  const setActive = (account: StaffAccount, active: boolean) =>
    updating.mutate(
      { id: account.id, body: { ...changeOf(account), active } },
      { onSuccess: () => notifySuccess(intl.formatMessage({ id: active ? 'staff.accounts.reactivated' : 'staff.accounts.deactivated' }, { name: account.name })) },
    );

  return (
    <Stack gap={4}>
      <PageHeading titleId="titles.staffAccounts">
        {!adding && (
          <Button colorPalette="green" onClick={() => setAdding(true)}>
            <FormattedMessage id="staff.accounts.add" />
          </Button>
        )}
      </PageHeading>
      {adding && (
        <FormCard>
          {/* the form's own title ("New staff member") heads it */}
          <Notice notice={errorNotice(creating.error)} />
          <SendingForm<Partial<NewStaffAccount>>
            formId="staff/staff-account"
            idPrefix="staff-account"
            answers={{ data: draft, setData: setDraft }}
            sending={creating}
            submitId="staff.accounts.add.submit"
            onSubmit={(body) =>
              creating.mutate(body as NewStaffAccount, {
                onSuccess: (account) => {
                  notifySuccess(intl.formatMessage({ id: 'staff.accounts.added' }, { name: account.name, email: account.email }));
                  setDraft(EMPTY_NEW);
                  setAdding(false);
                },
              })
            }
            actions={
              <Button variant="outline" onClick={() => setAdding(false)}>
                <FormattedMessage id="staff.accounts.cancel" />
              </Button>
            }
          />
        </FormCard>
      )}
      {list.isError && <Notice notice={{ kind: 'error', id: messageOf(list.error).messageId }} />}
      {updating.error && !editing ? <Notice notice={{ kind: 'error', id: messageOf(updating.error).messageId }} /> : null}
      {!!rows?.length && (
        <StackedTable label={intl.formatMessage({ id: 'titles.staffAccounts' })} prefix="staff.accounts.columns" columns={COLUMNS}>
          {rows.map((account) => (
            <Table.Row key={account.id} data-testid={`staff-account-${account.username}`}>
              <StackedCell label={column('name')}>{account.name}</StackedCell>
              <StackedCell label={column('account')}>
                {/* an address is one long word: it wraps anywhere rather than leave a phone's screen */}
                <Box minW={0} overflowWrap="anywhere">
                  {account.username}
                  <Text fontSize="sm" color="gray.600">
                    {account.email}
                  </Text>
                </Box>
              </StackedCell>
              <StackedCell label={column('duties')}>
                {account.duties.map((duty) => intl.formatMessage({ id: `staff.accounts.duty.${duty}` })).join(', ')}
              </StackedCell>
              <StackedCell label={column('status')}>
                <Badge colorPalette={account.active ? 'green' : 'gray'}>
                  <FormattedMessage id={account.active ? 'staff.accounts.active' : 'staff.accounts.inactive'} />
                </Badge>
              </StackedCell>
              <StackedCell label={column('actions')}>
                <HStack gap={2} wrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${intl.formatMessage({ id: 'staff.accounts.change' })}: ${account.name}`}
                    onClick={() => {
                      setEditing(account);
                      setChange(changeOf(account));
                    }}
                  >
                    <FormattedMessage id="staff.accounts.change" />
                  </Button>
                  {/* nobody deactivates themself (the server refuses it too) */}
                  {account.id === session?.id ? null : account.active ? (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={updating.isPending}
                      aria-label={`${intl.formatMessage({ id: 'staff.accounts.deactivate' })}: ${account.name}`}
                      onClick={() => setDeactivating(account)}
                    >
                      <FormattedMessage id="staff.accounts.deactivate" />
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="green"
                      disabled={updating.isPending}
                      aria-label={`${intl.formatMessage({ id: 'staff.accounts.reactivate' })}: ${account.name}`}
                      onClick={() => setActive(account, true)}
                    >
                      <FormattedMessage id="staff.accounts.reactivate" />
                    </Button>
                  )}
                </HStack>
              </StackedCell>
            </Table.Row>
          ))}
        </StackedTable>
      )}
      {!!rows?.length && <LoadMore {...loadMoreOf(list, rows.length, totalOf(list.data))} />}
      {editing && change && (
        <FormCard>
          <Heading as="h2" size="md" mb={3}>
            <FormattedMessage id="staff.accounts.change.heading" values={{ name: editing.name }} />
          </Heading>
          <Notice notice={errorNotice(updating.error)} />
          <SendingForm<Omit<StaffAccountChange, 'active'>>
            formId="staff/staff-account-change"
            idPrefix="staff-account-change"
            answers={{ data: change, setData: setChange, formKey: editing.id }}
            sending={updating}
            submitId="staff.accounts.change.submit"
            onSubmit={(body) =>
              updating.mutate(
                { id: editing.id, body: { ...body, active: editing.active } },
                {
                  onSuccess: (account) => {
                    notifySuccess(intl.formatMessage({ id: 'staff.accounts.changed' }, { name: account.name }));
                    setEditing(null);
                  },
                },
              )
            }
            actions={
              <Button variant="outline" onClick={() => setEditing(null)}>
                <FormattedMessage id="staff.accounts.cancel" />
              </Button>
            }
          />
        </FormCard>
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title={intl.formatMessage({ id: 'staff.accounts.deactivate.title' }, { name: deactivating?.name ?? '' })}
        body={intl.formatMessage({ id: 'staff.accounts.deactivate.body' })}
        confirmLabel={intl.formatMessage({ id: 'staff.accounts.deactivate' })}
        cancelLabel={intl.formatMessage({ id: 'staff.accounts.cancel' })}
        onConfirm={() => {
          if (deactivating) setActive(deactivating, false);
          setDeactivating(null);
        }}
        onCancel={() => setDeactivating(null)}
      />
    </Stack>
  );
}
