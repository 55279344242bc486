import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, DEMO_PASSWORD, login, startTestServer } from '../../helpers/server';
import { requestLimits } from '../../../src/server/core/rate-limits/limits';
import { readConfig } from '../../../src/server/core/config';

type Server = Awaited<ReturnType<typeof startTestServer>>;

function expectTooMany(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', messageId: 'errors.tooManyRequests' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('the sign-in lock (failed attempts only)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: true,
      loginMaxFailuresPerUsernameAndAddress: 3,
      loginMaxFailuresPerAddress: 6,
      loginMaxFailuresPerUsername: 5,
    });
  });
  afterAll(() => server.close());

  const signIn = (username: string, password: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress });

  it('locks a username at one address after the failures, even with the right password, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('demo.employee', 'wrong', '198.51.100.1')).statusCode).toBe(401);
    expectTooMany(await signIn('demo.employee', DEMO_PASSWORD, '198.51.100.1'), server.config.loginWindowSeconds);
    // the same person elsewhere, and another username here, are not affected
    expect((await signIn('demo.employee', DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    expect((await signIn('demo.consultant', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('never locks out a person who signs in and out often, and forgets their earlier slips', async () => {
    for (let i = 0; i < 25; i++) expect((await signIn('demo.farmer.gr', DEMO_PASSWORD, '198.51.100.3')).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await signIn('demo.farmer.gr', 'typo', '198.51.100.3')).statusCode).toBe(401);
      expect((await signIn('demo.farmer.gr', DEMO_PASSWORD, '198.51.100.3')).statusCode).toBe(200);
    }
  });

  it('limits one address trying many usernames', async () => {
    for (let i = 0; i < 6; i++) expect((await signIn(`nobody${i}`, 'wrong', '198.51.100.4')).statusCode).toBe(401);
    expectTooMany(await signIn('demo.farmer.es', DEMO_PASSWORD, '198.51.100.4'), server.config.loginWindowSeconds);
    expect((await signIn('demo.farmer.es', DEMO_PASSWORD, '198.51.100.5')).statusCode).toBe(200);
  });

  it('limits one username tried from many addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('demo.staff', 'wrong', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    expectTooMany(await signIn('demo.staff', DEMO_PASSWORD, '203.0.113.99'), server.config.loginWindowSeconds);
  });
});

describe('per-address limits of the mail and token calls', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: true });
  });
  afterAll(() => server.close());

  it('answers the call after the limit with 429, Retry-After and the message id; another address goes on', async () => {
    const recover = (remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/api/users/recover-password', payload: { username: 'nobody' }, remoteAddress });
    const { max, windowMinutes } = requestLimits['POST /users/recover-password'];
    for (let i = 0; i < max; i++) expect((await recover('192.0.2.1')).statusCode).toBe(204);
    const refused = await recover('192.0.2.1');
    expectTooMany(refused, windowMinutes * 60);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(windowMinutes * 60 - 60);
    expect((await recover('192.0.2.2')).statusCode).toBe(204);
  });

  it('limits every call of the table by address, counting broken requests too', async () => {
    let n = 10;
    for (const [route, { max, windowMinutes, per }] of Object.entries(requestLimits)) {
      if (per === 'account') continue;
      const [method, path] = route.split(' ');
      const remoteAddress = `192.0.2.${n++}`;
      const call = () => server.app.inject({ method: method as 'POST', url: `/api${path}`, payload: {}, remoteAddress });
      for (let i = 0; i < max; i++) expect((await call()).statusCode, route).not.toBe(429);
      expectTooMany(await call(), windowMinutes * 60);
    }
  });

  it('limits the signed-in calls per account, after telling a guest 401', async () => {
    const bodies: Record<string, object> = {
      'POST /contact': { subject: 'Ερώτηση', description: 'Πότε έρχεται ο επιθεωρητής;' },
      // a wrong current password: checked, refused, never carried out
      'POST /users/password/change': { current_password: 'not-it', password: 'Newpass2026x', password_confirmation: 'Newpass2026x' },
    };
    const consultant = (await login(server.app, 'demo.consultant')).access_token;
    const employee = (await login(server.app, 'demo.employee')).access_token;
    for (const [route, { max, windowMinutes, per }] of Object.entries(requestLimits)) {
      if (per !== 'account') continue;
      const [method, path] = route.split(' ');
      const call = (headers: Record<string, string>) =>
        server.app.inject({ method: method as 'POST', url: `/api${path}`, payload: bodies[route], headers, remoteAddress: '192.0.2.99' });
      for (let i = 0; i < max + 2; i++) expect((await call({})).statusCode, route).toBe(401);
      for (let i = 0; i < max; i++) expect((await call(bearer(consultant))).statusCode, route).not.toBe(429);
      expectTooMany(await call(bearer(consultant)), windowMinutes * 60);
      // a colleague at the same address is not affected
      expect((await call(bearer(employee))).statusCode, route).not.toBe(429);
    }
  });

  it('counts a client by its own address, whatever X-Forwarded-For it makes up', async () => {
    const { max } = requestLimits['POST /users/recover-username'];
    const call = (remoteAddress: string, forwardedFor: string) =>
      server.app.inject({
        method: 'POST', url: '/api/users/recover-username', payload: { identification: '000' },
        remoteAddress, headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < max; i++) expect((await call('192.0.2.150', `192.0.2.${160 + i}`)).statusCode).toBe(204);
    expect((await call('192.0.2.150', '192.0.2.170')).statusCode).toBe(429);
    // a proxy on a private network is believed: its clients are counted apart
    for (let i = 0; i < max; i++) expect((await call('10.0.0.5', '198.51.100.80')).statusCode).toBe(204);
    expect((await call('10.0.0.5', '198.51.100.80')).statusCode).toBe(429);
    expect((await call('10.0.0.5', '198.51.100.81')).statusCode).toBe(204);
  });

  it('leaves calls that are not in the table alone', async () => {
    for (let i = 0; i < 30; i++) {
      const response = await server.app.inject({ url: '/api/misc/regions?country_id=1', remoteAddress: '192.0.2.200' });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('the switch', () => {
  it('is on unless RATE_LIMITS=off', () => {
    expect(readConfig({}).rateLimits).toBe(true);
    expect(readConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(readConfig({ RATE_LIMITS: 'OFF' }).rateLimits).toBe(false);
  });

  it('reads TRUST_PROXY as a flag, a number of hops or addresses', () => {
    expect(readConfig({}).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.1.2.3, 10.1.2.4' }).trustProxy).toBe('10.1.2.3, 10.1.2.4');
    const oneHop = readConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('203.0.113.1', 0), oneHop('203.0.113.2', 1)]).toEqual([true, false]);
  });

  it('turns the per-address limits and the sign-in lock off', async () => {
    const server = await startTestServer({ rateLimits: false, loginMaxFailuresPerUsernameAndAddress: 1 });
    try {
      for (let i = 0; i < 8; i++) {
        const response = await server.app.inject({ method: 'POST', url: '/api/users/recover-username', payload: { identification: '000' } });
        expect(response.statusCode).toBe(204);
      }
      for (let i = 0; i < 3; i++) {
        const wrong = await server.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'demo.staff', password: 'x' } });
        expect(wrong.statusCode).toBe(401);
      }
    } finally {
      await server.close();
    }
  });
});
