import { Navigate, useLoaderData, useNavigate } from 'react-router';
import type { Application } from './applications-api';
import { ApplicationWizard } from './application-wizard';
import { editPath, innerPath } from './application-routes';
import { useQuestionnaireTexts } from '../../i18n/intl-provider';
import { LoadingSpinner } from '../../forms/loading-spinner';

/** `/applications/{bio|global}/edit/{id}`: the wizard on a draft; anything else is shown read-only. */
export function EditApplicationPage() {
  const application = useLoaderData() as Application;
  const navigate = useNavigate();
  // the wizard speaks the questionnaire's language: the family's messages (applicationLoader fetched them)
  const questionsReady = useQuestionnaireTexts(application.wizard_id);
  if (!application.editable) return <Navigate to={innerPath(application)} replace />;
  if (!window.location.pathname.startsWith(editPath(application))) return <Navigate to={editPath(application)} replace />;
  if (!questionsReady) return <LoadingSpinner />;
  return (
    <ApplicationWizard
      key={application.id}
      application={application}
      onSubmitted={() => navigate(innerPath(application), { replace: true, state: { submitted: true } })}
    />
  );
}
