import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { messageOf } from '../../api/query';
import { Notice } from '../shared/notice';
import { formsFor } from './action-forms';
import { ActionFormCard } from './action-form-card';
import { ClosableActionCard } from './closable-action';
import { DoneMessage } from './done-message';
import { ClosedStaffForms } from './sent-line';
import type { CertificateChoices } from './certificate-choices';
import { CertificateRequests } from './certificate-requests';
import { EventHistory } from './event-history';
import { InvoicesSection } from './invoices-section';
import { NotesThread } from './notes-thread';
import { useLifecycle, type LifecycleView } from './lifecycle-api';
import { StepRecords } from './step-records';
import { SanctionRecords, sanctionsFor } from './sanction-records';
import { stateLabelId, type Reader, stateSaysWhoActs } from './state-label';
import { StepTimeline } from './step-timeline';
import { LoadingSpinner } from '../../forms/loading-spinner';

/**
 * The actions the reader may take now, as forms (one per non-conformity or sanction where they
 * are per item); nothing when no item awaits the reader (a certified application's customer
 * side with no sanction to answer).
 */
function CurrentActions({ view, onDone, choices, reader }: { view: LifecycleView; onDone: (fresh: LifecycleView) => void; choices?: CertificateChoices; reader: Reader }) {
  const cards = formsFor(view.actions as Parameters<typeof formsFor>[0]).flatMap((form) =>
    form.perSanction
      ? sanctionsFor(view, form.perSanction).map((s) => <ActionFormCard key={`${form.formId}-${s.id}`} view={view} form={form} sanction={s} onDone={onDone} />)
      : form.perNonConformity
        ? view.non_conformities
            .filter((nc) => nc.status === form.perNonConformity)
            .map((nc) => <ActionFormCard key={`${form.formId}-${nc.id}`} view={view} form={form} nc={nc} onDone={onDone} />)
        : [<ClosableActionCard key={form.formId} view={view} form={form} onDone={onDone} choices={choices} />],
  );
  const closed = reader === 'staff' ? <ClosedStaffForms view={view} /> : null;
  if (!cards.length) return closed && <Stack gap={2}>{closed}</Stack>;
  return (
    <Stack gap={4} data-testid="lifecycle-actions">
      {closed}
      {cards}
    </Stack>
  );
}

/**
 * The certification evolution of a submitted application (spec §4): the steps and their
 * state, who it waits on, each step's records and documents, the reader's action now, and
 * the history. Customers, their consultants and employees, and staff see the same panel;
 * the actions differ.
 */
export function LifecyclePanel({ applicationId, reader = 'customer', choices }: { applicationId: string; reader?: Reader; choices?: CertificateChoices }) {
  const query = useLifecycle(applicationId);
  // What was just done and who was told ("The answer was returned to … with your reason")
  // stays written above the next action and takes focus: the form that was sent usually goes
  // (the next step's takes its place), and a toast gone in 2 s was too short to read and never
  // reachable.
  const [sent, setSent] = useState<{ count: number; fresh?: LifecycleView }>({ count: 0 });
  const done = useRef<HTMLDivElement>(null);
  const doneTextId = useId();
  // before the browser paints: the button that was pressed has just gone with its form, and
  // focus must not rest on it (nor fall to the page) meanwhile
  useLayoutEffect(() => {
    if (sent.count) done.current?.focus();
  }, [sent]);
  if (query.isPending) return <LoadingSpinner />;
  if (query.isError) return <Notice notice={{ kind: 'error', id: messageOf(query.error).messageId }} />;
  const view = query.data;
  if (!view.application.state) {
    // a draft sent back by the review: what to complete
    const review = view.reviews.at(-1);
    if (review?.outcome !== 'request_completion') return null;
    return (
      <Box role="status" bg="orange.50" borderWidth="1px" borderColor="orange.300" borderRadius="md" p={4} data-testid="completion-request">
        <Text fontWeight="bold">
          <FormattedMessage id="lifecycle.action.request_completion" />
        </Text>
        {review.reopen_steps.length > 0 && (
          <Text>
            <FormattedMessage id="lifecycle.record.reopen" values={{ steps: review.reopen_steps.join(', ') }} />
          </Text>
        )}
        {review.notes && <Text whiteSpace="pre-wrap">{review.notes}</Text>}
      </Box>
    );
  }
  return (
    <Box as="section" aria-labelledby="lifecycle-heading" bg="white" borderWidth="1px" borderRadius="md" p={4}>
      <Stack gap={4}>
        <Heading as="h2" size="lg" id="lifecycle-heading">
          <FormattedMessage id="lifecycle.heading" />
        </Heading>
        <StepTimeline view={view} />
        <Text fontWeight="bold" role="status" data-testid="lifecycle-state">
          <FormattedMessage id={stateLabelId(view.application.state, reader)} />
          {view.waiting_on && !stateSaysWhoActs(view.application.state) && (
            <>
              {' · '}
              <FormattedMessage id={reader === 'staff' ? `lifecycle.waitingForStaff.${view.waiting_on}` : `lifecycle.waiting.${view.waiting_on}`} />
            </>
          )}
        </Text>
        {reader === 'staff' && view.application.risk_level && (
          <Text data-testid="risk-level">
            <FormattedMessage id="staff.review.riskLevel" />
            {': '}
            <FormattedMessage id={`staff.review.riskLevel.${view.application.risk_level}`} />
          </Text>
        )}
        {sent.count > 0 && (
          <Box ref={done} tabIndex={-1} role="status" aria-labelledby={doneTextId} bg="green.50" borderWidth="1px" borderColor="green.600" borderRadius="md" p={3} data-testid="lifecycle-done">
            <Text fontWeight="semibold" id={doneTextId}>
              <DoneMessage view={sent.fresh ?? view} />
            </Text>
          </Box>
        )}
        <CurrentActions view={view} reader={reader} onDone={(fresh) => setSent(({ count }) => ({ count: count + 1, fresh }))} choices={choices} />
        <StepRecords view={view} />
        <SanctionRecords view={view} />
        <CertificateRequests applicationId={applicationId} reader={reader} certified={view.certificate !== null} />
        <InvoicesSection applicationId={applicationId} reader={reader} />
        <NotesThread applicationId={applicationId} />
        <EventHistory view={view} />
      </Stack>
    </Box>
  );
}
