import { Alert, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useLoaderData } from 'react-router';
import { AnswersReview } from '../../forms/wizard/answers-review';
import { useApplicationQuestionnaire } from './application-questionnaire';
import { RevisionNotice } from './revision-notice';
import type { Application } from './applications-api';
import { ApplicationAssigneePanel } from './application-assignee-panel';
import { LifecyclePanel } from '../lifecycle/lifecycle-panel';
import { editPath } from './application-routes';
import { PdfDownload } from './pdf-download';
import { StatusBadge } from './status-badge';
import { useJustSubmitted } from './just-submitted';
import { useQuestionnaireTexts } from '../../i18n/intl-provider';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { RouteButton, BackLink } from '../shared/route-links';
import { OperatorName } from './operator-name';
import { RenewButton } from './renew-button';
import { InspectionHistory } from '../inspections/inspection-history';

/** `/applications/{bio|global}/inner/{id}`: one application, its status and every answer, read-only. */
export function ApplicationPage() {
  const application = useLoaderData() as Application;
  // its answers speak the questionnaire's language: the family's messages (applicationLoader fetched them)
  const questionsReady = useQuestionnaireTexts(application.wizard_id);
  const justSubmitted = useJustSubmitted();
  // its own questionnaire: today's, or the revision it was sent under (docs/revisions.md)
  const questionnaire = useApplicationQuestionnaire(application);
  const { manifest, steps, Texts } = questionnaire;
  if (!questionsReady || (!questionnaire.ready && !questionnaire.failed)) return <LoadingSpinner />;
  return (
    <Texts>
    <Stack gap={5}>
      <BackLink to="/" messageId="applications.backToList" />
      <Flex justify="space-between" align="baseline" wrap="wrap" gap={3}>
        <Box>
          <Heading as="h1" size="xl">
            {manifest ? <FormattedMessage id={manifest.title} /> : application.wizard_id}
          </Heading>
          <Text color="gray.600">
            <OperatorName customer={application.customer} />
            {application.year ? ` · ${application.year}` : ''}
          </Text>
          <Text color="gray.600" data-testid="application-reference">
            <FormattedMessage id="applications.reference" values={{ reference: application.reference }} />
          </Text>
        </Box>
        <HStack>
          <StatusBadge status={application.status} state={application.stage?.state} certificate={application.certificate} />
          {application.submitted_at && (
            <Text fontSize="sm" color="gray.600">
              <FormattedMessage
                id="applications.submittedOn"
                values={{ date: <FormattedDate value={application.submitted_at} dateStyle="medium" /> }}
              />
            </Text>
          )}
        </HStack>
      </Flex>
      {/* Only right after submission: later, the lifecycle panel says where it stands (an
          offer already sent must not be announced as still to come). */}
      {justSubmitted && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="applications.submitted" />
          </Alert.Title>
        </Alert.Root>
      )}
      {/* above the panels that read their own data: they grow as it arrives, and a button below
          them moved under a press that had begun on it (on a busy phone, a press lost) */}
      <RenewButton application={application} />
      <ApplicationAssigneePanel application={application} />
      <LifecyclePanel applicationId={application.id} />
      {/* every inspection of this application, not only the latest the lifecycle shows (spec §2 "Application detail") */}
      {application.status !== 'draft' && <InspectionHistory applicationId={application.id} />}
      <HStack gap={3} wrap="wrap">
        <PdfDownload applicationId={application.id} reference={application.reference} />
        {application.editable && (
          <RouteButton to={editPath(application)} colorPalette="green">
            <FormattedMessage id="applications.list.continue" />
          </RouteButton>
        )}
      </HStack>
      {/* once sent, what waits on the reader (the lifecycle above) comes first: the answers fold by step */}
      {application.editable && <RevisionNotice application={application} manifest={manifest} />}
      <AnswersReview
        steps={steps}
        answers={application.answers}
        countryId={application.customer.country_id}
        folded={application.status !== 'draft'}
        formOf={questionnaire.frozen ? questionnaire.formOf : undefined}
      />
    </Stack>
    </Texts>
  );
}
