import { Box, Heading, List, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { LifecycleView } from './lifecycle-api';
import { OperatorName } from '../applications/operator-name';

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

function EventLine({ event }: { event: HistoryEvent }) {
  return (
    <List.Item data-testid="history-event">
      <Text as="span" fontSize="sm" overflowWrap="anywhere">
        <FormattedDate value={event.at} dateStyle="medium" timeStyle="short" />
        {' — '}
        <FormattedMessage id={`lifecycle.action.${event.action}`} />
        <About about={event.about} />
        {' · '}
        {event.actor_name === null ? <FormattedMessage id="lifecycle.certificationBody" /> : <OperatorName customer={{ name: event.actor_name, company: event.actor_company }} />}
        {event.actor_role && event.actor_name && (
          <>
            {' ('}
            <FormattedMessage id={`history.role.${event.actor_role}`} />
            {')'}
          </>
        )}
      </Text>
    </List.Item>
  );
}

/** The newest events a page shows open; the older fold away (a certified application's history runs to dozens). */
const SHOWN_OPEN = 6;

/** Who did what and when, newest first: each side's steps, submissions, notes, certificate changes, sanctions. */
export function EventHistory({ view }: { view: LifecycleView }) {
  if (!view.events.length) return null;
  const newestFirst = [...view.events].reverse();
  const older = newestFirst.slice(SHOWN_OPEN);
  return (
    <Box as="section" aria-labelledby="lifecycle-history" borderTopWidth="1px" pt={3} data-testid="event-history">
      <Heading as="h3" size="sm" id="lifecycle-history" mb={2}>
        <FormattedMessage id="lifecycle.history" />
      </Heading>
      <List.Root gap={1} ps={4}>
        {newestFirst.slice(0, SHOWN_OPEN).map((event, index) => (
          <EventLine key={`${event.at}-${index}`} event={event} />
        ))}
      </List.Root>
      {older.length > 0 && (
        // a native disclosure: keyboard and screen readers know it without help
        <Box as="details" mt={1} css={{ '& > summary': { cursor: 'pointer', fontSize: 'sm', color: 'green.800', textDecoration: 'underline' } }}>
          <summary data-testid="older-events">
            <FormattedMessage id="lifecycle.history.older" values={{ count: older.length }} />
          </summary>
          <List.Root gap={1} ps={4} mt={1}>
            {older.map((event, index) => (
              <EventLine key={`${event.at}-${index}`} event={event} />
            ))}
          </List.Root>
        </Box>
      )}
    </Box>
  );
}
