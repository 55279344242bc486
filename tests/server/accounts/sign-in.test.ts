import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';

describe('sign-in and sessions', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('signs a demo user in and returns both tokens', async () => {
    const tokens = await login(server.app, 'demo.farmer.gr');
    expect(tokens.access_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token.length).toBeGreaterThan(30);
    expect(tokens.expires_in).toBe(server.config.accessTokenTtlSeconds);
  });

  it('accepts the username in any case and with spaces around it', async () => {
    await expect(login(server.app, '  Demo.Farmer.ES ')).resolves.toHaveProperty('access_token');
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrongPassword = await server.app.inject({
      method: 'POST', url: '/api/users/login', payload: { username: 'demo.staff', password: 'nope' },
    });
    const unknownUser = await server.app.inject({
      method: 'POST', url: '/api/users/login', payload: { username: 'nobody.here', password: 'nope' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    const { messageId, message } = wrongPassword.json();
    expect(unknownUser.json()).toMatchObject({ messageId, message });
    expect(messageId).toBe('errors.invalidCredentials');
  });

  it('rotates the refresh token on every use', async () => {
    const first = await login(server.app, 'demo.farmer.gr');
    const refreshed = await server.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(first.refresh_token) });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const profile = await server.app.inject({ url: '/api/users/profile', headers: bearer(second.access_token) });
    expect(profile.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await login(server.app, 'demo.farmer.gr');
    const second = (await server.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(first.refresh_token) })).json();
    const replay = await server.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(first.refresh_token) });
    expect(replay.statusCode).toBe(401);
    // the legitimate successor is dead too: the family is revoked
    const successor = await server.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(second.refresh_token) });
    expect(successor.statusCode).toBe(401);
    expect(successor.json().messageId).toBe('errors.sessionExpired');
  });

  it('ends the sign-in on logout', async () => {
    const tokens = await login(server.app, 'demo.consultant');
    const out = await server.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(tokens.refresh_token) });
    expect(out.statusCode).toBe(204);
    const after = await server.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(tokens.refresh_token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses calls with no token, a garbage token or a refresh token used as access token', async () => {
    const tokens = await login(server.app, 'demo.staff');
    for (const headers of [{}, bearer('garbage'), bearer(tokens.refresh_token), { authorization: tokens.access_token }]) {
      const response = await server.app.inject({ url: '/api/users/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().messageId).toBe('errors.unauthorized');
    }
  });
});

describe('short-lived access tokens', () => {
  it('refuses an expired access token with 401 while the refresh token still works', async () => {
    const server = await startTestServer({ accessTokenTtlSeconds: 1 });
    try {
      const tokens = await login(server.app, 'demo.farmer.gr');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await server.app.inject({ url: '/api/users/profile', headers: bearer(tokens.access_token) });
      expect(expired.statusCode).toBe(401);
      const refreshed = await server.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(tokens.refresh_token) });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
