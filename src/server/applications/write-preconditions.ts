import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../core/errors';

// What every write to a draft checks before it is tried, and how a refusal with more than the
// common fields is answered.

export const notADraft = () => new ApiError(409, 'errors.notADraft', 'Only a draft can be changed');

/** An error answer with more than the common fields (`current`, `steps`); the contract lists them. */
export function sendError(reply: FastifyReply, status: number, messageId: string, message: string, extra: Record<string, unknown>) {
  return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status], message, messageId, ...extra });
}

/** The row version a write expects: the body's, else `If-Match: "<n>"` (weak tags too). */
export function expectedVersion(fromBody: number | undefined, ifMatch: string | string[] | undefined): number {
  const header = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  const fromHeader = header === undefined ? undefined : /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header)?.[1];
  if (header !== undefined && fromHeader === undefined) {
    throw new ApiError(400, 'errors.invalidRequest', 'If-Match must be "<row_version>"', [
      { path: '/headers/if-match', keyword: 'format', messageId: 'validation.errors.generic' },
    ]);
  }
  const version = fromBody ?? (fromHeader === undefined ? undefined : Number(fromHeader));
  if (version === undefined) {
    throw new ApiError(400, 'errors.invalidRequest', 'row_version (or If-Match) is required', [
      { path: '/body/row_version', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'row_version' } },
    ]);
  }
  return version;
}
