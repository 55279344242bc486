import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenTitle } from '../../forms/screen-title';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { StepForm } from '../../forms/wizard/step-form';
import { WizardProgress } from '../../forms/wizard/wizard-progress';
import { useStepForms, visibleWizardSteps, wizardManifest } from '../../forms/wizard-catalog';
import { ruleIssues } from '../../validation/answer-rules';
import { carriedAnswers, carriedIntoRows, followedAnswers } from '../../engine/wizard-prefill';
import { visibleAnswers } from '../../engine/wizard';
import { setApplicationStart } from '../../validation/rules/year-window';
import type { Application } from './applications-api';
import { ConflictDialog } from './conflict-dialog';
import { DraftRefusal } from './draft-refusal';
import { SaveStatus } from './save-status';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useDraftSaver } from './use-draft-saver';
import { REVIEW_PAGE, stepsThatBringSteps, wizardPages } from './wizard-pages';
import { OperatorName } from './operator-name';
import { RevisionNotice } from './revision-notice';

// the review and submission pages' code comes when they are opened: a wizard opens at one of
// its steps far more often, and a phone's first screen need not wait for them
const AnswersReview = lazy(() => import('../../forms/wizard/answers-review').then((m) => ({ default: m.AnswersReview })));
const SubmissionStep = lazy(() => import('./submission-step').then((m) => ({ default: m.SubmissionStep })));

/**
 * The application wizard: the visible steps of the application's manifest (recomputed as
 * answers change), a read-only review, and the submission step. Answers are kept by the
 * draft saver (device copy at once, server a second after typing stops).
 */
export function ApplicationWizard({ application, onSubmitted }: { application: Application; onSubmitted: () => void }) {
  const { saver, snapshot } = useDraftSaver(application);
  // the years its forms offer and accept reach back to the year it was started in
  // (rules/year-window.ts); set while rendering, since steps are validated while rendering
  setApplicationStart(new Date(application.created_at).getFullYear());
  useEffect(() => () => setApplicationStart(undefined), []);
  // a conflict shows when changes made without signal reach the server: its dialog's code is
  // fetched while there is one, and the service worker keeps it for that day
  useEffect(() => ConflictDialog.preload(), []);
  const manifest = wizardManifest(application.wizard_id);
  if (!manifest) throw new Error(`No wizard manifest "${application.wizard_id}" in schemas/wizards`);
  const steps = visibleWizardSteps(manifest, snapshot.answers);
  const pages = wizardPages(manifest, steps, snapshot.answers);
  // Another step's answers a list is fed by, read when needed (a getter, so the forms do not render again on each change)
  const shownRef = useRef({ steps, answers: snapshot.answers });
  shownRef.current = { steps, answers: snapshot.answers };
  const shownAnswers = useCallback(() => visibleAnswers(shownRef.current.steps, shownRef.current.answers), []);
  const [pageId, setPageId] = useState(() => pages.find((p) => p.id === snapshot.currentStep)?.id ?? pages[0].id);
  const index = Math.max(0, pages.findIndex((p) => p.id === pageId));
  const page = pages[index];
  // the other steps' validators (which mark steps incomplete) once the open step shows; at once
  // on the review and submission pages, which list what is incomplete
  useStepForms(steps, { later: page.id !== REVIEW_PAGE && page.step?.role !== 'submission' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const intl = useIntl();
  // "Step 3 of 10: Handling sites": the page's title and its heading (which takes focus on
  // every step) say which step is open, not only which application
  const stepName = intl.formatMessage(
    { id: 'applications.wizard.pageTitle' },
    { position: index + 1, total: pages.length, step: intl.formatMessage({ id: page.titleId }) },
  );
  useScreenTitle(stepName);
  const [submitted, setSubmitted] = useState(false);

  // A step hidden by a changed answer cannot stay open: fall back to the nearest page.
  useEffect(() => {
    if (page.id !== pageId) setPageId(page.id);
  }, [page.id, pageId]);

  // A step opens with what earlier steps and the customer already hold, where it has no answer
  // yet (the manifest's prefill rules with source answers or customer): asked once, changed there.
  // Answers a step derives from an earlier one (`follow`) are brought up to date on every move,
  // also in steps not opened again, so that a changed answer is not contradicted later on.
  const carryInto = (id: string) => {
    const sources = () => ({ answers: saver.getSnapshot().answers, customer: application.customer });
    for (const [stepId, step] of Object.entries(followedAnswers(manifest, sources()))) saver.change(stepId, step);
    const carried = carriedAnswers(manifest, id, sources());
    if (carried) saver.change(id, carried);
  };
  // A row added, or given its product, starts with what earlier steps say for it (rules with `*`).
  const changeStep = (id: string, data: unknown) => {
    const before = saver.getSnapshot().answers[id];
    const answers = { ...saver.getSnapshot().answers, [id]: data };
    saver.change(id, carriedIntoRows(manifest, id, before, { answers, customer: application.customer }) ?? data);
  };
  const openedFirst = useRef(page.id);
  useEffect(() => carryInto(openedFirst.current), []); // eslint-disable-line react-hooks/exhaustive-deps -- the step the wizard opens at, once

  const move = (id: string) => {
    carryInto(id);
    setPageId(id);
    void saver.moveTo(id);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  // A refused save (draft-refusal.tsx) lets the person go back, or to the step it names, to
  // resolve it, but not on to later steps whose answers could not be saved either: a move
  // forward tries the save again and, still refused, returns focus to the message.
  const [attention, setAttention] = useState(0);
  const refusedAt = snapshot.refusal ? Math.max(index, pages.findIndex((p) => p.id === snapshot.refusal?.stepId)) : Infinity;
  const go = (id: string) => {
    if (pages.findIndex((p) => p.id === id) <= refusedAt) return move(id);
    void saver.flush().then(() => {
      if (saver.getSnapshot().refusal) setAttention((n) => n + 1);
      else move(id);
    });
  };
  const refusedStep = snapshot.refusal?.stepId ? pages.find((p) => p.id === snapshot.refusal?.stepId && p.id !== page.id) : undefined;
  const previous = index > 0 ? pages[index - 1] : undefined;
  const next = pages[index + 1];

  return (
    <Stack gap={5}>
      <UnsavedChangesGuard when={!submitted && snapshot.status !== 'saved'} saveNow={saver.saveNow} />
      {snapshot.conflict && (
        <ConflictDialog theirs={snapshot.conflict} onKeepMine={() => void saver.keepMine()} onTakeTheirs={() => saver.takeTheirs()} />
      )}
      {snapshot.refusal && (
        <DraftRefusal
          refusal={snapshot.refusal}
          type={application.type}
          applicationId={application.id}
          stepFormId={steps.find((step) => step.id === snapshot.refusal?.stepId)?.form ?? null}
          stepTitleId={refusedStep?.titleId ?? null}
          onGoToStep={() => refusedStep && move(refusedStep.id)}
          onRetry={() => void saver.flush()}
          attention={attention}
        />
      )}
      <Flex justify="space-between" align="baseline" wrap="wrap" gap={2}>
        <Box>
          {/* The step's own title heads its form; focus lands here when the step changes. */}
          <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1}>
            <FormattedMessage id={manifest.title} />
            <Text as="span" display="block" fontSize="md" fontWeight="medium" color="gray.700" mt={1}>
              {stepName}
            </Text>
          </Heading>
          <Text color="gray.600" fontSize="sm" data-testid="wizard-customer">
            <OperatorName customer={application.customer} />
          </Text>
        </Box>
        <SaveStatus snapshot={snapshot} />
      </Flex>
      {/* after a change of the questionnaire: what changed, with links to the steps, until dismissed */}
      <RevisionNotice application={application} manifest={manifest} onGoTo={go} />
      <Flex gap={8} direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Box width={{ base: 'full', lg: '64' }} flexShrink={0}>
          <WizardProgress pages={pages} currentId={page.id} onSelect={go} bringingSteps={stepsThatBringSteps(manifest)} />
        </Box>
        {/* "Skip to content" leads past the step list to the open step */}
        <Box flex="1" minWidth={0} width="full" data-skip-target>
          {page.step && page.step.role !== 'submission' && (
            <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 6 }}>
              <StepForm
                key={page.id}
                countryId={application.customer.country_id}
                formId={page.step.form}
                formData={snapshot.answers[page.step.id]}
                onChange={(data) => changeStep(page.step!.id, data)}
                onBack={previous ? () => go(previous.id) : undefined}
                onContinue={() => next && go(next.id)}
                answers={shownAnswers}
                draft={{ applicationId: application.id, stepId: page.step.id }}
                checkAnswers={(data, schema) => ruleIssues(schema, data, { ...snapshot.answers, [page.step!.id]: data }, steps, application.customer.country_id)}
              />
            </Box>
          )}
          {page.id === REVIEW_PAGE && (
            <Stack gap={4}>
              <Heading as="h2" size="lg">
                <FormattedMessage id="applications.review.title" />
              </Heading>
              <Text>
                <FormattedMessage id="applications.review.intro" />
              </Text>
              <Suspense fallback={<LoadingSpinner />}>
                <AnswersReview
                  steps={steps.filter((step) => step.role !== 'submission')}
                  answers={snapshot.answers}
                  countryId={application.customer.country_id}
                  onChange={go}
                />
              </Suspense>
              {/* buttons whose words wrap: at 200 % text on a phone "Save and continue" was wider than the screen */}
              <HStack justify="space-between" wrap="wrap">
                {previous && (
                  <Button variant="outline" whiteSpace="normal" height="auto" minHeight="10" maxWidth="full" py={2} onClick={() => go(previous.id)}>
                    <FormattedMessage id="applications.wizard.back" />
                  </Button>
                )}
                {next && (
                  <Button colorPalette="green" whiteSpace="normal" height="auto" minHeight="10" maxWidth="full" py={2} onClick={() => go(next.id)}>
                    <FormattedMessage id="applications.wizard.continue" />
                  </Button>
                )}
              </HStack>
            </Stack>
          )}
          {page.step?.role === 'submission' && (
            <Suspense fallback={<LoadingSpinner />}>
              <SubmissionStep
                application={application}
                step={page.step}
                saver={saver}
                snapshot={snapshot}
                pages={pages}
                onBack={() => previous && go(previous.id)}
                onGoTo={go}
                onRefused={() => setAttention((n) => n + 1)}
                onSubmitted={() => {
                  setSubmitted(true);
                  onSubmitted();
                }}
              />
            </Suspense>
          )}
        </Box>
      </Flex>
    </Stack>
  );
}
