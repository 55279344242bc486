import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../helpers/server';
import { operations } from './contract-fuzz/contract';

// Issue #28: a secured operation called without a valid token answered 400 listing the
// fields its body lacks, telling a stranger what the operation takes. It answers 401 before
// its body, path or query is read, whatever they are.

const secured = operations.filter((op) => op.scopes !== undefined && !op.anonymousToo);
const pathWith = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

const attempts: { label: string; path: (p: string) => string; payload?: string; contentType?: string }[] = [
  { label: 'no body', path: (p) => pathWith(p, '00000000-0000-0000-0000-000000000000') },
  { label: 'an empty object', path: (p) => pathWith(p, '00000000-0000-0000-0000-000000000000'), payload: '{}', contentType: 'application/json' },
  { label: 'unknown fields', path: (p) => pathWith(p, '1'), payload: '{"application_id":"x","status":"closed","a":{"b":1}}', contentType: 'application/json' },
  { label: 'broken JSON', path: (p) => pathWith(p, 'not-an-id'), payload: '{"a":', contentType: 'application/json' },
  { label: 'a NUL in the path', path: (p) => pathWith(p, '%00'), payload: '{"a":"\\u0000"}', contentType: 'application/json' },
  { label: 'a wrong content type', path: (p) => pathWith(p, '1'), payload: 'a=1', contentType: 'text/plain' },
];

describe('a secured operation without a valid token', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  it('covers the secured operations of the contract', () => {
    expect(secured.length).toBeGreaterThan(60);
  });

  for (const token of [undefined, 'x.y.z']) {
    it(`answers 401 before reading anything else (${token ? 'a broken token' : 'no token'})`, async () => {
      const wrong: string[] = [];
      for (const op of secured) {
        for (const attempt of attempts) {
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          if (attempt.contentType) headers['content-type'] = attempt.contentType;
          const response = await server.app.inject({ method: op.method as 'GET', url: `/api${attempt.path(op.path)}`, headers, payload: attempt.payload });
          if (response.statusCode !== 401 || response.json().messageId !== 'errors.unauthorized' || 'issues' in response.json()) {
            wrong.push(`${op.operationId} with ${attempt.label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }
});
