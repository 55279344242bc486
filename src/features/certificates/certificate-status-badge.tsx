import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { components } from '../../api/schema.gen';

export type LiveStatus = components['schemas']['CertificateLiveStatus'];

const PALETTE: Record<LiveStatus, string> = {
  valid: 'green',
  not_yet_valid: 'blue',
  expired: 'gray',
  suspended: 'orange',
  partially_suspended: 'orange',
  revoked: 'red',
  cancelled: 'red',
};

/** The certificate's live status as a coloured word (the word carries the meaning, not the colour). */
export function CertificateStatusBadge({ status, size = 'md', testId = 'certificate-status' }: { status: LiveStatus; size?: 'md' | 'lg'; testId?: string }) {
  return (
    <Badge colorPalette={PALETTE[status]} size={size} data-testid={testId} data-status={status}>
      <FormattedMessage id={`certificates.status.${status}`} />
    </Badge>
  );
}
