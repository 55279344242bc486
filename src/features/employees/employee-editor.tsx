import { useState } from 'react';
import { Box, Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../forms/schema-form';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { useKnownMessage } from '../shared/use-known-message';
import newSchema from '../../../schemas/forms/employee.schema.json';
import newUiSchema from '../../../schemas/forms/employee.ui.json';
import editSchema from '../../../schemas/forms/employee-edit.schema.json';
import editUiSchema from '../../../schemas/forms/employee-edit.ui.json';
import { createEmployee, updateEmployee, type Employee, type NewEmployee } from './employees-api';

export interface EmployeeEditorProps {
  /** The employee to edit; none: a new one. */
  employee?: Employee;
  onDone: (notice: NoticeMessage) => void;
  onCancel: () => void;
}

/** The employee form: a new account (with its initial password) or an existing one's details. */
export function EmployeeEditor({ employee, onDone, onCancel }: EmployeeEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const known = useKnownMessage();
  const [data, setData] = useState<Partial<NewEmployee>>(
    employee ? { fullName: employee.full_name, username: employee.username, email: employee.email } : {},
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const submit = async (body: Partial<NewEmployee>) => {
    setBusy(true);
    const result = employee
      ? await updateEmployee(employee.id, { fullName: body.fullName ?? '', username: body.username ?? '', email: body.email ?? '' })
      : await createEmployee(body as NewEmployee);
    setBusy(false);
    if (result.data) onDone({ kind: 'success', id: employee ? 'employees.edited' : 'employees.added' });
    else setNotice(failureNotice(result.error, employee ? 'employees.errorEditing' : 'employees.errorAdding', known));
  };

  return (
    <Box as="section" bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md" mb={6} maxW="40rem">
      <Notice notice={notice} />
      <SchemaForm<Partial<NewEmployee>>
        formId={employee ? 'forms/employee-edit' : 'forms/employee'}
        schema={(employee ? editSchema : newSchema) as RJSFSchema}
        uiSchema={(employee ? editUiSchema : newUiSchema) as UiSchema}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        disabled={busy}
      >
        <HStack mt={4} gap={3}>
          <Button type="submit" colorPalette="green" loading={busy}>
            {t(employee ? 'employees.edit.save' : 'employees.add.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('employees.cancel')}
          </Button>
        </HStack>
      </SchemaForm>
    </Box>
  );
}
