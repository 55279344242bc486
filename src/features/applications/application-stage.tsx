import { Badge, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stateLabelId } from '../lifecycle/state-label';
import type { ApplicationSummary } from './applications-api';
import { StatusBadge } from './status-badge';

/**
 * The status of a listed application and, once submitted, where it stands and whether it
 * waits on the applicant: "Submitted" alone would hide an offer awaiting their answer.
 */
export function ApplicationStage({ row }: { row: Pick<ApplicationSummary, 'status' | 'stage' | 'certificate'> }) {
  const intl = useIntl();
  const status = intl.formatMessage({ id: `applications.status.${row.status}` });
  const where = row.stage ? intl.formatMessage({ id: stateLabelId(row.stage.state, 'customer') }) : null;
  return (
    <Stack gap={1} align="flex-start">
      <StatusBadge status={row.status} certificate={row.certificate} />
      {where && where !== status && (
        <Text fontSize="sm" data-testid="application-stage">
          {where}
        </Text>
      )}
      {row.stage?.waiting_on === 'customer' && (
        <Badge colorPalette="orange" data-testid="application-waits-on-you">
          <FormattedMessage id="lifecycle.waiting.customer" />
        </Badge>
      )}
    </Stack>
  );
}
