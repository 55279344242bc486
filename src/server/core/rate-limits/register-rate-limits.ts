import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { databaseStore } from './database-store';
import { requestLimits } from './limits';
import { tooManyRequests } from './too-many-requests';

/**
 * Registers @fastify/rate-limit for the operations of ./limits.ts only (`global: false`).
 * Must run before the contract's routes are added: the limit is attached to a route as it is
 * created (our onRoute hook puts it in the route's config, the plugin's hook reads it there).
 *
 * The counts live in the database (./database-store.ts), like the sign-in lock: several API
 * processes share one count, so an address gets each limit once, whichever process answers.
 * While the database is unreachable no count is kept and the request goes on (to a 503).
 */
export async function registerRateLimits(app: FastifyInstance, prefix: string, db: Kysely<Database>): Promise<void> {
  const unused = new Set(Object.keys(requestLimits));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url}`;
      const limit = requestLimits[key];
      if (!limit) continue;
      unused.delete(key);
      // the count's key names the limit: one table holds every route's counts
      const perAccount = limit.per === 'account'
        ? {
            // after the contract's security (the route's onRequest, core/plugins/security-first.ts), which sets request.viewer
            hook: 'preHandler' as const,
            keyGenerator: (request: FastifyRequest) => `${key} account:${request.viewer?.userId ?? request.ip}`,
          }
        : { keyGenerator: (request: FastifyRequest) => `${key} ${request.ip}` };
      route.config = {
        ...route.config,
        rateLimit: { max: limit.max, timeWindow: limit.windowMinutes * 60_000, ...perAccount },
      };
    }
  });
  // A limit whose operation was renamed or moved would silently stop limiting: refuse to start.
  app.addHook('onReady', async () => {
    if (unused.size) throw new Error(`Rate limits name no route: ${[...unused].join(', ')}`);
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    skipOnError: true,
    // Retry-After is enough; the x-ratelimit-* headers would only tell an abuser how much is left.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // The plugin has set Retry-After already; this gives the answer the project's error shape.
    errorResponseBuilder: (_request, context) => tooManyRequests(undefined, Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
