import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { ACTIONS, ACTION_OPERATIONS, type Action, type LifecycleState } from '../../lifecycle/index.ts';
import { formsFor } from './action-forms';
import type { LifecycleView } from './lifecycle-api';

type HistoryEvent = LifecycleView['events'][number];

/** What an event did, in a line's words: a reviewed answer says which non-conformity and how. */
function WhatWasDone({ event }: { event: HistoryEvent }) {
  if (event.action === 'review_nc' && event.about.non_conformity !== null) {
    return <FormattedMessage id="lifecycle.sentLine.review_nc" values={{ n: event.about.non_conformity, review: event.about.outcome ?? 'accepted' }} />;
  }
  return <FormattedMessage id={`lifecycle.action.${event.action}`} />;
}

/**
 * A staff form once sent: a line of what was sent, when and by whom ("Contract sent · 28 Nov
 * 2026 · Μαρία Σταματίου"), and under it what may be done again, if anything.
 */
export function SentLine({ event, children }: { event: HistoryEvent | undefined; children?: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p={3} bg="gray.50" data-testid="sent-line">
      {event && (
        <Text mb={children ? 2 : 0}>
          <WhatWasDone event={event} />
          {' · '}
          <FormattedDate value={event.at} dateStyle="medium" timeStyle="short" />
          {event.actor_name && ` · ${event.actor_name}`}
        </Text>
      )}
      {children}
    </Box>
  );
}

const STAFF_ACTIONS = new Set<string>(ACTIONS.filter((action) => ACTION_OPERATIONS[action].path.startsWith('/staff/')));

/**
 * Staff's forms sent since the customer side last acted, whose forms are gone (the results,
 * each answer's review, the decision): each stays as its line, as the contract and the plan
 * do, rather than vanishing behind the message. A form that closes into its own card's line
 * (a corrected offer, a moved plan) says it there, and what came before it is superseded.
 */
export function ClosedStaffForms({ view }: { view: LifecycleView }) {
  const state = view.application.state as LifecycleState | null;
  const carded = new Set(
    formsFor(view.actions as Action[])
      .filter((form) => state !== null && form.closedIn?.states.includes(state))
      .map((form) => form.formId),
  );
  const lifecycleEvents = view.events.filter((event) => (ACTIONS as readonly string[]).includes(event.action));
  const formOf = (event: HistoryEvent) => ACTION_OPERATIONS[event.action as Action].form;
  const since = Math.max(
    lifecycleEvents.findLastIndex((event) => !STAFF_ACTIONS.has(event.action)),
    lifecycleEvents.findLastIndex((event) => carded.has(formOf(event))),
  );
  const closed = lifecycleEvents.slice(since + 1);
  if (!closed.length) return null;
  return (
    <>
      {closed.map((event, index) => (
        <SentLine key={`${event.action}-${event.at}-${index}`} event={event} />
      ))}
    </>
  );
}
