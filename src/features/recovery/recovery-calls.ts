import { api } from '../../api/client';
import { failureMessage, type FailureMessage } from '../../api/errors';

export type Outcome = { ok: true } | ({ ok: false } & FailureMessage);

// Spec §8: these calls hand the error back to the screen instead of throwing.
const outcome = (response: { response: Response; error?: unknown } | null): Outcome =>
  response?.response.ok ? { ok: true } : { ok: false, ...failureMessage(response) };

export const recoverUsername = (identification: string) =>
  api.POST('/users/recover-username', { body: { identification } }).then(outcome, () => outcome(null));

export const recoverPassword = (username: string) =>
  api.POST('/users/recover-password', { body: { username } }).then(outcome, () => outcome(null));

export const checkResetToken = (username: string, token: string) =>
  api.POST('/users/password/check-token', { body: { username, token } }).then(outcome, () => outcome(null));

export const resetPassword = (body: { username: string; token: string; password: string; password_confirmation: string }) =>
  api.POST('/users/password/reset', { body }).then(outcome, () => outcome(null));
