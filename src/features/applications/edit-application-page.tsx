import { Navigate, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { Application } from './applications-api';
import { ApplicationWizard } from './application-wizard';
import { editPath, innerPath } from './application-routes';
import { useQuestionnaireTexts } from '../../i18n/intl-provider';
import { LoadingSpinner } from '../../forms/loading-spinner';

/** `/applications/{bio|global}/edit/{id}`: the wizard on a draft; anything else is shown read-only. */
export function EditApplicationPage() {
  const application = useLoaderData() as Application;
  const navigate = useNavigate();
  // the router's address, not the browser's: on Back the browser's already shows the page
  // being returned to while this screen is still on view, and sending it here again would trap
  // the person in the wizard
  const { pathname } = useLocation();
  // the wizard speaks the questionnaire's language: the family's messages (applicationLoader fetched them)
  const questionsReady = useQuestionnaireTexts(application.wizard_id);
  if (!application.editable) return <Navigate to={innerPath(application)} replace />;
  if (!pathname.startsWith(editPath(application))) return <Navigate to={editPath(application)} replace />;
  if (!questionsReady) return <LoadingSpinner />;
  return (
    <ApplicationWizard
      key={application.id}
      application={application}
      onSubmitted={() => navigate(innerPath(application), { replace: true, state: { submitted: true } })}
    />
  );
}
