import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { DocumentLinks } from './document-links';
import type { LifecycleView } from './lifecycle-api';

export type SanctionOfView = LifecycleView['sanctions'][number];

const day = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;
const STATUS_COLOUR = { imposed: 'orange', answered: 'blue', lifted: 'green', escalated: 'red' } as const;

/** One sanction as both sides read it: kind, why, the corrective action wanted, by when, and where it stands. */
export function SanctionSummary({ sanction }: { sanction: SanctionOfView }) {
  return (
    <Stack gap={1} data-testid="sanction">
      <Text fontWeight="bold">
        <FormattedMessage id="sanctions.heading" values={{ n: sanction.position }} />
        {' · '}
        <FormattedMessage id={`sanctions.kind.${sanction.kind}`} />
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {sanction.reason}
      </Text>
      <Text fontSize="sm" color="gray.700">
        <FormattedMessage id="sanctions.correctiveAction" />
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {sanction.corrective_action}
      </Text>
      <Text data-testid="sanction-deadline">
        <FormattedMessage id="sanctions.record.deadline" values={{ date: day(sanction.deadline) }} />
      </Text>
      <Stack direction="row" gap={2} wrap="wrap">
        <Badge colorPalette={sanction.overdue ? 'red' : STATUS_COLOUR[sanction.status]} data-testid="sanction-status">
          <FormattedMessage id={`sanctions.status.${sanction.status}`} />
        </Badge>
        {sanction.overdue && (
          <Badge colorPalette="red">
            <FormattedMessage id="sanctions.record.overdue" />
          </Badge>
        )}
      </Stack>
      {sanction.comment && (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          <FormattedMessage id="sanctions.record.comment" values={{ comment: sanction.comment }} />
        </Text>
      )}
      <DocumentLinks documents={sanction.documents} kinds="lifecycle.document.sanction" />
      {sanction.review_note && (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          <FormattedMessage id="sanctions.record.reviewNote" values={{ note: sanction.review_note }} />
        </Text>
      )}
    </Stack>
  );
}

/** Every sanction of the application, newest first (spec §4 "Sanctions: corrective-action documents"). */
export function SanctionRecords({ view }: { view: LifecycleView }) {
  if (!view.sanctions.length) return null;
  return (
    <Box as="section" aria-labelledby="sanctions-heading" borderTopWidth="1px" pt={3} data-testid="sanction-records">
      <Heading as="h3" size="sm" mb={2} id="sanctions-heading">
        <FormattedMessage id="sanctions.records" />
      </Heading>
      <Stack gap={2}>
        {[...view.sanctions].reverse().map((sanction) => (
          <Box key={sanction.id} borderWidth="1px" borderRadius="md" p={2}>
            <SanctionSummary sanction={sanction} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The sanctions on which the reader may make a form's move now. */
export const sanctionsFor = (view: LifecycleView, move: 'answer' | 'review') =>
  view.sanctions.filter((s) => (move === 'answer' ? s.moves.includes('answer') : s.moves.some((m) => m !== 'answer')));
