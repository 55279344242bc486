import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * The contract's security runs first, as the route's onRequest hook: a caller without a
 * valid token is answered 401 before the body is parsed and before the path, query or body
 * is validated, so a stranger learns nothing of what an operation takes (issue #28: 40
 * operations answered them a 400 listing the fields their body lacked). fastify-openapi-glue
 * gives each secured route its security check as its one preHandler; this moves it. Must be
 * registered before any other onRoute hook that adds preHandlers (form-validation.ts).
 */
export function registerSecurityFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!(route.schema as { operationId?: string } | undefined)?.operationId) return;
    const security = route.preHandler;
    if (typeof security !== 'function') return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, security as unknown as onRequestHookHandler];
    route.preHandler = undefined;
  });
}
