import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/query';
import { Alert, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WizardStep } from '../../engine/wizard';
import { StepForm } from '../../forms/wizard/step-form';
import type { Application } from './applications-api';
import { failureMessageId, submitApplication } from './applications-queries';
import type { DraftSaver, DraftSnapshot } from './draft-saver';
import { removeLocalDraft } from './local-draft';
import { PdfDownload } from './pdf-download';
import type { WizardPage } from './wizard-pages';

interface ServerStepProblem {
  step: string;
  issues: { messageId: string; params?: Record<string, unknown> }[];
}

interface SubmissionStepProps {
  application: Application;
  step: WizardStep;
  saver: DraftSaver;
  snapshot: DraftSnapshot;
  pages: readonly WizardPage[];
  onBack: () => void;
  onGoTo: (pageId: string) => void;
  /** A save refused before submitting: the wizard's message at the top says why (draft-refusal.tsx). */
  onRefused: () => void;
  onSubmitted: () => void;
}

/**
 * The last step: download the application as a PDF to sign, upload the signed documents
 * (the step's own form), and submit. The server checks every visible step again and names
 * the ones still incomplete.
 */
export function SubmissionStep({ application, step, saver, snapshot, pages, onBack, onGoTo, onRefused, onSubmitted }: SubmissionStepProps) {
  const intl = useIntl();
  // Saving what is left comes first; until then the button is busy too.
  const [flushing, setFlushing] = useState(false);
  const [savedError, setSavedError] = useState<{ id: string; values: Record<string, string | number> | null } | null>(null);
  const submitting = useMutation({
    ...submitApplication,
    onSuccess: () => {
      removeLocalDraft(application.id);
      // said once, by the application's page the person lands on (its banner), not by a toast too
      onSubmitted();
    },
  });
  const busy = flushing || submitting.isPending;
  // The server names the steps still incomplete.
  const failedBody = submitting.error instanceof ApiError ? submitting.error.body : undefined;
  const incomplete = Array.isArray(failedBody?.steps) ? (failedBody.steps as ServerStepProblem[]) : [];
  const errorId = savedError?.id ?? (submitting.error ? failureMessageId(submitting.error) : null);
  // A refusal that names what refused it (the active application that blocks this one).
  const errorValues = savedError?.values ?? undefined;

  // A refusal is seen where it is said: the view and focus move to it, at every width (at
  // 1,280 px it was above the window's top while focus stayed on "Submit").
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!submitting.error && !savedError) return;
    alertRef.current?.focus();
    alertRef.current?.scrollIntoView?.({ block: 'start' });
  }, [submitting.error, savedError]);

  const submit = async () => {
    setFlushing(true);
    setSavedError(null);
    submitting.reset();
    await saver.flush();
    setFlushing(false);
    const saved = saver.getSnapshot();
    if (saved.status !== 'saved') {
      if (saved.refusal) onRefused();
      else if (saved.status !== 'conflict') setSavedError({ id: saved.errorId ?? 'applications.offline', values: saved.errorValues });
      return;
    }
    submitting.mutate({ id: application.id, rowVersion: saved.rowVersion });
  };

  const incompletePages = pages.filter((p) => incomplete.some((s) => s.step === p.id) || (p.complete === false && p.id !== step.id));
  // What the server said about a step: the rules across fields in their own words, once each;
  // the form's field checks (a required answer, a format) as how many there are, since out of
  // their form "required" eight times names no field: the step opens with each field marked.
  const reasons = (pageId: string) => {
    const issues = (incomplete.find((s) => s.step === pageId)?.issues ?? []).filter((issue) => intl.messages[issue.messageId] !== undefined);
    const fieldChecks = issues.filter((issue) => issue.messageId.startsWith('validation.errors.')).length;
    const rules = issues
      .filter((issue) => !issue.messageId.startsWith('validation.errors.'))
      .map((issue) => intl.formatMessage({ id: issue.messageId }, issue.params as Record<string, string>));
    return [...(fieldChecks ? [intl.formatMessage({ id: 'applications.submission.fieldsToFix' }, { count: fieldChecks })] : []), ...new Set(rules)];
  };

  return (
    <Stack gap={5}>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 6 }}>
        <Text mb={3}>
          <FormattedMessage id="applications.submission.intro" values={{ type: application.type }} />
        </Text>
        <HStack gap={3} wrap="wrap">
          <PdfDownload applicationId={application.id} reference={application.reference} />
          {/* organic asks for a signed standing order too (the step's upload): offered filled in from the profile */}
          {application.type === 'bio' && <PdfDownload applicationId={application.id} reference={application.reference} printed="standingOrder" />}
        </HStack>
      </Box>
      {errorId && (
        <Alert.Root
          status="error"
          role="alert"
          ref={alertRef}
          tabIndex={-1}
          data-testid="submission-refusal"
          _focus={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id={errorId} values={errorValues} />
            </Alert.Title>
            {incompletePages.length > 0 && (
              <Alert.Description>
                <List.Root ps={4}>
                  {incompletePages.map((p) => (
                    <List.Item key={p.id}>
                      <Button variant="plain" textDecoration="underline" px={0} height="auto" onClick={() => onGoTo(p.id)}>
                        <FormattedMessage id={p.titleId} />
                      </Button>
                      {reasons(p.id).map((reason) => (
                        <Text key={reason} fontSize="sm">
                          {reason}
                        </Text>
                      ))}
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 6 }}>
        <StepForm
          formId={step.form}
          countryId={application.customer.country_id}
          formData={snapshot.answers[step.id]}
          onChange={(data) => saver.change(step.id, data)}
          onBack={onBack}
          onContinue={() => void submit()}
          continueLabelId="applications.submission.submit"
          busy={busy}
          onlineOnly
        />
      </Box>
    </Stack>
  );
}
