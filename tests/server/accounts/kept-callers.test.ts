import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, login, startTestServer } from '../../helpers/server';

// A process keeps the callers of the tokens it saw lately (src/server/accounts/viewer-cache.ts).
// Whatever it keeps must never outlive a change: once the call that ended a session or changed
// an account has answered, the next call sees the change. Every token below is used before
// the change, so that its caller is kept when the change comes.
describe('a caller kept in memory is dropped the moment its account or session changes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const profile = (accessToken: string) => server.app.inject({ url: '/api/users/profile', headers: bearer(accessToken) });

  it('refuses a kept session as soon as its logout answers, even with reads of it under way', async () => {
    const session = await login(server.app, 'demo.farmer.gr');
    expect((await profile(session.access_token)).statusCode).toBe(200);
    expect((await profile(session.access_token)).statusCode).toBe(200);

    // reads started before the logout may still see the session; none after it
    const during = Array.from({ length: 20 }, () => profile(session.access_token));
    const logout = await post('/users/logout', bearer(session.refresh_token));
    expect(logout.statusCode).toBe(204);
    const after = await Promise.all(Array.from({ length: 20 }, () => profile(session.access_token)));
    for (const read of after) {
      expect(read.statusCode).toBe(401);
      expect(read.json().messageId).toBe('errors.sessionExpired');
    }
    for (const read of await Promise.all(during)) expect([200, 401]).toContain(read.statusCode);
    // and nothing a read under way resolved was kept afterwards
    expect((await profile(session.access_token)).statusCode).toBe(401);
  });

  it('refuses the other kept session after a password change, and keeps serving this one', async () => {
    const here = await login(server.app, 'demo.farmer.es');
    const elsewhere = await login(server.app, 'demo.farmer.es');
    for (const session of [here, elsewhere]) expect((await profile(session.access_token)).statusCode).toBe(200);
    const next = 'Changed2026kept';
    const changed = await post('/users/password/change', bearer(here.access_token), { current_password: DEMO_PASSWORD, password: next, password_confirmation: next });
    expect(changed.statusCode).toBe(204);
    expect((await profile(elsewhere.access_token)).statusCode).toBe(401);
    expect((await profile(here.access_token)).statusCode).toBe(200);
  });

  it('shows a change made straight in the database on the next call', async () => {
    const session = await login(server.app, 'demo.consultant');
    expect((await profile(session.access_token)).json().locale).not.toBe('es');
    // a statement no handler made (an administrator's, another tool's) counts as well as a handler's
    await server.app.database.executeSql(`UPDATE users SET locale = 'es' WHERE username = 'demo.consultant'`);
    expect((await profile(session.access_token)).json().locale).toBe('es');
    await server.app.database.executeSql(`UPDATE users SET status = 'declined' WHERE username = 'demo.consultant'`);
    expect((await profile(session.access_token)).statusCode).toBe(401);
    await server.app.database.executeSql(`UPDATE users SET status = 'active' WHERE username = 'demo.consultant'`);
    expect((await profile(session.access_token)).statusCode).toBe(200);
  });

  it('refuses a kept session whose refresh tokens were revoked by a statement of its own', async () => {
    const session = await login(server.app, 'demo.farmer.gr');
    expect((await profile(session.access_token)).statusCode).toBe(200);
    await server.app.database.executeSql(`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE username = 'demo.farmer.gr')`);
    expect((await profile(session.access_token)).statusCode).toBe(401);
  });
});

describe('a kept caller and the expiry of its token', () => {
  it('refuses a kept caller once its access token has expired', async () => {
    // a token's expiry is counted in whole seconds: with 1 s, a login late in its second made a
    // token that expired before the first request on a busy machine
    const server = await startTestServer({ accessTokenTtlSeconds: 2 });
    try {
      const tokens = await login(server.app, 'demo.farmer.gr');
      expect((await server.app.inject({ url: '/api/users/profile', headers: bearer(tokens.access_token) })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      const expired = await server.app.inject({ url: '/api/users/profile', headers: bearer(tokens.access_token) });
      expect(expired.statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });
});
