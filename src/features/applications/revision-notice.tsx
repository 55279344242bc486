import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import type { MigrationNotice, RetiredAnswer } from '../../engine/revisions/migrate';
import type { WizardManifest } from '../../engine/wizard';
import { isLocale } from '../../engine/locales';
import type { Application } from './applications-api';
import { dismissRevisionNotice } from './revisions-queries';

/** A text of the old revision a retired answer carries, else the app's, else nothing. */
function oldText(intl: IntlShape, answer: RetiredAnswer, id: string | undefined): string | undefined {
  if (!id) return undefined;
  const own = isLocale(intl.locale) ? answer.messages?.[intl.locale]?.[id] : undefined;
  const text = own ?? answer.messages?.en?.[id];
  if (text !== undefined) return text;
  return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : undefined;
}

/** An answer as words: a choice by its old label, a list by its items, a number or text as it was typed. */
function valueText(intl: IntlShape, answer: RetiredAnswer): string {
  const label = oldText(intl, answer, answer.valueTitle);
  if (label) return label;
  const words = (value: unknown): string =>
    Array.isArray(value)
      ? value.map(words).join(', ')
      : value !== null && typeof value === 'object'
        ? Object.values(value).map(words).filter(Boolean).join(', ')
        : typeof value === 'boolean'
          ? intl.formatMessage({ id: value ? 'applications.revision.yes' : 'applications.revision.no' })
          : typeof value === 'number'
            ? intl.formatNumber(value)
            : String(value ?? '');
  return words(answer.value);
}

/**
 * At the top of a draft after its questionnaire changed (docs/revisions.md): what changed in
 * the form, by step, with a link to each step, and the answers it no longer asks, with the old
 * question's words, until the person dismisses them. It takes the focus once, so that a
 * screen reader reads it before the step.
 */
export function RevisionNotice({ application, manifest, onGoTo }: { application: Application; manifest?: WizardManifest; onGoTo?: (stepId: string) => void }) {
  const intl = useIntl();
  const notice = (application.revision?.notice ?? null) as MigrationNotice | null;
  const retired = (application.revision?.retired ?? []) as unknown as RetiredAnswer[];
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useMutation(dismissRevisionNotice);
  const ref = useRef<HTMLDivElement>(null);
  const shown = !dismissed && (!!notice || retired.length > 0);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  const stepTitle = (stepId: string, title?: string) => {
    const id = title ?? manifest?.steps.find((step) => step.id === stepId)?.title;
    return id && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : stepId;
  };
  return (
    <Alert.Root status="info" ref={ref} tabIndex={-1} role="region" aria-labelledby="revision-notice-title" data-testid="revision-notice" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap={3} flex="1" minWidth={0}>
        <Heading as="h2" size="md" id="revision-notice-title">
          <FormattedMessage id="applications.revision.noticeTitle" values={{ version: notice?.toVersion ?? application.revision?.version ?? '' }} />
        </Heading>
        {notice && (
          <List.Root gap={2} ps={4}>
            {notice.steps.map((step) => (
              <List.Item key={step.stepId} overflowWrap="anywhere">
                {onGoTo ? (
                  <Button variant="plain" textDecoration="underline" p={0} height="auto" whiteSpace="normal" textAlign="start" onClick={() => onGoTo(step.stepId)}>
                    {stepTitle(step.stepId, step.title)}
                  </Button>
                ) : (
                  <Text as="span" fontWeight="semibold">
                    {stepTitle(step.stepId, step.title)}
                  </Text>
                )}
                {': '}
                {step.changes.map((change, index) => (
                  <span key={change.id}>
                    {index > 0 ? '; ' : ''}
                    <FormattedMessage id={change.id} values={change.values} />
                  </span>
                ))}
              </List.Item>
            ))}
          </List.Root>
        )}
        {retired.length > 0 && (
          <Box data-testid="retired-answers">
            <Text fontWeight="semibold">
              <FormattedMessage id="applications.revision.noLongerAsked" />
            </Text>
            <List.Root gap={1} ps={4}>
              {retired.map((answer) => (
                <List.Item key={answer.pointer} overflowWrap="anywhere">
                  {oldText(intl, answer, answer.title) ?? answer.pointer}: {valueText(intl, answer)}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <Box>
          <Button
            size="sm"
            variant="outline"
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate(application.id, { onSuccess: () => setDismissed(true) })}
          >
            <FormattedMessage id="applications.revision.dismiss" />
          </Button>
          {dismiss.isError && (
            <Text color="red.700" role="alert" mt={1}>
              <FormattedMessage id="applications.revision.dismissFailed" />
            </Text>
          )}
        </Box>
      </Stack>
    </Alert.Root>
  );
}
