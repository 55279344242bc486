import { api } from '../../api/client';
import { errorMessageId } from '../../api/errors';

export async function loadProfile(): Promise<Record<string, unknown> | null> {
  const response = await api.GET('/users/profile', {}).catch(() => null);
  return (response?.data as Record<string, unknown> | undefined) ?? null;
}

export async function saveProfile(body: Record<string, unknown> & { id: number }) {
  const response = await api
    .PUT('/users/profile', { body: body as { id: number; user_details: Record<string, unknown> } })
    .catch(() => null);
  if (response?.data) return { ok: true as const };
  return { ok: false as const, messageId: errorMessageId(response?.error) };
}

/** Spec §4: profile_status is read again after every save. */
export async function loadProfileStatus(): Promise<string | null> {
  const response = await api.GET('/users/profile', { params: { query: { properties: 'profile_status' } } }).catch(() => null);
  const status = (response?.data as { profile_status?: unknown } | undefined)?.profile_status;
  return typeof status === 'string' ? status : null;
}
