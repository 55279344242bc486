import { useMemo, useState } from 'react';
import { itemsOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { messageOf } from '../../api/query';
import { CatalogForm } from '../../forms/catalog-form';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';
import { useHashTarget } from '../shared/use-hash-target';
import { requestAnchor } from './request-anchor';
import { DocumentLinks } from './document-links';
import { SendAgainForm } from './send-again-form';
import { fieldIssuesOf, RefusalNotice } from './refusal-notice';
import {
  useAnswerCertificateRequest,
  useCertificateRequests,
  useSendCertificateRequest,
  type CertificateRequest,
  type NewCertificateRequest,
  type RequestAnswer,
} from './requests-api';
import type { Reader } from './state-label';
import { LoadingSpinner } from '../../forms/loading-spinner';

const STATUS_PALETTE = { open: 'orange', answered: 'green', refused: 'red' } as const;

/** What was asked for, as the form names it: the attestation, or the kind. */
const titleOf = (r: CertificateRequest) => (r.attestation ? `requests.attestation.${r.attestation}` : `requests.kind.${r.kind}`);

/** Staff's answer to one open request: the document asked for, or a refusal with its reason. */
function AnswerForm({ applicationId, request }: { applicationId: string; request: CertificateRequest }) {
  const intl = useIntl();
  const [data, setData] = useState<Partial<RequestAnswer>>({});
  const answer = useAnswerCertificateRequest(applicationId, request.id);
  return (
    <Box mt={3}>
      <RefusalNotice error={answer.error} />
      <CatalogForm<Partial<RequestAnswer>>
        formId="staff/certificate-request-answer"
        idPrefix={`answer-${request.id}`}
        formData={data}
        onChange={setData}
        busy={answer.isPending}
        submitId="requests.answer.submit"
        serverIssues={fieldIssuesOf(answer.error)}
        onSubmit={(body) => answer.mutate(body as RequestAnswer, { onSuccess: () => notifySuccess(intl.formatMessage({ id: 'requests.answer.sent' })) })}
      />
    </Box>
  );
}

function RequestItem({ applicationId, request, reader }: { applicationId: string; request: CertificateRequest; reader: Reader }) {
  const target = useHashTarget<HTMLLIElement>(requestAnchor(request.id));
  return (
    <Box as="li" ref={target} id={requestAnchor(request.id)} tabIndex={-1} borderWidth="1px" borderRadius="md" p={3} bg="gray.50" data-testid="certificate-request">
      <HStack gap={2} wrap="wrap" justify="space-between">
        <Text fontWeight="bold">
          <FormattedMessage id={titleOf(request)} />
        </Text>
        <Badge colorPalette={STATUS_PALETTE[request.status]}>
          <FormattedMessage id={`requests.status.${request.status}`} />
        </Badge>
      </HStack>
      <Text fontSize="sm" color="gray.700">
        <FormattedMessage id="requests.sentOn" values={{ date: <FormattedDate value={request.created_at} dateStyle="medium" /> }} />
        {request.requested_by && (
          <>
            {' '}
            <FormattedMessage id="requests.sentBy" values={{ name: request.requested_by }} />
          </>
        )}
      </Text>
      {request.note && (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {request.note}
        </Text>
      )}
      {request.refusal_reason && (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="red.700">
          <FormattedMessage id="requests.refusal" values={{ reason: request.refusal_reason }} />
        </Text>
      )}
      <DocumentLinks documents={[request.document]} kinds="lifecycle.document.requestAnswer" />
      {reader === 'staff' && request.status === 'open' && <AnswerForm applicationId={applicationId} request={request} />}
    </Box>
  );
}

/** The customer side's new request; what is already asked for and open is not offered again. */
function NewRequestForm({ applicationId, requests }: { applicationId: string; requests: readonly CertificateRequest[] }) {
  const send = useSendCertificateRequest(applicationId);
  const uiOverrides = useMemo(() => {
    const open = requests.filter((r) => r.status === 'open');
    return {
      kind: { 'ui:enumDisabled': open.filter((r) => r.kind !== 'attestation').map((r) => r.kind) },
      attestation: { 'ui:enumDisabled': open.map((r) => r.attestation).filter(Boolean) },
    };
  }, [requests]);
  return (
    <SendAgainForm<NewCertificateRequest>
      formId="lifecycle/certificate-request"
      idPrefix="certificate-request"
      testId="certificate-request-form"
      submitId="requests.send"
      sentId="requests.sent"
      sending={send}
      uiOverrides={uiOverrides}
    />
  );
}

/**
 * Certificate requests of a certified application (spec §2 "Application detail"): the customer
 * side asks for an attestation, a duplicate or the certificate's issuance and reads the
 * answers; staff answer each open one with a document or a refusal.
 */
export function CertificateRequests({ applicationId, reader, certified }: { applicationId: string; reader: Reader; certified: boolean }) {
  const requests = useCertificateRequests(applicationId);
  const list = itemsOf(requests.data) ?? [];
  // nothing to show before a certificate, unless requests were made (a certificate revoked since)
  if (!certified && !list.length) return null;
  return (
    <Box as="section" aria-labelledby="requests-heading" borderTopWidth="1px" pt={3} data-testid="certificate-requests">
      <Heading as="h3" size="sm" mb={2} id="requests-heading">
        <FormattedMessage id="requests.heading" />
      </Heading>
      {requests.isPending && <LoadingSpinner />}
      {requests.isError && <Notice notice={{ kind: 'error', id: messageOf(requests.error).messageId }} />}
      {requests.data && (
        <Stack as="ul" gap={2} listStyleType="none" ms={0} mb={3}>
          {list.length === 0 && (
            <Text as="li" color="gray.600">
              <FormattedMessage id="requests.empty" />
            </Text>
          )}
          {list.map((r) => (
            <RequestItem key={r.id} applicationId={applicationId} request={r} reader={reader} />
          ))}
        </Stack>
      )}
      {requests.hasNextPage && <LoadMore {...loadMoreOf(requests, list.length)} />}
      {reader === 'customer' && certified && requests.data && <NewRequestForm applicationId={applicationId} requests={list} />}
    </Box>
  );
}
