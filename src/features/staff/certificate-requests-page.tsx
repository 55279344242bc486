import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { itemsOf, pagedQuery, totalOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { messageOf, request } from '../../api/query';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { requestAnchor } from '../lifecycle/request-anchor';
import { OperatorName } from '../applications/operator-name';

/**
 * `/staff/certificate-requests`: the customers' certificate requests still open on every
 * application, the longest waiting first; each is answered on its application's page.
 */
export function CertificateRequestsPage() {
  const list = useInfiniteQuery(
    pagedQuery(['certificate-requests', 'open'], (cursor) => request(() => api.GET('/staff/certificate-requests', { params: { query: { cursor } } }))),
  );
  const rows = itemsOf(list.data);
  return (
    <>
      <PageHeading titleId="titles.staffCertificateRequests" />
      {list.isError && <Notice notice={{ kind: 'error', id: messageOf(list.error).messageId }} />}
      {list.isPending && (
        <Text role="status">
          <FormattedMessage id="requests.loading" />
        </Text>
      )}
      {rows?.length === 0 && (
        <Text role="status">
          <FormattedMessage id="requests.staffEmpty" />
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Stack as="ul" gap={2} listStyleType="none" ms={0}>
          {rows.map((r) => (
            <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p={3} bg="white" data-testid="open-certificate-request">
              <Heading as="h2" size="sm">
                <FormattedMessage id={r.attestation ? `requests.attestation.${r.attestation}` : `requests.kind.${r.kind}`} />
              </Heading>
              <HStack gap={3} wrap="wrap">
                <Text>
                  <OperatorName customer={{ name: r.customer_name, company: r.customer_company }} />
                </Text>
                <Text color="gray.700">
                  <FormattedMessage id="requests.sentOn" values={{ date: <FormattedDate value={r.created_at} dateStyle="medium" /> }} />
                </Text>
              </HStack>
              <Link asChild colorPalette="green" textDecoration="underline">
                <RouterLink to={`/staff/applications/${r.application_id}#${requestAnchor(r.id)}`}>
                  <FormattedMessage id="requests.openApplication" values={{ reference: r.reference }} />
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
      {rows && rows.length > 0 && <LoadMore {...loadMoreOf(list, rows.length, totalOf(list.data))} />}
    </>
  );
}
