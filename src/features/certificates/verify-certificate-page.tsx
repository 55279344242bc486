import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/client';
import { ApiError, messageOf, request } from '../../api/request';
import { Notice } from '../shared/notice';
import { CertificateStatusBadge } from './certificate-status-badge';
import { RouteLink } from '../shared/route-links';
import { AS_OF_FORMAT, CertificateBody, Fact, StatusHistory } from './certificate-public-parts';
import { ScheduledChanges } from './scheduled-changes';
import { PageHeading } from '../shared/page-heading';

const day = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="long" timeZone="UTC" />;

type Certificate = Awaited<ReturnType<typeof fetchCertificate>>;

/** The route's answer: the certificate and when it was read, or why not (an unknown code: 404). */
type CertificateAnswer = { certificate: Certificate; readAt: number } | { failure: unknown };

const fetchCertificate = (code: string) => request(() => api.GET('/verify/{code}', { params: { path: { code } } }));

/**
 * The route's loader: the certificate is fetched beside the screen's code, and the page paints
 * whole, its answer already there (no spinner replaced by the page a moment after the first
 * paint: that late render was most of the page's blocking time on a phone). Never retried: an
 * unknown code (404) is an answer. A failure is the page's own to show.
 */
export async function verifyCertificateLoader({ params }: LoaderFunctionArgs): Promise<CertificateAnswer> {
  try {
    return { certificate: await fetchCertificate(params.code ?? ''), readAt: Date.now() };
  } catch (failure) {
    return { failure };
  }
}

/**
 * `/verify/{code}`: the public page a certificate's QR code opens, for anyone, signed in or
 * not. It shows what the certificate itself shows and its live status, in the visitor's
 * language; an unknown code says plainly that no certificate has it.
 */
export function VerifyCertificatePage() {
  const answer = useLoaderData() as CertificateAnswer;
  if ('failure' in answer) {
    const unknown = answer.failure instanceof ApiError && answer.failure.status === 404;
    const failure = messageOf(answer.failure);
    return (
      <Stack gap={3}>
        <PageHeading titleId="certificates.verify.title" introId="certificates.body" mb={0} />
        {unknown ? (
          <Box role="alert" data-testid="certificate-not-found">
            <Text fontWeight="bold">
              <FormattedMessage id="certificates.verify.notFound" />
            </Text>
            <Text>
              <FormattedMessage id="certificates.verify.notFoundHelp" />
            </Text>
          </Box>
        ) : (
          <Notice notice={{ kind: 'error', id: failure.messageId, values: failure.values }} />
        )}
        <RouteLink to="/public-register">
          <FormattedMessage id="certificates.register.link" />
        </RouteLink>
      </Stack>
    );
  }
  const { certificate: cert, readAt } = answer;
  return (
    <Stack gap={4}>
      <PageHeading titleId="certificates.verify.title" introId="certificates.body" mb={0} />
      <Box role="status" data-testid="certificate-live-status">
        <CertificateStatusBadge status={cert.status} size="lg" />
        {/* when this answer was fetched: the status is live, a printout or an old tab says when it held */}
        <Text mt={1} fontSize="sm" color="gray.700" data-testid="certificate-as-of">
          <FormattedMessage id="certificates.verify.asOf" values={{ when: <FormattedDate value={readAt} {...AS_OF_FORMAT} /> }} />
        </Text>
        <Text mt={2}>
          <FormattedMessage id={`certificates.verify.says.${cert.status}`} values={{ date: day(cert.valid_to), from: day(cert.valid_from) }} />
        </Text>
        {cert.suspended_items.length > 0 && (
          <Box mt={2}>
            <Text fontWeight="bold">
              <FormattedMessage id="certificates.field.suspendedItems" />
            </Text>
            <List.Root ps={5} data-testid="suspended-items">
              {cert.suspended_items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        {cert.status_effective && cert.status !== 'valid' && cert.status !== 'expired' && (
          <Text mt={1} fontSize="sm">
            <FormattedMessage id="certificates.verify.since" values={{ date: day(cert.status_effective) }} />
            {cert.status_until && (
              <>
                {' '}
                <FormattedMessage id="certificates.verify.until" values={{ date: day(cert.status_until) }} />
              </>
            )}
          </Text>
        )}
        <Box mt={2}>
          <ScheduledChanges scheduled={cert.scheduled} />
        </Box>
      </Box>
      <Stack as="dl" gap={3}>
        <Fact labelId="certificates.field.number">{cert.number}</Fact>
        {cert.traces_number && <Fact labelId="certificates.field.traces">{cert.traces_number}</Fact>}
        {cert.ggn && <Fact labelId="certificates.field.ggn">{cert.ggn}</Fact>}
        <Fact labelId="certificates.field.standard">
          <FormattedMessage id={`certificates.standard.${cert.standard}`} />
        </Fact>
        <Fact labelId="certificates.field.holder">{cert.holder}</Fact>
        {cert.address && <Fact labelId="certificates.field.place">{cert.address}</Fact>}
        <Fact labelId="certificates.field.scope">{cert.scope}</Fact>
        {cert.items.length > 0 && <Fact labelId="certificates.field.items">{cert.items.join(', ')}</Fact>}
        <Fact labelId="certificates.field.validity">
          <FormattedMessage id="certificates.validity" values={{ from: day(cert.valid_from), to: day(cert.valid_to) }} />
        </Fact>
      </Stack>
      <StatusHistory history={cert.history} />
      <CertificateBody body={cert.body} />
      {/* the printout is the page itself: the layout's header and these buttons stay off paper */}
      <HStack gap={4} wrap="wrap" _print={{ display: 'none' }}>
        <Button variant="outline" colorPalette="green" onClick={() => window.print()}>
          <FormattedMessage id="certificates.print" />
        </Button>
        <RouteLink to="/public-register">
          <FormattedMessage id="certificates.register.link" />
        </RouteLink>
      </HStack>
    </Stack>
  );
}
