import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { endSession, getSession } from './session';
import { refreshSessionOutcome } from './refresh';

import { API_BASE, apiBaseUrl } from './api-base';

export { API_BASE };

// Calls whose 401 means "wrong credentials", not "token expired": never refreshed.
const noRefresh = ['/users/login', '/users/refresh-token', '/users/logout'];

const originals = new Map<string, Request>();

function withToken(request: Request): Request {
  const token = getSession()?.accessToken;
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}

/**
 * Adds the bearer token; a 401 is retried once after a token refresh (spec §4). If the
 * server refuses the refresh, or there is no refresh token, the user is signed out; if no
 * answer came, the call fails as any call does without a connection, and the person stays signed in.
 */
export const authMiddleware: Middleware = {
  onRequest({ request, id, schemaPath }) {
    withToken(request);
    if (!noRefresh.includes(schemaPath)) originals.set(id, request.clone());
    return request;
  },
  async onResponse({ response, id }) {
    const original = originals.get(id);
    originals.delete(id);
    if (response.status !== 401 || !original) return response;
    if (!getSession()?.refreshToken) {
      endSession();
      return response;
    }
    const outcome = await refreshSessionOutcome();
    if (outcome === 'failed') throw new TypeError('The session could not be refreshed: no answer');
    if (outcome === 'refused') return response;
    return fetch(withToken(original));
  },
  onError({ id }) {
    originals.delete(id);
  },
};

export const api = createClient<paths>({
  // Absolute, so that the same client runs in the browser and in tests outside one (and the
  // API may be on another origin: api-base.ts); fetch is looked up per call, not captured once.
  baseUrl: apiBaseUrl().href.replace(/\/$/, ''),
  fetch: (request) => globalThis.fetch(request),
});
api.use(authMiddleware);
