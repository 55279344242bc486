import { api } from '../../api/client';
import type { FailureMessage } from '../../api/errors';
import { messageOf, request } from '../../api/request';
import { getSession, setSession, type Session } from '../../api/session';

export type SignInResult = { ok: true; session: Session } | ({ ok: false } & FailureMessage);

/**
 * Spec §4: signing in stores both tokens and the session values, then loads the profile.
 * Errors come back as message ids for the form to show.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  let tokens: { access_token: string; refresh_token: string };
  try {
    tokens = await request(() => api.POST('/users/login', { body: { username, password } }));
  } catch (error) {
    return { ok: false, ...messageOf(error) };
  }
  setSession({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    id: null, isEmployee: false, role: null, type: null, country: null, status: null,
    locale: null, firstName: null, lastName: null, email: null,
  });
  const profile = await loadProfileIntoSession();
  if (!profile) {
    setSession(null);
    return { ok: false, messageId: 'errors.generic' };
  }
  return { ok: true, session: profile };
}

/** Reads `users/profile` and copies the session values of spec §3 from it. */
export async function loadProfileIntoSession(): Promise<Session | null> {
  const data = await request(() => api.GET('/users/profile', {})).catch(() => undefined);
  const current = getSession();
  if (!data || !current) return null;
  const details = (data.user_details ?? {}) as Record<string, unknown>;
  const country = details.country as { id?: number } | undefined;
  const next: Session = {
    ...current,
    id: Number(data.id),
    isEmployee: data.is_employee === true,
    role: String(data.role),
    type: String(data.type),
    status: String(data.status),
    locale: String(data.locale),
    country: country?.id ?? null,
    firstName: (details.first_name as string) ?? null,
    lastName: (details.last_name as string) ?? null,
    email: (details.email as string) ?? null,
    operator: (data.operator as Session['operator']) ?? null,
    staffDuties: Array.isArray(data.staff_duties) ? (data.staff_duties as string[]) : undefined,
  };
  setSession(next);
  return next;
}

/** Spec §4: logout clears tokens and user data; the refresh-token family is revoked too. */
export async function signOut(): Promise<void> {
  const refreshToken = getSession()?.refreshToken;
  setSession(null);
  if (refreshToken) {
    await api
      .POST('/users/logout', { headers: { Authorization: `Bearer ${refreshToken}` } })
      .catch(() => undefined);
  }
}
