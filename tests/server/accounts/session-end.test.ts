import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { lastLink } from './helpers';

// A session ends when the portal says so (ASVS 5.0 7.4.1): the access token of an ended
// session is refused at once, not when it expires.
describe('ending a session refuses its access token at once', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const profile = (accessToken: string) => server.app.inject({ url: '/api/users/profile', headers: bearer(accessToken) });

  async function newDraft(accessToken: string) {
    const created = await post('/applications', bearer(accessToken), { type: 'globalgap' });
    expect(created.statusCode).toBe(201);
    return created.json().application as { id: string; row_version: number };
  }
  const saveAnswers = (accessToken: string, draft: { id: string; row_version: number }) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/applications/${draft.id}/answers`,
      headers: bearer(accessToken),
      payload: { row_version: draft.row_version, answers: {}, current_step: 'general' },
    });

  it('after logout the old access token can neither read nor save answers', async () => {
    const session = await login(server.app, 'demo.farmer.gr');
    const draft = await newDraft(session.access_token);
    expect((await saveAnswers(session.access_token, draft)).statusCode).toBe(200);

    expect((await post('/users/logout', bearer(session.refresh_token))).statusCode).toBe(204);

    const read = await profile(session.access_token);
    expect(read.statusCode).toBe(401);
    expect(read.json().messageId).toBe('errors.sessionExpired');
    const stale = { ...draft, row_version: draft.row_version + 1 };
    expect((await saveAnswers(session.access_token, stale)).statusCode).toBe(401);
    expect((await server.app.inject({ url: `/api/applications/${draft.id}`, headers: bearer(session.access_token) })).statusCode).toBe(401);
  });

  it('logout ends only its own session', async () => {
    const leaving = await login(server.app, 'demo.farmer.gr');
    const staying = await login(server.app, 'demo.farmer.gr');
    await post('/users/logout', bearer(leaving.refresh_token));
    expect((await profile(leaving.access_token)).statusCode).toBe(401);
    expect((await profile(staying.access_token)).statusCode).toBe(200);
  });

  it('after a password reset every session\'s access token is refused', async () => {
    const first = await login(server.app, 'demo.farmer.es');
    const second = await login(server.app, 'demo.farmer.es');
    expect((await post('/users/recover-password', {}, { username: 'demo.farmer.es' })).statusCode).toBe(204);
    const link = await lastLink(server, 'farmer.es@demo.invalid', '/reset-password');
    const reset = await post('/users/password/reset', {}, { ...link, password: 'Nuevaclave2026', password_confirmation: 'Nuevaclave2026' });
    expect(reset.statusCode).toBe(204);
    expect((await profile(first.access_token)).statusCode).toBe(401);
    expect((await profile(second.access_token)).statusCode).toBe(401);
    // the new password opens a new session
    expect((await profile((await login(server.app, 'demo.farmer.es', 'Nuevaclave2026')).access_token)).statusCode).toBe(200);
  });

  it('an account that is no longer active is refused at once', async () => {
    const session = await login(server.app, 'demo.consultant');
    expect((await profile(session.access_token)).statusCode).toBe(200);
    await server.app.database.db.updateTable('users').set({ status: 'declined' }).where('username', '=', 'demo.consultant').execute();
    expect((await profile(session.access_token)).statusCode).toBe(401);
    await server.app.database.db.updateTable('users').set({ status: 'active' }).where('username', '=', 'demo.consultant').execute();
    expect((await profile(session.access_token)).statusCode).toBe(200);
  });
});
