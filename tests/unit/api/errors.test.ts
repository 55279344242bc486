import { describe, expect, it } from 'vitest';
import { failureMessage, isRateLimited, retryAfterMinutes } from '../../../src/api/errors';

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });
const limitBody = { statusCode: 429, messageId: 'errors.tooManyRequests' };

describe('messages of failed calls', () => {
  it('turns Retry-After into whole minutes to wait, at least one', () => {
    expect(retryAfterMinutes(answer(429, { 'Retry-After': '900' }))).toBe(15);
    expect(retryAfterMinutes(answer(429, { 'Retry-After': '61' }))).toBe(2);
    expect(retryAfterMinutes(answer(429, { 'Retry-After': '5' }))).toBe(1);
    const inTenMinutes = new Date(Date.now() + 10 * 60_000 - 500).toUTCString();
    expect(retryAfterMinutes(answer(429, { 'Retry-After': inTenMinutes }))).toBe(10);
    expect(retryAfterMinutes(answer(429))).toBeUndefined();
    expect(retryAfterMinutes(answer(429, { 'Retry-After': 'soon' }))).toBeUndefined();
  });

  it('names the minutes for a rate limit and the server message otherwise', () => {
    expect(failureMessage({ error: limitBody, response: answer(429, { 'Retry-After': '600' }) })).toEqual({
      messageId: 'errors.tooManyRequestsMinutes', values: { minutes: 10 },
    });
    // without Retry-After the server's own message (which needs no minutes)
    expect(failureMessage({ error: limitBody, response: answer(429) })).toEqual({ messageId: 'errors.tooManyRequests' });
    expect(failureMessage({ error: { messageId: 'errors.invalidCredentials' }, response: answer(401) })).toEqual({
      messageId: 'errors.invalidCredentials',
    });
    expect(failureMessage(null)).toEqual({ messageId: 'errors.generic' });
    expect(isRateLimited(failureMessage({ error: limitBody, response: answer(429) }))).toBe(true);
    expect(isRateLimited({ messageId: 'errors.generic' })).toBe(false);
  });
});
