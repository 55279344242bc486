import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { applicationQuery } from '../applications/applications-queries';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { messageOf } from '../../api/query';
import { AnswersReview } from '../../forms/wizard/answers-review';
import { useWizard } from '../../forms/wizard-catalog';
import { useApplicationQuestionnaire } from '../applications/application-questionnaire';
import { RevisionInfo } from '../applications/revision-info';
import { LifecyclePanel } from '../lifecycle/lifecycle-panel';
import { useCertificateChoices } from '../lifecycle/certificate-choices';

const NO_ANSWERS = {};
import { Notice } from '../shared/notice';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { useQuestionnaireTexts } from '../../i18n/intl-provider';
import { StatusBadge } from '../applications/status-badge';
import { BackLink } from '../shared/route-links';
import { OperatorName, operatorText } from '../applications/operator-name';
import { ReviewerAssignment } from './reviewer-assignment';

/**
 * `/staff/applications/{id}`: the certification body's workspace for one application: where
 * it stands with the actions of the current state, every document, and the answers read-only.
 */
export function StaffApplicationPage() {
  const { id = '' } = useParams();
  const application = useQuery(applicationQuery(id));
  const app = application.data;
  const validatorsLoaded = useWizard(app?.wizard_id);
  // the answers speak the questionnaire's language: its family's messages (src/i18n/namespaces.ts)
  const questionsReady = useQuestionnaireTexts(app?.wizard_id);
  // shown, summarised and carried onto the certificate with its own revision (docs/revisions.md)
  const questionnaire = useApplicationQuestionnaire(app);
  const { manifest, Texts } = questionnaire;
  const own = questionnaire.frozen ? { steps: questionnaire.steps, formOf: questionnaire.formOf } : undefined;
  const ready = validatorsLoaded && questionsReady && questionnaire.ready;
  const choices = useCertificateChoices(ready ? manifest : undefined, app?.answers ?? NO_ANSWERS, app?.type ?? 'bio', own);
  return (
    <Texts>
    <Stack gap={5}>
      <BackLink to="/staff/applications" messageId="staff.workspace.back" />
      {application.isError && <Notice notice={{ kind: 'error', id: messageOf(application.error).messageId }} />}
      {/* the wizard (its title, its questions) arrives with its own chunk and texts */}
      {(application.isPending || (app && !ready && !questionnaire.failed)) && <LoadingSpinner />}
      {questionnaire.failed && <Notice notice={{ kind: 'error', id: 'applications.revision.loadFailed' }} />}
      {app && ready && (
        <>
          <Stack gap={1}>
            <Heading as="h1" size="xl">
              {manifest ? <FormattedMessage id={manifest.title} /> : app.wizard_id}
            </Heading>
            <Text color="gray.600">
              <OperatorName customer={app.customer} />
              {app.year ? ` · ${app.year}` : ''}
            </Text>
            {/* the badge as wide as its words, not the column's (a stack stretches its children) */}
            <Box alignSelf="flex-start">
              <StatusBadge status={app.status} state={app.stage?.state} certificate={app.certificate} />
            </Box>
            <Text color="gray.600" data-testid="application-reference">
              <FormattedMessage id="applications.reference" values={{ reference: app.reference }} />
            </Text>
            <Link asChild colorPalette="green" textDecoration="underline" alignSelf="flex-start">
              <RouterLink to={`/staff/customers/${app.customer.id}/profile`} state={{ from: `/staff/applications/${id}` }}>
                <FormattedMessage id="staff.workspace.customerProfile" values={{ name: operatorText(app.customer) }} />
              </RouterLink>
            </Link>
            <RevisionInfo application={app} />
            <ReviewerAssignment applicationId={id} />
          </Stack>
          <LifecyclePanel applicationId={id} reader="staff" choices={choices} />
          <Heading as="h2" size="lg">
            <FormattedMessage id="staff.workspace.answers" />
          </Heading>
          {/* open while the review waits on staff; after it, each step folds and what waits stands above */}
          <AnswersReview
            steps={questionnaire.steps}
            answers={app.answers}
            countryId={app.customer.country_id}
            folded={app.status !== 'submitted'}
            formOf={own?.formOf}
          />
        </>
      )}
    </Stack>
    </Texts>
  );
}
