import { RecoveryFormPage } from './recovery-form-page';
import { recoverPassword, recoverUsername } from './recovery-calls';

/** `/forgot-username`: the username is mailed for a tax number. */
export function ForgotUsernamePage() {
  return (
    <RecoveryFormPage<{ identification?: string }>
      formId="forms/forgot-username"
      titleId="accounts.forgotUsername.title"
      descriptionId="accounts.forgotUsername.description"
      send={(data) => recoverUsername(data.identification ?? '')}
    />
  );
}

/** `/forgot-password`: a reset link is mailed for a username. */
export function ForgotPasswordPage() {
  return (
    <RecoveryFormPage<{ username?: string }>
      formId="forms/forgot-password"
      titleId="accounts.forgotPassword.title"
      descriptionId="accounts.forgotPassword.description"
      send={(data) => recoverPassword(data.username ?? '')}
    />
  );
}
