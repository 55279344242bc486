import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already written (a string kept from an earlier answer). Fastify sends a
 * string with a JSON type as it is, without the route's serializer, so the string must be what
 * that serializer would have written: only for answers whose contract schema is open
 * (`additionalProperties: true`), where it writes what `JSON.stringify` does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sendWrittenJson<R extends FastifyReply<any, any, any, any, any, any, any, any>>(reply: R, json: string): R {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json) as unknown as R;
}
