import { Badge, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { components } from '../../api/schema.gen';
import { CertificateStatusBadge } from '../certificates/certificate-status-badge';
import type { ApplicationStatus } from './applications-api';

type ApplicationCertificate = components['schemas']['ApplicationCertificate'];

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

/**
 * "Finalized" covers three lifecycle states that read differently: the offer accepted and the
 * contract in preparation, the contract awaiting its signature, the contract signed. The
 * badge names the one the application is in; a farmer read "finalised" while their signature
 * was still awaited.
 */
const FINALIZED_WORDS = new Set<string>(['contract_preparation', 'contract_sent', 'inspection_planning']);
const statusId = (status: ApplicationStatus, state: string | null | undefined) =>
  status === 'finalized' && state && FINALIZED_WORDS.has(state) ? `applications.status.finalized.${state}` : `applications.status.${status}`;

/**
 * The application's status and, when its certificate is not simply valid today (suspended,
 * partially suspended with the products, revoked, cancelled, expired, not yet valid), the
 * certificate's: "Certified" alone would hide a suspension. With the lifecycle state, the
 * status names the step where a status spans several (see FINALIZED_WORDS).
 */
export function StatusBadge({ status, state, certificate }: { status: ApplicationStatus; state?: string | null; certificate?: ApplicationCertificate | null }) {
  const badge = (
    <Badge colorPalette={palette[status]} data-testid="application-status">
      <FormattedMessage id={statusId(status, state)} />
    </Badge>
  );
  if (!certificate || certificate.status === 'valid') return badge;
  return (
    <HStack gap={1} wrap="wrap">
      {badge}
      {certificate.status === 'partially_suspended' && certificate.suspended_items.length > 0 ? (
        <Badge colorPalette="orange" data-testid="application-certificate-status" data-status={certificate.status} whiteSpace="normal">
          <FormattedMessage id="certificates.status.partiallySuspendedItems" values={{ items: certificate.suspended_items.join(', ') }} />
        </Badge>
      ) : (
        <CertificateStatusBadge status={certificate.status} testId="application-certificate-status" />
      )}
    </HStack>
  );
}
