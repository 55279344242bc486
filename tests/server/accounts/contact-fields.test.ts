import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { farmerRegistration, lastLink } from './helpers';

// The account's contact phone, second phone and comments (spec §3's contactPhone, the profile's
// secondary_telephone, comments): asked at registration, in the profile and in the consultant's
// customer form; each phone checked by the country's rule like the others.
describe("the account's contact phone, second phone and comments", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, password?: string) => {
    const { access_token } = await login(server.app, username, password);
    return server.app.inject({ method, url: `/api${url}`, headers: bearer(access_token), ...(payload && { payload }) });
  };

  it('are kept from the registration and changed in the profile; a wrong phone is refused by name', async () => {
    const wrong = farmerRegistration();
    wrong.user_details = { ...wrong.user_details, contact_phone: '12' } as typeof wrong.user_details;
    const refused = await server.app.inject({ method: 'POST', url: '/api/users/register', payload: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: '/user_details/contact_phone', messageId: 'validation.errors.phone' })]);

    const body = farmerRegistration();
    const details = { ...body.user_details, contact_phone: '2310555123', secondary_telephone: '6977123456', comments: 'Μετά τις 17:00.' };
    const created = await server.app.inject({ method: 'POST', url: '/api/users/register', payload: { ...body, user_details: details } });
    expect(created.statusCode, created.body).toBe(201);
    const link = await lastLink(server, details.email, '/verify-email');
    await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: link });
    const as = (method: 'GET' | 'PUT', payload?: object) => call(body.account.username, method, '/users/profile', payload, body.account.password);
    const profile = (await as('GET')).json();
    expect(profile.user_details).toMatchObject({ contact_phone: '2310555123', secondary_telephone: '6977123456', comments: 'Μετά τις 17:00.' });

    // changed in the profile (still incomplete: no handling manager yet); a Spanish number for a Greek account refused by name
    const { country: _country, ...kept } = profile.user_details;
    const bad = await as('PUT', { id: profile.id, user_details: { ...kept, secondary_telephone: '612345678' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: '/user_details/secondary_telephone', messageId: 'validation.errors.phone' })]);
    const saved = await as('PUT', { id: profile.id, user_details: { ...kept, contact_phone: '2105551234', comments: 'Γραφείο Αθήνας.' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as('GET')).json().user_details).toMatchObject({ contact_phone: '2105551234', secondary_telephone: '6977123456', comments: 'Γραφείο Αθήνας.' });
  });

  it("are in the consultant's customer form", async () => {
    const customer = {
      country: 1, type: 'individual', fullName: 'Ελένη Ρήγα', identification: '123456709', email: 'eleni@test.invalid',
      contactPhone: '2410123457', secondaryTelephone: '6944123456', comments: 'Καλύτερα τις πρωινές ώρες.',
    };
    const bad = await call('demo.consultant', 'POST', '/customers', { ...customer, contactPhone: '99' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(['/contactPhone']);
    const created = await call('demo.consultant', 'POST', '/customers', customer);
    expect(created.statusCode, created.body).toBe(201);
    const read = (await call('demo.consultant', 'GET', `/customers/${created.json().id}`)).json();
    expect(read.data).toMatchObject({ contactPhone: '2410123457', secondaryTelephone: '6944123456', comments: 'Καλύτερα τις πρωινές ώρες.' });
  });
});
