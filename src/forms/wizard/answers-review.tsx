import { Badge, Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormattedMessage } from 'react-intl';
import type { WizardAnswers, WizardStep } from '../../engine/wizard';
import { formCatalog } from '../form-catalog';
import { SchemaForm } from '../schema-form';
import { stepIsComplete } from '../wizard-catalog';

interface AnswersReviewProps {
  steps: readonly WizardStep[];
  answers: WizardAnswers;
  /** Opens a step to change its answers; omitted for a read-only view. */
  onChange?: (stepId: string) => void;
}

const noop = () => undefined;

/** Every step's answers, read-only, each with its title and a way back to change it. */
export function AnswersReview({ steps, answers, onChange }: AnswersReviewProps) {
  return (
    <Stack gap={6}>
      {steps.map((step) => {
        const entry = formCatalog.get(step.form);
        if (!entry) return null;
        const complete = stepIsComplete(step, answers);
        const headingId = `review-${step.id}`;
        return (
          <Box as="section" key={step.id} aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="md" p={4}>
            <HStack justify="space-between" mb={3} wrap="wrap">
              <Heading as="h2" size="md" id={headingId}>
                <FormattedMessage id={step.title ?? String(entry.schema.title ?? step.form)} />
              </Heading>
              <HStack>
                {!complete && (
                  <Badge colorPalette="orange">
                    <FormattedMessage id="applications.wizard.incomplete" />
                  </Badge>
                )}
                {onChange && (
                  <Button size="sm" variant="outline" onClick={() => onChange(step.id)}>
                    <FormattedMessage id="applications.review.change" />
                  </Button>
                )}
              </HStack>
            </HStack>
            <SchemaForm<unknown>
              id={`review-form-${step.id}`}
              formId={step.form}
              schema={entry.schema as RJSFSchema}
              uiSchema={{ ...(entry.uiSchema as UiSchema), 'ui:submitButtonOptions': { norender: true } }}
              formData={answers[step.id] ?? {}}
              onChange={noop}
              onSubmit={noop}
              readonly
            />
          </Box>
        );
      })}
    </Stack>
  );
}
