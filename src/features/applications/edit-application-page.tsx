import { Navigate, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { Application } from './applications-api';
import { ApplicationWizard } from './application-wizard';
import { editPath, innerPath } from './application-routes';

/**
 * `/applications/{bio|global}/edit/{id}`: the wizard on a draft; anything else is shown read-only.
 * Its list of steps speaks the portal's texts (locales/<locale>/wizards.json holds the step
 * titles); each step's form waits for its questionnaire's texts when it has some (SchemaForm).
 */
export function EditApplicationPage() {
  const application = useLoaderData() as Application;
  const navigate = useNavigate();
  // the router's address, not the browser's: on Back the browser's already shows the page
  // being returned to while this screen is still on view, and sending it here again would trap
  // the person in the wizard
  const { pathname } = useLocation();
  if (!application.editable) return <Navigate to={innerPath(application)} replace />;
  if (!pathname.startsWith(editPath(application))) return <Navigate to={editPath(application)} replace />;
  return (
    <ApplicationWizard
      key={application.id}
      application={application}
      onSubmitted={() => navigate(innerPath(application), { replace: true, state: { submitted: true } })}
    />
  );
}
