import { api } from '../../api/client';
import { request } from '../../api/request';

// Each resolves with the server's answer or throws ApiError (its failure says what to show).

/** Registers; the account's mails are in the language the person registers in. */
export const registerAccount = ({ body, locale }: { body: Record<string, unknown>; locale: string }) =>
  request(() => api.POST('/users/register', { body, params: { header: { 'accept-language': locale } } }));

export const resendVerification = (username: string) => request(() => api.POST('/users/verify-email/resend', { body: { username } }));

export const verifyEmail = (username: string, token: string) => request(() => api.POST('/users/verify-email', { body: { username, token } }));
