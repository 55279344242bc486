import { useCallback } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useRevalidator } from 'react-router';
import { sessionAtom } from '../../api/session';
import type { Application } from './applications-api';
import { mayAssign, useAssignApplication, useEmployeeChoices } from './application-assignee';
import { AssigneeSelect } from './assignee-select';

/**
 * On the application page: who works on it. The customer's consultant chooses one of their
 * employees or nobody; consultants' employees see the name; customers see nothing of it.
 */
export function ApplicationAssigneePanel({ application }: { application: Application }) {
  const session = useAtomValue(sessionAtom);
  const revalidator = useRevalidator();
  const canAssign = mayAssign(session, application);
  const employees = useEmployeeChoices(canAssign);
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const { assign, busyId } = useAssignApplication(employees, reload);
  if (session?.role !== 'consultant') return null;
  return (
    <Box maxW="20rem">
      <chakra.p fontSize="sm" fontWeight="medium" mb={1}>
        <FormattedMessage id="applications.list.assignee" />
      </chakra.p>
      <AssigneeSelect
        application={application}
        employees={employees}
        busy={busyId === application.id}
        onAssign={canAssign ? (employeeId) => assign(application, employeeId) : undefined}
      />
    </Box>
  );
}
