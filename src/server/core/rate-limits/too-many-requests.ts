import type { FastifyReply } from 'fastify';
import { ApiError } from '../errors';

/** Seconds from now until `until`, at least one (Retry-After is a whole number of seconds). */
export const secondsUntil = (until: Date): number => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));

/**
 * The 429 of every limit: the project's error body with `errors.tooManyRequests`. The wait
 * goes in `Retry-After`, from which the client tells the person the minutes.
 */
export function tooManyRequests(reply: FastifyReply | undefined, retryAfterSeconds: number): ApiError {
  reply?.header('Retry-After', String(retryAfterSeconds));
  return new ApiError(429, 'errors.tooManyRequests', `Too many requests; try again in ${retryAfterSeconds} s`);
}
