import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, login, startTestServer } from '../../helpers/server';
import { createAccessTokens } from '../../../src/server/accounts/tokens';

describe('a password change ends the other sessions', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const refresh = (refreshToken: string) => post('/users/refresh-token', bearer(refreshToken));
  const profile = (accessToken: string) => server.app.inject({ url: '/api/users/profile', headers: bearer(accessToken) });
  const change = (accessToken: string, current: string, next: string) =>
    post('/users/password/change', bearer(accessToken), { current_password: current, password: next, password_confirmation: next });

  it('refuses the other sign-in\'s refresh and keeps this one working', async () => {
    const here = await login(server.app, 'demo.farmer.gr');
    const elsewhere = await login(server.app, 'demo.farmer.gr');
    expect((await change(here.access_token, DEMO_PASSWORD, 'Changed2026pass')).statusCode).toBe(204);

    const other = await refresh(elsewhere.refresh_token);
    expect(other.statusCode).toBe(401);
    expect(other.json().messageId).toBe('errors.sessionExpired');
    // the other sign-in's access token is refused at once, not when it expires
    const otherRead = await profile(elsewhere.access_token);
    expect(otherRead.statusCode).toBe(401);
    expect(otherRead.json().messageId).toBe('errors.sessionExpired');

    // this session goes on: its access token, and its refresh token (rotated, still the same session)
    expect((await profile(here.access_token)).statusCode).toBe(200);
    const renewed = await refresh(here.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().access_token)).statusCode).toBe(200);
    expect((await refresh(renewed.json().refresh_token)).statusCode).toBe(200);
  });

  it('keeps the session across refreshes: a refreshed token still names it', async () => {
    const here = await login(server.app, 'demo.farmer.es');
    const elsewhere = await login(server.app, 'demo.farmer.es');
    const renewed = (await refresh(here.refresh_token)).json();
    expect((await change(renewed.access_token, DEMO_PASSWORD, 'Cambiada2026x')).statusCode).toBe(204);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200);
  });

  it('leaves the sessions alone when the previous password is wrong', async () => {
    const here = await login(server.app, 'demo.consultant');
    const elsewhere = await login(server.app, 'demo.consultant');
    expect((await change(here.access_token, 'not-the-password', 'Another2026x')).statusCode).toBe(400);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an access token from before sessions were named: it cannot tell whether its session ended', async () => {
    const { value: secret } = await server.app.database.db
      .selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
    const user = await server.app.database.db
      .selectFrom('users').select(['id', 'role', 'is_employee', 'country_id']).where('username', '=', 'demo.staff').executeTakeFirstOrThrow();
    const legacy = await createAccessTokens(secret, 900).sign({
      userId: user.id, role: user.role, isEmployee: user.is_employee, countryId: user.country_id,
    });
    const session = await login(server.app, 'demo.staff');
    expect((await profile(legacy)).statusCode).toBe(401);
    expect((await change(legacy, DEMO_PASSWORD, 'Staff2026pass')).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });
});
