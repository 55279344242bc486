import { apiBaseOf } from './api-base-setting';

/**
 * Where the browser finds the API: `VITE_API_BASE_URL` at build time (docs/configuration.md),
 * by default `/api` on the portal's own origin. An absolute address (`https://api.example.org/api`)
 * lets the pages be served from a CDN with the API elsewhere (its server then lists the
 * pages' origin in `CORS_ORIGINS`). Kept apart from client.ts so that the token refresh and
 * the service worker read it without the client.
 */
export const API_BASE = apiBaseOf(import.meta.env.VITE_API_BASE_URL as string | undefined);

/** The API's base as an absolute URL: on this origin unless the setting names another. */
export const apiBaseUrl = (origin: string = globalThis.location?.origin ?? 'http://localhost'): URL => new URL(`${API_BASE}/`, origin);

/** An API path (`/users/refresh-token`) as an address fetch and links can use. */
export const apiUrl = (path: string): string => new URL(path.replace(/^\//, ''), apiBaseUrl()).href;
