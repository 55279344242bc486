import { List, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { LifecycleView } from './lifecycle-api';

type NonConformity = LifecycleView['non_conformities'][number];
type HistoryEvent = LifecycleView['events'][number];

const ROUND_ACTIONS = new Set(['respond_nc', 'review_nc']);

/** The answers and reviews a non-conformity went through, oldest first. */
export const roundsOf = (view: LifecycleView, nc: NonConformity): HistoryEvent[] =>
  view.events.filter((event) => ROUND_ACTIONS.has(event.action) && event.about.non_conformity === nc.position && event.about.outcome !== null);

/**
 * A non-conformity's earlier rounds once an answer was returned: the first answer and the
 * reason it went back stay readable after the next answer replaces them on the record.
 * `earlier`: only the rounds before the answer now under review (the review form shows that one itself).
 */
export function NcRounds({ view, nc, earlier = false }: { view: LifecycleView; nc: NonConformity; earlier?: boolean }) {
  const all = roundsOf(view, nc);
  const rounds = earlier && nc.status === 'answered' ? all.slice(0, all.findLastIndex((round) => round.action === 'respond_nc')) : all;
  if (!rounds.some((round) => round.about.outcome === 'returned')) return null;
  return (
    <>
      <Text fontSize="sm" fontWeight="semibold" mt={1}>
        <FormattedMessage id="lifecycle.nc.rounds" />
      </Text>
      <List.Root ps={4} gap={0.5} fontSize="sm" data-testid="nc-rounds">
        {rounds.map((round, index) => (
          <List.Item key={`${round.at}-${index}`}>
            <FormattedMessage
              id={`lifecycle.nc.round.${round.about.outcome}`}
              values={{ date: <FormattedDate value={round.at} dateStyle="medium" /> }}
            />
            {round.about.note && (
              <Text as="span" whiteSpace="pre-wrap">
                {': '}
                {round.about.note}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}

/** Above the answer form of a returned non-conformity: why it came back. */
export function ReturnedReason({ nc }: { nc: NonConformity }) {
  if (nc.status !== 'open' || nc.review !== 'returned') return null;
  return (
    <Text mt={2} p={2} borderLeftWidth="4px" borderColor="orange.500" bg="orange.50" whiteSpace="pre-wrap" data-testid="nc-returned-reason">
      {nc.review_note ? (
        <FormattedMessage id="lifecycle.nc.returned" values={{ reason: nc.review_note }} />
      ) : (
        <FormattedMessage id="lifecycle.nc.returnedNoReason" />
      )}
    </Text>
  );
}
