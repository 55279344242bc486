import { describe, expect, it } from 'vitest';
import { ApiError, messageOf, request } from '../../../src/api/request';
import * as query from '../../../src/api/query';

const answer = <T,>(status: number, body: T, headers: Record<string, string> = {}) => ({
  data: status < 400 ? body : undefined,
  error: status >= 400 ? body : undefined,
  response: new Response(null, { status, headers }),
});

describe('request: one result and error type for every call', () => {
  it('gives the data of a successful call', async () => {
    await expect(request(async () => answer(200, { data: [1, 2] }))).resolves.toEqual({ data: [1, 2] });
  });

  it('throws ApiError with status, body and the message to show', async () => {
    const failed = request(async () => answer(409, { statusCode: 409, messageId: 'applications.stale' }));
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    const error = await failed.catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, failure: { messageId: 'applications.stale' } });
    expect(messageOf(error)).toEqual({ messageId: 'applications.stale' });
  });

  it('names the minutes of a rate limit and calls an unreachable server a network failure', async () => {
    const limited = await request(async () => answer(429, { messageId: 'errors.tooManyRequests' }, { 'Retry-After': '120' })).catch((e: unknown) => e);
    expect(messageOf(limited)).toEqual({ messageId: 'errors.tooManyRequestsMinutes', values: { minutes: 2 } });
    const offline = await request(async () => { throw new TypeError('fetch failed'); }).catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 'network' });
    expect(messageOf(new Error('other'))).toEqual({ messageId: 'errors.generic' });
  });
});

describe('the signed-in portal\'s callers', () => {
  it('get the same functions and error class from query.ts (an instanceof check holds either way)', () => {
    expect(query.ApiError).toBe(ApiError);
    expect(query.request).toBe(request);
    expect(query.messageOf).toBe(messageOf);
  });
});
