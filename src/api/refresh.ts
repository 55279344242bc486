import { apiUrl } from './api-base';
import { endSession, readStoredSession, setSession } from './session';

const REFRESH_URL = apiUrl('/users/refresh-token');
let inFlight: Promise<boolean> | null = null;

async function exchange(usedToken: string): Promise<boolean> {
  const current = readStoredSession();
  if (!current) return false;
  // Another tab rotated the token while we waited for the lock: use its result instead of
  // presenting the old token again, which the server would treat as theft.
  if (current.refreshToken !== usedToken) {
    setSession(current);
    return true;
  }
  const response = await fetch(REFRESH_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${current.refreshToken}` },
  }).catch(() => null);
  if (!response?.ok) return false;
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  setSession({ ...current, accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  return true;
}

/**
 * Exchanges the refresh token for new tokens. Calls made at the same time share one
 * exchange, and tabs take turns through a Web Lock. On failure the session ends.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    const usedToken = readStoredSession()?.refreshToken;
    if (!usedToken) return false;
    const run = () => exchange(usedToken);
    const ok = await (globalThis.navigator?.locks ? navigator.locks.request('session-refresh', run) : run());
    if (!ok) endSession();
    return ok;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
