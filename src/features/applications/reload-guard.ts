/** Spec §9: a reload within this time of starting an application must not start a second one. */
export const RELOAD_GUARD_TTL_MS = 10_000;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-HTTP deployments have no randomUUID (secure contexts only).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The refresh-page-detection guard: the id sent as `client_request_id` when starting an
 * application. Within 10 s of the first start in this tab the same id comes back, so the
 * server answers with the draft it already created instead of making a second one.
 */
export function startRequestId(scope: string, now = Date.now()): string {
  const key = `application-start:${scope}`;
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { id: string; at: number } | null;
    if (stored && now - stored.at < RELOAD_GUARD_TTL_MS) return stored.id;
    const id = randomId();
    sessionStorage.setItem(key, JSON.stringify({ id, at: now }));
    return id;
  } catch {
    return randomId();
  }
}
