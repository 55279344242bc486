import { api } from '../../api/client';
import { request } from '../../api/request';

// Each resolves when the server said yes, else throws ApiError (the screen decides what it shows).
export const recoverUsername = (identification: string) => request(() => api.POST('/users/recover-username', { body: { identification } }));

export const recoverPassword = (username: string) => request(() => api.POST('/users/recover-password', { body: { username } }));

export const checkResetToken = (username: string, token: string) =>
  request(() => api.POST('/users/password/check-token', { body: { username, token } }));

export const resetPassword = (body: { username: string; token: string; password: string; password_confirmation: string }) =>
  request(() => api.POST('/users/password/reset', { body }));
