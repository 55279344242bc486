import { api } from '../../api/client';
import { failureMessage, type FailureMessage } from '../../api/errors';

export type CallResult<T = undefined> = { ok: true; data: T } | ({ ok: false } & FailureMessage);

/** Registers; the account's mails are in the language the person registers in. */
export async function registerAccount(body: Record<string, unknown>, locale: string): Promise<CallResult<{ email: string }>> {
  const response = await api
    .POST('/users/register', { body, params: { header: { 'accept-language': locale } } })
    .catch(() => null);
  if (response?.data) return { ok: true, data: { email: response.data.email } };
  return { ok: false, ...failureMessage(response) };
}

export async function resendVerification(username: string): Promise<CallResult> {
  const response = await api.POST('/users/verify-email/resend', { body: { username } }).catch(() => null);
  return response?.response.ok ? { ok: true, data: undefined } : { ok: false, ...failureMessage(response) };
}

export async function verifyEmail(username: string, token: string): Promise<CallResult<{ status: string }>> {
  const response = await api.POST('/users/verify-email', { body: { username, token } }).catch(() => null);
  if (response?.data) return { ok: true, data: response.data };
  return { ok: false, ...failureMessage(response) };
}
