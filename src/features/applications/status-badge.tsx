import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ApplicationStatus } from './applications-api';

const palette: Record<ApplicationStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  finalized: 'blue',
  in_inspection: 'purple',
  in_veto_checking: 'purple',
  certified: 'green',
  partially_certified: 'teal',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge colorPalette={palette[status]} data-testid="application-status">
      <FormattedMessage id={`applications.status.${status}`} />
    </Badge>
  );
}
