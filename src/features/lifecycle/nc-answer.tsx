import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { FilePreview } from '../../../renderers/file-upload';
import { DocumentLinks } from './document-links';
import type { LifecycleView, LifecycleDocument } from './lifecycle-api';
import { NcRounds, ReturnedReason } from './nc-rounds';

type NonConformity = LifecycleView['non_conformities'][number];

const day = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;

/** What was found, how grave it is and by when it must be answered: both sides read the same words. */
export function NcSummary({ nc }: { nc: NonConformity }) {
  return (
    <>
      <Text fontWeight="bold">
        <FormattedMessage id="lifecycle.nc.heading" values={{ n: nc.position, requirement: nc.requirement }} />
      </Text>
      <Text whiteSpace="pre-wrap">{nc.finding}</Text>
      <Text fontSize="sm" data-testid="nc-severity-deadline" color={nc.overdue ? 'fg.error' : undefined}>
        <FormattedMessage id={`staff.results.nc.severity.${nc.severity}`} />
        {' · '}
        <FormattedMessage id="lifecycle.record.deadline" values={{ date: day(nc.deadline) }} />
      </Text>
    </>
  );
}

/** A photo the answer carries, shown as it is (the link beside it downloads it). */
const previewUrl = (doc: LifecycleDocument) => `${doc.download_url}${doc.download_url.includes('?') ? '&' : '?'}disposition=inline`;

/**
 * The customer's answer a review judges, above the decision: what they said, the evidence
 * (photos shown, other documents as links) and the earlier answers and the reasons they went
 * back. Without it staff judged a title and scrolled a page further for what they judge.
 */
export function NcAnswer({ view, nc }: { view: LifecycleView; nc: NonConformity }) {
  const photos = nc.evidence.filter((doc) => doc.media_type.startsWith('image/'));
  return (
    <Box as="section" mt={3} p={3} borderLeftWidth="4px" borderColor="blue.500" bg="blue.50" data-testid="nc-answer">
      <Heading as="h4" size="xs" mb={1}>
        <FormattedMessage id="lifecycle.nc.answerHeading" />
      </Heading>
      <Stack gap={1}>
        {nc.response && (
          <Text>
            <FormattedMessage id={`lifecycle.ncResponse.response.${nc.response}`} />
          </Text>
        )}
        {nc.response_note ? (
          <Text whiteSpace="pre-wrap" data-testid="nc-answer-note">
            {nc.response_note}
          </Text>
        ) : (
          <Text color="gray.600">
            <FormattedMessage id="lifecycle.nc.answerNoNote" />
          </Text>
        )}
        {photos.map((doc) => (
          // a phone's photo at a size that leaves the decision in view; the link downloads it whole
          <Box key={doc.id} maxW="24rem">
            <FilePreview url={previewUrl(doc)} name={doc.name} mediaType={doc.media_type} onError={() => undefined} />
          </Box>
        ))}
        <DocumentLinks documents={nc.evidence} kinds="lifecycle.document.evidence" />
        <NcRounds view={view} nc={nc} earlier />
      </Stack>
    </Box>
  );
}

/** Above a non-conformity's form: the finding, and what the reader's form is about (the answer to judge, or why it came back). */
export function NcContext({ view, nc, judging }: { view: LifecycleView; nc: NonConformity; judging: boolean }) {
  return (
    <Box mb={3}>
      <NcSummary nc={nc} />
      {judging ? <NcAnswer view={view} nc={nc} /> : <ReturnedReason nc={nc} />}
    </Box>
  );
}
