import { Button, HStack, Table } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { Employee } from '../employees/employees-api';
import { StackedCell, StackedTable } from '../shared/stacked-table';
import type { ApplicationSummary } from './applications-api';
import { editPath, innerPath } from './application-routes';
import { AssigneeSelect } from './assignee-select';
import { ApplicationStage } from './application-stage';
import type { Reader } from '../lifecycle/state-label';
import { OperatorName } from './operator-name';

export interface ApplicationsTableProps {
  rows: ApplicationSummary[];
  /** Consultants and employees see who each application is assigned to. */
  showAssignee: boolean;
  employees: Employee[];
  mayAssign: (row: ApplicationSummary) => boolean;
  assigningId: string | null;
  onAssign: (row: ApplicationSummary, employeeId: number | null) => void;
  mayDelete: (row: ApplicationSummary) => boolean;
  onDelete: (row: ApplicationSummary) => void;
  /** Staff read the steps waiting on the customer in staff's words. */
  reader?: Reader;
}

/** The applications of `/`, one row each, with what this person may do to it. */
export function ApplicationsTable({ rows, showAssignee, employees, mayAssign, assigningId, onAssign, mayDelete, onDelete, reader }: ApplicationsTableProps) {
  const intl = useIntl();
  const columns = ['reference', 'type', 'year', 'customer', 'purpose', 'status', ...(showAssignee ? ['assignee'] : []), 'updated', 'actions'];
  const label = (column: string) => intl.formatMessage({ id: `applications.list.${column}` });
  return (
    <StackedTable label={intl.formatMessage({ id: 'titles.myApplications' })} prefix="applications.list" columns={columns}>
      {rows.map((row) => (
        <Table.Row key={row.id} data-testid="application-row">
          <StackedCell label={label('reference')}>{row.reference}</StackedCell>
          <StackedCell label={label('type')}>
            <FormattedMessage id={`applications.type.${row.type}`} />
          </StackedCell>
          <StackedCell label={label('year')}>{row.year ?? '—'}</StackedCell>
          <StackedCell label={label('customer')}>
            <OperatorName customer={row.customer} />
          </StackedCell>
          <StackedCell label={label('purpose')}>{row.purpose ? <FormattedMessage id={`common.general.purpose.${row.purpose}`} /> : '—'}</StackedCell>
          <StackedCell label={label('status')}>
            <ApplicationStage row={row} reader={reader} />
          </StackedCell>
          {showAssignee && (
            <StackedCell label={label('assignee')}>
              <AssigneeSelect
                application={row}
                employees={employees}
                busy={assigningId === row.id}
                onAssign={mayAssign(row) ? (employeeId) => onAssign(row, employeeId) : undefined}
              />
            </StackedCell>
          )}
          <StackedCell label={label('updated')}>
            <FormattedDate value={row.updated_at} dateStyle="medium" timeStyle="short" />
          </StackedCell>
          <StackedCell>
            <HStack gap={1}>
              {/* named with their row ("Προβολή: BIO-2026-000001"): a list read by its links or
                  buttons repeated "Προβολή" and "Διαγραφή" without saying which (issue 46) */}
              <Button asChild size="xs" variant="outline">
                <RouterLink to={row.status === 'draft' ? editPath(row) : innerPath(row)} aria-label={`${label(row.status === 'draft' ? 'continue' : 'view')}: ${row.reference}`}>
                  <FormattedMessage id={row.status === 'draft' ? 'applications.list.continue' : 'applications.list.view'} />
                </RouterLink>
              </Button>
              {mayDelete(row) && (
                <Button size="xs" variant="outline" colorPalette="red" aria-label={`${label('delete')}: ${row.reference}`} onClick={() => onDelete(row)}>
                  <FormattedMessage id="applications.list.delete" />
                </Button>
              )}
            </HStack>
          </StackedCell>
        </Table.Row>
      ))}
    </StackedTable>
  );
}
