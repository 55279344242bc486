import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../forms/schema-form';
import { useMutation } from '@tanstack/react-query';
import { FormCard } from '../shared/form-card';
import { Notice, type NoticeMessage } from '../shared/notice';
import { useFailureNotice } from '../shared/use-failure-notice';
import newSchema from '../../../schemas/forms/employee.schema.json';
import newUiSchema from '../../../schemas/forms/employee.ui.json';
import editSchema from '../../../schemas/forms/employee-edit.schema.json';
import editUiSchema from '../../../schemas/forms/employee-edit.ui.json';
import type { Employee, NewEmployee } from './employees-api';
import { createEmployee, updateEmployee } from './employees-queries';
import { BusyButton } from '../../forms/busy-button';

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
  const failed = useFailureNotice();
  const [data, setData] = useState<Partial<NewEmployee>>(
    employee ? { fullName: employee.full_name, username: employee.username, email: employee.email } : {},
  );
  const done = () => onDone({ kind: 'success', id: employee ? 'employees.edited' : 'employees.added' });
  const creating = useMutation({ ...createEmployee, onSuccess: done });
  const updating = useMutation({ ...updateEmployee, onSuccess: done });
  const saving = employee ? updating : creating;
  const busy = saving.isPending;
  const notice = saving.error ? failed(saving.error, employee ? 'employees.errorEditing' : 'employees.errorAdding') : null;

  const submit = (body: Partial<NewEmployee>) => {
    if (employee) {
      updating.mutate({ id: employee.id, body: { fullName: body.fullName ?? '', username: body.username ?? '', email: body.email ?? '' } });
    } else creating.mutate(body as NewEmployee);
  };

  return (
    <FormCard as="section" mb={6} maxW="40rem">
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
          <BusyButton onlineOnly type="submit" colorPalette="green" busy={busy}>
            {t(employee ? 'employees.edit.save' : 'employees.add.save')}
          </BusyButton>
          <Button variant="outline" onClick={onCancel}>
            {t('employees.cancel')}
          </Button>
        </HStack>
      </SchemaForm>
    </FormCard>
  );
}
