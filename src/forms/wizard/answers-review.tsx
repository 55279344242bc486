import { useMemo } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { answerSummary } from '../../engine/answer-summary';
import type { WizardAnswers, WizardStep } from '../../engine/wizard';
import { knownFormDefinition } from '../validators';
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
}

/**
 * "Check your answers": each step's questions and answers under its title, with a Change
 * link to the step (GOV.UK pattern); tables as tables. What was left unanswered is not listed;
 * the step says it is incomplete.
 */
export function AnswersReview({ steps, answers, countryId, onChange }: AnswersReviewProps) {
  // which steps are incomplete: their validators (a screen's loader usually brought them already)
  useStepForms(steps);
  // the questions speak their questionnaires' texts
  const textsReady = useFormTexts(...steps.map((step) => step.form));
  if (!textsReady) return <LoadingSpinner />;
  return (
    <Stack gap={5}>
      {steps.map((step) => (
        <StepSummary key={step.id} step={step} answers={answers} countryId={countryId} onChange={onChange} />
      ))}
    </Stack>
  );
}

function StepSummary({ step, answers, countryId, onChange }: { step: WizardStep } & Omit<AnswersReviewProps, 'steps'>) {
  const entry = knownFormDefinition(step.form);
  const items = useMemo(
    () => (entry ? answerSummary(entry.schema, entry.uiSchema, answers[step.id] ?? {}) : []),
    [entry, answers, step.id],
  );
  if (!entry) return null;
  const complete = stepIsComplete(step, answers);
  const headingId = `review-${step.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 5 }} minW={0}>
      <HStack justify="space-between" align="flex-start" mb={3} gap={3}>
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
      {items.length ? (
        <SummaryItems items={items} countryId={countryId} sectionHeadingId={headingId} />
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="applications.review.nothingAnswered" />
        </Text>
      )}
    </Box>
  );
}
