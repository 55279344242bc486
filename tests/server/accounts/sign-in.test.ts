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

  const refresh = (token: string, app = server.app) => app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(token) });

  it('revokes the whole family when a used refresh token comes back after its successor was used', async () => {
    const first = await login(server.app, 'demo.farmer.gr');
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    // the legitimate latest token is dead too: the family is revoked
    const latest = await refresh(third.refresh_token);
    expect(latest.statusCode).toBe(401);
    expect(latest.json().messageId).toBe('errors.sessionExpired');
  });

  it('exchanges a token again when the answer that carried its successor was lost (a reload during the refresh)', async () => {
    const first = await login(server.app, 'demo.farmer.gr');
    const lost = (await refresh(first.refresh_token)).json();
    // the page reloaded before it kept `lost`: it asks again with the token it had, twice
    const retried = await refresh(first.refresh_token);
    expect(retried.statusCode).toBe(200);
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    const kept = again.json();
    expect(kept.refresh_token).not.toBe(retried.json().refresh_token);
    expect((await server.app.inject({ url: '/api/users/profile', headers: bearer(kept.access_token) })).statusCode).toBe(200);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(200);
    // the successors set aside are good for nothing: one coming back means two holders, and ends the sign-in
    const setAside = await refresh(lost.refresh_token);
    expect(setAside.statusCode).toBe(401);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('counts a used token coming back as a theft once the retry window has passed', async () => {
    const strict = await startTestServer({ demoData: true, refreshRetrySeconds: 0 });
    try {
      const first = await login(strict.app, 'demo.farmer.gr');
      const second = (await refresh(first.refresh_token, strict.app)).json();
      expect((await refresh(first.refresh_token, strict.app)).statusCode).toBe(401);
      expect((await refresh(second.refresh_token, strict.app)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
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
