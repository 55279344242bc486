import { apiUrl } from './api-base';
import { endSession, readStoredSession, setSession } from './session';

const REFRESH_URL = apiUrl('/users/refresh-token');
/** `refused`: the server said no (401, 403); `failed`: no answer came (offline, a dropped connection) or the server failed. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'failed';
let inFlight: Promise<RefreshOutcome> | null = null;

async function exchange(usedToken: string): Promise<RefreshOutcome> {
  const current = readStoredSession();
  if (!current) return 'refused';
  // Another tab rotated the token while we waited for the lock: use its result instead of
  // presenting the old token again, which the server would treat as theft.
  if (current.refreshToken !== usedToken) {
    setSession(current);
    return 'refreshed';
  }
  const response = await fetch(REFRESH_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${current.refreshToken}` },
  }).catch(() => null);
  const tokens = response?.ok ? ((await response.json().catch(() => null)) as { access_token: string; refresh_token: string } | null) : null;
  if (!tokens) return response?.status === 401 || response?.status === 403 ? 'refused' : 'failed';
  setSession({ ...current, accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  return 'refreshed';
}

/**
 * Exchanges the refresh token for new tokens. Calls made at the same time share one
 * exchange, and tabs take turns through a Web Lock. The session ends when the server refuses
 * the token, not when no answer came: the person is offline or the connection dropped, and the
 * token is presented again with the next call (the server takes it again for a while if its
 * exchange went through: accounts/refresh-tokens-store.ts).
 */
export function refreshSessionOutcome(): Promise<RefreshOutcome> {
  inFlight ??= (async () => {
    const usedToken = readStoredSession()?.refreshToken;
    if (!usedToken) return 'refused' as const;
    const run = () => exchange(usedToken);
    const outcome = await (globalThis.navigator?.locks ? navigator.locks.request('session-refresh', run) : run());
    if (outcome === 'refused') endSession();
    return outcome;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Whether the tokens were refreshed (`refreshSessionOutcome`). */
export const refreshSession = (): Promise<boolean> => refreshSessionOutcome().then((outcome) => outcome === 'refreshed');
