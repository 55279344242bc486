import type { FastifyInstance } from 'fastify';

/** What a browser on another origin may send: the client's headers (a bearer token, JSON, an upload's name). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, If-None-Match';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** Headers the client reads from answers (a file's name, a list's total). */
const EXPOSED_HEADERS = 'Content-Disposition, ETag, Retry-After';
/** How long a browser may keep a preflight's answer (10 minutes, Chromium's ceiling). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the API when the portal's pages are served from another origin (a CDN) than the
 * API (`VITE_API_BASE_URL`, docs/configuration.md): only the origins of `CORS_ORIGINS` are
 * answered with the headers; any other origin gets none, and its browser refuses the answer.
 * No cookies cross: the client sends a bearer token, so credentials are not allowed.
 * A small hook rather than a plugin: the API needs exact origins and nothing else.
 */
export function registerCors(app: FastifyInstance, prefix: string, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${prefix}/`)) return;
    const origin = request.headers.origin;
    // caches must not hand one origin's answer to another
    reply.header('Vary', 'Origin');
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      // a preflight: answered here, before any route (the contract declares no OPTIONS)
      return reply
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .code(204)
        .send();
    }
  });
}
