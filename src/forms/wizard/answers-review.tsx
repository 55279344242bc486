import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { answerSummary } from '../../engine/answer-summary';
import type { WizardAnswers, WizardStep } from '../../engine/wizard';
import { knownFormDefinition } from '../validators';
import type { FormOf } from '../../engine/certificate-items';
import { stepIsComplete, useStepForms } from '../wizard-catalog';
import { SummaryItems } from './summary-items';
import { useFormTexts } from '../../i18n/intl-provider';
import { LoadingSpinner } from '../loading-spinner';

interface AnswersReviewProps {
  steps: readonly WizardStep[];
  answers: WizardAnswers;
  /** The applicant's country, whose region names the addresses show. */
  countryId: number;
  /** Opens a step to change its answers; omitted for a read-only view. */
  onChange?: (stepId: string) => void;
  /**
   * Each step folds into a section the reader opens (a submitted application's page, where
   * what waits on the reader stands above and the answers would make it 10,000 px long).
   */
  folded?: boolean;
  /**
   * The forms of the revision the application is frozen on (docs/revisions.md): shown with
   * them, and never judged by today's validators (no "incomplete" badge after a change of
   * schemas/). Omitted: today's forms of the build, each step judged.
   */
  formOf?: FormOf;
}

/**
 * "Check your answers": each step's questions and answers under its title, with a Change
 * link to the step (GOV.UK pattern); tables as tables. What was left unanswered is not listed;
 * the step says it is incomplete.
 */
export function AnswersReview({ steps, answers, countryId, onChange, folded = false, formOf }: AnswersReviewProps) {
  // which steps are incomplete: their validators (a screen's loader usually brought them already)
  useStepForms(formOf ? [] : steps);
  // the questions speak their questionnaires' texts
  const textsReady = useFormTexts(...steps.map((step) => step.form));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  if (!textsReady) return <LoadingSpinner />;
  if (!folded) {
    return (
      <Stack gap={5}>
        {steps.map((step) => (
          <StepSummary key={step.id} step={step} answers={answers} countryId={countryId} onChange={onChange} formOf={formOf} />
        ))}
      </Stack>
    );
  }
  const allOpen = steps.every((step) => open.has(step.id));
  const toggle = (stepId: string, isOpen: boolean) =>
    setOpen((before) => {
      if (before.has(stepId) === isOpen) return before;
      const after = new Set(before);
      if (isOpen) after.add(stepId);
      else after.delete(stepId);
      return after;
    });
  return (
    <Stack gap={3}>
      <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => setOpen(allOpen ? new Set() : new Set(steps.map((step) => step.id)))} data-testid="answers-open-all">
        <FormattedMessage id={allOpen ? 'applications.review.closeAll' : 'applications.review.openAll'} />
      </Button>
      {steps.map((step) => (
        <StepSummary
          key={step.id}
          step={step}
          answers={answers}
          countryId={countryId}
          formOf={formOf}
          fold={{ open: open.has(step.id), onToggle: (isOpen) => toggle(step.id, isOpen) }}
        />
      ))}
    </Stack>
  );
}

interface Fold {
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** A step's answers as a section, or folded into a native disclosure whose summary is the step's title. */
function StepSection({ headingId, fold, header, children }: { headingId: string; fold?: Fold; header: ReactNode; children: ReactNode }) {
  const frame = { bg: 'white', borderWidth: '1px', borderRadius: 'md', p: { base: 3, md: 5 }, minW: 0 } as const;
  if (!fold) {
    return (
      <Box as="section" aria-labelledby={headingId} {...frame}>
        <Box mb={3}>{header}</Box>
        {children}
      </Box>
    );
  }
  return (
    <Box asChild {...frame} css={{ '& > summary': { cursor: 'pointer' }, '&[open] > summary': { marginBottom: '3' } }}>
      <details open={fold.open} onToggle={(event) => fold.onToggle(event.currentTarget.open)}>
        <summary data-testid="answers-step-summary">{header}</summary>
        {fold.open && children}
      </details>
    </Box>
  );
}

function StepSummary({ step, answers, countryId, onChange, fold, formOf }: { step: WizardStep; fold?: Fold } & Omit<AnswersReviewProps, 'steps' | 'folded'>) {
  const entry = formOf ? formOf(step.form) : knownFormDefinition(step.form);
  const items = useMemo(
    () => (entry ? answerSummary(entry.schema, entry.uiSchema, answers[step.id] ?? {}) : []),
    [entry, answers, step.id],
  );
  if (!entry) return null;
  // a frozen application was valid when it was sent: the server kept that verdict
  const complete = formOf ? undefined : stepIsComplete(step, answers);
  const headingId = `review-${step.id}`;
  const header = (
    <HStack display={fold ? 'inline-flex' : 'flex'} verticalAlign="top" justify="space-between" align="flex-start" gap={3} width={fold ? 'calc(100% - 1.5rem)' : 'full'}>
      <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
        <FormattedMessage id={step.title ?? String(entry.schema.title ?? step.form)} />
      </Heading>
      <HStack flexShrink={0}>
        {complete === false && (
          <Badge colorPalette="orange">
            <FormattedMessage id="applications.wizard.incomplete" />
          </Badge>
        )}
        {onChange && (
          <Button size="sm" variant="outline" onClick={() => onChange(step.id)} aria-describedby={headingId}>
            <FormattedMessage id="applications.review.change" />
          </Button>
        )}
      </HStack>
    </HStack>
  );
  return (
    <StepSection headingId={headingId} fold={fold} header={header}>
      {items.length ? (
        <SummaryItems items={items} countryId={countryId} sectionHeadingId={headingId} />
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="applications.review.nothingAnswered" />
        </Text>
      )}
    </StepSection>
  );
}
