import { Badge, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stateLabelId, type Reader } from '../lifecycle/state-label';
import type { ApplicationSummary } from './applications-api';
import { StatusBadge } from './status-badge';

/**
 * The status of a listed application and, once submitted, where it stands and whether it
 * waits on the applicant: "Submitted" alone would hide an offer awaiting their answer. Staff
 * read a step waiting on the customer in their own words, as in the work queue ("awaiting the
 * customer's answer", "Awaited from the customer"), not the customer's ("awaiting your answer").
 */
export function ApplicationStage({ row, reader = 'customer' }: { row: Pick<ApplicationSummary, 'status' | 'stage' | 'certificate'>; reader?: Reader }) {
  const intl = useIntl();
  const status = intl.formatMessage({ id: `applications.status.${row.status}` });
  const where = row.stage ? intl.formatMessage({ id: stateLabelId(row.stage.state, reader) }) : null;
  return (
    <Stack gap={1} align="flex-start">
      <StatusBadge status={row.status} state={row.stage?.state} certificate={row.certificate} />
      {where && where !== status && (
        <Text fontSize="sm" data-testid="application-stage">
          {where}
        </Text>
      )}
      {row.stage?.waiting_on === 'customer' && (
        <Badge colorPalette="orange" data-testid="application-waits-on-you">
          <FormattedMessage id={reader === 'staff' ? 'lifecycle.waitingForStaff.customer' : 'lifecycle.waiting.customer'} />
        </Badge>
      )}
    </Stack>
  );
}
