import { Navigate, useLoaderData, useNavigate } from 'react-router';
import type { Application } from './applications-api';
import { ApplicationWizard } from './application-wizard';
import { editPath, innerPath } from './application-routes';

/** `/applications/{bio|global}/edit/{id}`: the wizard on a draft; anything else is shown read-only. */
export function EditApplicationPage() {
  const application = useLoaderData() as Application;
  const navigate = useNavigate();
  if (!application.editable) return <Navigate to={innerPath(application)} replace />;
  if (!window.location.pathname.startsWith(editPath(application))) return <Navigate to={editPath(application)} replace />;
  return (
    <ApplicationWizard
      key={application.id}
      application={application}
      onSubmitted={() => navigate(innerPath(application), { replace: true, state: { submitted: true } })}
    />
  );
}
