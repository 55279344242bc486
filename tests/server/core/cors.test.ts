import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../helpers/server';
import { originsFrom } from '../../../src/server/core/config';

const PORTAL = 'https://portal.example.org';
const OTHER = 'https://elsewhere.example.com';

describe('CORS from the configuration (CORS_ORIGINS)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ demoData: false, corsOrigins: originsFrom(`${PORTAL}/, http://localhost:5173`) });
  });
  afterAll(() => server?.close());

  it("answers an allowed origin's preflight and reads with its origin", async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS', url: '/api/users/login',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const read = await server.app.inject({ method: 'GET', url: '/api/builds/meta', headers: { origin: PORTAL } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(read.headers.vary)).toContain('Origin');
  });

  it('gives another origin no CORS headers, so its browser refuses the answer', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS', url: '/api/users/login',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const read = await server.app.inject({ method: 'GET', url: '/api/builds/meta', headers: { origin: OTHER } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a setting that is not an origin, and is off when unset', () => {
    expect(() => originsFrom('https://portal.example.org/app')).toThrow(/CORS_ORIGINS/);
    expect(originsFrom(undefined)).toEqual([]);
  });
});

describe('CORS unset (the default)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ demoData: false });
  });
  afterAll(() => server?.close());

  it('answers no origin with CORS headers', async () => {
    const read = await server.app.inject({ method: 'GET', url: '/api/builds/meta', headers: { origin: PORTAL } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
