import { useMemo, useState } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { WizardAnswers, WizardManifest } from '../../../engine/wizard';
import { formFixture } from '../../../forms/form-fixtures';
import { AnswersReview } from '../../../forms/wizard/answers-review';
import { StepForm } from '../../../forms/wizard/step-form';
import { WizardProgress } from '../../../forms/wizard/wizard-progress';
import { visibleWizardSteps } from '../../../forms/wizard-catalog';
import { REVIEW_PAGE, stepsThatBringSteps, wizardPages } from '../wizard-pages';
import { choiceArgs, withChoices, type ChoiceField } from './wizard-choices';

/** Every step's sample answers (schemas/fixtures/<form>.json), under the step's id. */
export function sampleAnswers(manifest: WizardManifest): WizardAnswers {
  return Object.fromEntries(manifest.steps.flatMap((step) => {
    const sample = formFixture(step.form);
    return sample === undefined ? [] : [[step.id, sample]];
  }));
}

export interface WizardWalkProps {
  manifest: WizardManifest;
  fields: readonly ChoiceField[];
  /** The controls' choices (`scope__sub_scopes`, …): they win over the sample answers. */
  choices: Readonly<Record<string, unknown>>;
  /** A choice changed in a step's form: the controls follow it. */
  onChoices: (choices: Record<string, unknown>) => void;
  /** The applicant's country (regions, Greek or Spanish questions): 1 Greece, 2 Spain. */
  countryId: number;
  /** The page open first (a step id, or `review`). */
  startAt?: string;
}

/**
 * A wizard as an applicant walks it, from its sample answers: the app's step list (which
 * steps the answers so far bring, "step 3 of 14") and the open step in the app's step form,
 * the review page before the submission step. No API: answers stay in the story.
 */
export function WizardWalk({ manifest, fields, choices, onChoices, countryId, startAt }: WizardWalkProps) {
  const [edited, setEdited] = useState<WizardAnswers>(() => sampleAnswers(manifest));
  const answers = useMemo(() => withChoices(fields, edited, choices), [fields, edited, choices]);
  const steps = visibleWizardSteps(manifest, answers);
  const pages = wizardPages(manifest, steps, answers);
  const [pageId, setPageId] = useState(startAt ?? pages[0].id);
  // a step a changed choice took away cannot stay open: the first page instead
  const index = Math.max(0, pages.findIndex((page) => page.id === pageId));
  const page = pages[index];
  const change = (stepId: string, data: unknown) => {
    setEdited((before) => ({ ...before, [stepId]: data }));
    const mine = fields.filter((field) => field.stepId === stepId);
    if (!mine.length) return;
    const now = choiceArgs(mine, { [stepId]: data });
    const changed = Object.fromEntries(mine.filter((field) => JSON.stringify(now[field.arg]) !== JSON.stringify(choices[field.arg])).map((field) => [field.arg, now[field.arg]]));
    if (Object.keys(changed).length) onChoices(changed);
  };
  return (
    <Stack gap={5} p={4} maxW="7xl">
      <Heading as="h1" size="xl">
        <FormattedMessage id={manifest.title} />
      </Heading>
      <Flex gap={8} direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Box width={{ base: 'full', lg: '64' }} flexShrink={0} data-testid="wizard-walk-steps" data-steps={steps.map((step) => step.id).join(' ')}>
          <WizardProgress pages={pages} currentId={page.id} onSelect={setPageId} bringingSteps={stepsThatBringSteps(manifest)} />
        </Box>
        <Box flex="1" minWidth={0} width="full">
          {page.step ? (
            <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 6 }}>
              <StepForm
                key={page.id}
                countryId={countryId}
                formId={page.step.form}
                formData={answers[page.step.id]}
                onChange={(data) => change(page.step!.id, data)}
                onBack={index > 0 ? () => setPageId(pages[index - 1].id) : undefined}
                onContinue={() => pages[index + 1] && setPageId(pages[index + 1].id)}
                continueLabelId={page.step.role === 'submission' ? 'applications.submission.submit' : undefined}
              />
            </Box>
          ) : (
            page.id === REVIEW_PAGE && (
              <Stack gap={4}>
                <Heading as="h2" size="lg">
                  <FormattedMessage id="applications.review.title" />
                </Heading>
                <Text>
                  <FormattedMessage id="applications.review.intro" />
                </Text>
                <AnswersReview steps={steps.filter((step) => step.role !== 'submission')} answers={answers} countryId={countryId} onChange={setPageId} />
              </Stack>
            )
          )}
        </Box>
      </Flex>
    </Stack>
  );
}
