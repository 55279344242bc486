import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';

// The contract takes any language code (the list is data: locales/languages.json); the server
// saves only a listed one, and a client's wrong code is its mistake, never a 5xx.
describe("an account's language", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is one of the listed languages; another code is refused by name', async () => {
    const { access_token } = await login(server.app, 'demo.farmer.gr');
    const set = (locale: string) => server.app.inject({ method: 'POST', url: '/api/users/locale', headers: bearer(access_token), payload: { locale } });
    const refused = await set('it');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: '/locale', messageId: 'validation.errors.enum', params: { values: 'el, en, es' } })]);
    expect((await set('Greek')).statusCode).toBe(400);
    expect((await set('es')).statusCode).toBe(204);
    const profile = (await server.app.inject({ url: '/api/users/profile', headers: bearer(access_token) })).json();
    expect(profile.locale).toBe('es');
  });
});
