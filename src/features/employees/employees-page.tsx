import { useCallback, useEffect, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { sessionAtom } from '../../api/session';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useKnownMessage } from '../shared/use-known-message';
import { EmployeeEditor } from './employee-editor';
import { EmployeesTable } from './employees-table';
import { deleteEmployees, listEmployees, type Employee } from './employees-api';

/**
 * /employees: a consultant manages their employees (add, edit, delete, bulk delete); an
 * employee sees their own entry read-only — the customers and applications assigned to them.
 */
export function EmployeesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const known = useKnownMessage();
  const session = useAtomValue(sessionAtom);
  const manages = !session?.isEmployee;
  const [employees, setEmployees] = useState<Employee[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const load = useCallback(async () => {
    const { data } = await listEmployees();
    setFailed(!data);
    setEmployees(data?.data ?? []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (ids: number[]) => {
    setToDelete(null);
    const { data, error } = await deleteEmployees(ids);
    setNotice(data ? { kind: 'success', id: 'employees.deleted', values: { count: data.deleted.length } } : failureNotice(error, 'employees.errorDeleting', known));
    setSelected(new Set());
    await load();
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
      {failed && <Notice notice={{ kind: 'error', id: 'employees.errorLoading' }} />}
      {editing && (
        <EmployeeEditor
          key={editing === 'new' ? 'new' : editing.id}
          employee={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={(done) => {
            setEditing(null);
            setNotice(done);
            void load();
          }}
        />
      )}
      {!manages && <Text mb={4}>{t('employees.readOnly')}</Text>}
      {manages && (
        <Button mb={3} size="sm" variant="outline" colorPalette="red" disabled={selected.size === 0} onClick={() => setToDelete([...selected])}>
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
      <ConfirmDialog
        open={toDelete !== null}
        title={t('employees.delete.confirmTitle')}
        body={t('employees.delete.confirmBody', { count: toDelete?.length ?? 0 })}
        confirmLabel={t('employees.delete.confirm')}
        cancelLabel={t('employees.cancel')}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
