import { useState } from 'react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { itemsOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { Button, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { sessionAtom } from '../../api/session';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useFailureNotice } from '../shared/use-failure-notice';
import { EmployeeEditor } from './employee-editor';
import { EmployeesTable } from './employees-table';
import type { Employee } from './employees-api';
import { deleteEmployees, employeePagesQuery } from './employees-queries';

/**
 * /employees: a consultant manages their employees (add, edit, delete, bulk delete); an
 * employee sees their own entry read-only — the customers and applications assigned to them.
 */
export function EmployeesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const failed = useFailureNotice();
  const session = useAtomValue(sessionAtom);
  const manages = !session?.isEmployee;
  const list = useInfiniteQuery(employeePagesQuery());
  const employees = list.isPending ? null : (itemsOf(list.data) ?? []);
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const removing = useMutation(deleteEmployees);

  const remove = (ids: number[]) => {
    setToDelete(null);
    removing.mutate(ids, {
      onSuccess: (data) => setNotice({ kind: 'success', id: 'employees.deleted', values: { count: data.deleted.length } }),
      onError: (error) => setNotice(failed(error, 'employees.errorDeleting')),
      onSettled: () => setSelected(new Set()),
    });
  };

  return (
    <>
      <PageHeading titleId="titles.employees">
        {manages && (
          <Button colorPalette="green" onClick={() => setEditing('new')}>
            {t('employees.list.add')}
          </Button>
        )}
      </PageHeading>
      <Notice notice={notice} />
      {list.isError && <Notice notice={{ kind: 'error', id: 'employees.errorLoading' }} />}
      {editing && (
        <EmployeeEditor
          key={editing === 'new' ? 'new' : editing.id}
          employee={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={(done) => {
            setEditing(null);
            setNotice(done);
          }}
        />
      )}
      {!manages && <Text mb={4}>{t('employees.readOnly')}</Text>}
      {manages && (
        <Button mb={3} size="sm" variant="outline" colorPalette={selected.size === 0 ? 'gray' : 'red'} disabled={selected.size === 0} onClick={() => setToDelete([...selected])}>
          {t('employees.list.deleteSelected', { count: selected.size })}
        </Button>
      )}
      {employees === null ? (
        <Text role="status">{t('employees.list.loading')}</Text>
      ) : employees.length === 0 ? (
        <Text role="status">{t('employees.list.empty')}</Text>
      ) : (
        <EmployeesTable
          employees={employees}
          manage={manages ? { selected, onSelect: setSelected, onEdit: setEditing, onDelete: (e) => setToDelete([e.id]) } : undefined}
        />
      )}
      {list.hasNextPage && employees && <LoadMore {...loadMoreOf(list, employees.length)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('employees.delete.confirmTitle')}
        body={t('employees.delete.confirmBody', { count: toDelete?.length ?? 0 })}
        confirmLabel={t('employees.delete.confirm')}
        cancelLabel={t('employees.cancel')}
        onConfirm={() => toDelete && remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
