import { Box, Heading, List, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { LifecycleView } from './lifecycle-api';

type HistoryEvent = LifecycleView['events'][number];

/** What an event was about, beside its name: the sanction or non-conformity, the certificate change, the request's kind, the invoice, the employee. */
function About({ about }: { about: HistoryEvent['about'] }) {
  return (
    <>
      {about.sanction !== null && (
        <>
          {' ('}
          <FormattedMessage id="sanctions.heading" values={{ n: about.sanction }} />
          {about.kind && (
            <>
              {', '}
              <FormattedMessage id={`sanctions.kind.${about.kind}`} />
            </>
          )}
          {')'}
        </>
      )}
      {about.non_conformity !== null && (
        <>
          {' ('}
          <FormattedMessage id="history.nonConformity" values={{ n: about.non_conformity }} />
          {')'}
        </>
      )}
      {about.change && (
        <>
          {': '}
          <FormattedMessage id={`staff.certificateStatus.change.${about.change}`} />
        </>
      )}
      {about.sanction === null && about.kind && (
        <>
          {': '}
          <FormattedMessage id={`requests.kind.${about.kind}`} />
        </>
      )}
      {about.reference && ` ${about.reference}`}
      {about.person && `: ${about.person}`}
    </>
  );
}

/** Who did what and when, newest first: each side's steps, submissions, notes, certificate changes, sanctions. */
export function EventHistory({ view }: { view: LifecycleView }) {
  if (!view.events.length) return null;
  return (
    <Box as="section" aria-labelledby="lifecycle-history" borderTopWidth="1px" pt={3}>
      <Heading as="h3" size="sm" id="lifecycle-history" mb={2}>
        <FormattedMessage id="lifecycle.history" />
      </Heading>
      <List.Root gap={1} ps={4} data-testid="event-history">
        {[...view.events].reverse().map((event, index) => (
          <List.Item key={`${event.at}-${index}`} data-testid="history-event">
            <Text as="span" fontSize="sm" overflowWrap="anywhere">
              <FormattedDate value={event.at} dateStyle="medium" timeStyle="short" />
              {' — '}
              <FormattedMessage id={`lifecycle.action.${event.action}`} />
              <About about={event.about} />
              {' · '}
              {event.actor_name ?? <FormattedMessage id="lifecycle.certificationBody" />}
              {event.actor_role && event.actor_name && (
                <>
                  {' ('}
                  <FormattedMessage id={`history.role.${event.actor_role}`} />
                  {')'}
                </>
              )}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
