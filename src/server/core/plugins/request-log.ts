import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer that took this long is logged whatever its status (a slow query, a starved CPU). */
export const SLOW_ANSWER_MS = 1_000;

/**
 * Fastify's request log, made of the answers a person needs to read: Fastify writes two JSON
 * lines for every request ("incoming request", "request completed"), which was a fifth of the
 * CPU of a signed-in read (docs/performance.md, "API"). Here, at `info`, one line per answer
 * of 400 or more or slower than SLOW_ANSWER_MS, with the method and address; every other
 * request only at `debug` (`LOG_LEVEL=debug` gives every line again). Errors are logged as
 * Fastify logs them (and our own faults by core/plugins/error-handler.ts). In production the
 * reverse proxy (docs/deploy.md) keeps the access log of every request: nginx writes one by default.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (request.log.level === 'debug' || request.log.level === 'trace') super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 400 || ms >= SLOW_ANSWER_MS) {
      request.log.info({ req: request, res: reply, responseTime: ms }, 'request answered');
    } else if (request.log.level === 'debug' || request.log.level === 'trace') {
      super.requestCompleted(error, request, reply);
    }
  }
}
