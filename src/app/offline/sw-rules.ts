/**
 * What the service worker keeps and how it keys it; plain functions shared with the page
 * (which empties the API cache at sign-out) and unit tests.
 */

export const API_CACHE = 'api-reads';
/** What a page the worker did not claim sends it (register.ts): claim me. */
export const CLAIM_MESSAGE = 'CLAIM';
export const ASSETS_CACHE = 'assets';

/** The message id the API's error body carries when a read was never made on this device. */
export const NOT_KEPT_MESSAGE_ID = 'offline.notKept';

// Reads that are never kept (paths under the API's base): the build check must reach the
// server, a file's bytes are fetched with a short-lived link, token calls are not reads.
const NEVER_KEPT = [/^\/builds\//, /^\/files\/[^/]+\/content$/, /^\/users\/(login|logout|refresh-token)$/];

/** `apiPath`: the path of the API's base (`/api`, or that of VITE_API_BASE_URL: src/api/api-base.ts). */
export function isKeptApiRead(pathname: string, apiPath = '/api'): boolean {
  const base = apiPath.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return false;
  const operation = pathname.slice(base.length);
  return !NEVER_KEPT.some((pattern) => pattern.test(operation));
}

/**
 * The account a request is made for: the subject of its bearer token (a JWT). Read, not
 * verified: it only chooses which of this device's copies may answer, never what the server
 * allows.
 */
export function accountOf(authorization: string | null): string | null {
  const token = /^Bearer\s+([^.\s]+)\.([^.\s]+)\./.exec(authorization ?? '')?.[2];
  if (!token) return null;
  try {
    const json = atob(token.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(token.length / 4) * 4, '='));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** The cache key of a read for one account: the address with the account appended. */
export function keyForAccount(url: string, account: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set('__account', account);
  return keyed.href;
}

/** The answer to a read with no network and no copy on this device (the API's error shape). */
export function notKeptResponse(): Response {
  const body = { statusCode: 503, error: 'Service Unavailable', message: 'Offline and not kept on this device', messageId: NOT_KEPT_MESSAGE_ID };
  return new Response(JSON.stringify(body), { status: 503, headers: { 'Content-Type': 'application/json', 'X-Offline': 'not-kept' } });
}
