import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';

const fullProfile = {
  user_details: {
    first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', identification: '094259216', phone: '6912345678', email: 'farmer.gr@demo.invalid',
  },
  handling_manager: { first_name: 'Νίκος', last_name: 'Αλεξίου', phone: '6987654321' },
  handling_sites: [
    { name: '', is_main: true, location: { lat: '37.9838', lon: '' } },
    { name: 'Αποθήκη', is_main: false, location: { lat: '38.0000', lon: '23.8000' } },
  ],
  accounting_details: { invoice_delivery: 'electronic', invoice_email: 'invoices@example.org' },
};

describe('saving the profile (spec §3, §4)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function as(username: string) {
    const { access_token } = await login(server.app, username);
    const me = (await server.app.inject({ url: '/api/users/profile', headers: bearer(access_token) })).json();
    const put = (body: Record<string, unknown>, url = '/api/users/profile') =>
      server.app.inject({ method: 'PUT', url, headers: bearer(access_token), payload: { id: me.id, ...body } });
    const read = async () => (await server.app.inject({ url: '/api/users/profile', headers: bearer(access_token) })).json();
    return { me, put, read };
  }

  it('saves an incomplete profile, refuses wrong answers, and locks it once complete', async () => {
    const farmer = await as('demo.farmer.gr');
    const partial = await farmer.put({ user_details: { first_name: 'Γιώργος' }, handling_sites: [] });
    expect(partial.json()).toEqual({ profile_status: 'incomplete' });

    // a Spanish phone for a Greek account is wrong, not missing: refused, nothing saved
    const wrong = await farmer.put({ ...fullProfile, handling_manager: { ...fullProfile.handling_manager, phone: '612345678' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      messageId: 'accounts.errors.profileSave',
      issues: [{ path: '/handling_manager/phone', messageId: 'validation.errors.phone' }],
    });

    // a Greek account's site placed in Madrid (a lost minus, swapped numbers): refused, naming the site
    const abroad = await farmer.put({
      ...fullProfile,
      handling_sites: [fullProfile.handling_sites[0], { ...fullProfile.handling_sites[1], location: { lat: '40.4168', lon: '-3.7038' } }],
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().issues).toEqual([
      expect.objectContaining({ path: '/handling_sites/1/location/lat', messageId: 'validation.errors.outsideCountry', params: { country: 'GR' } }),
    ]);

    // e-invoices without an invoice e-mail go to the account's e-mail, not asked again (issue 47)
    const saved = await farmer.put({ ...fullProfile, accounting_details: { invoice_delivery: 'electronic' } });
    expect(saved.json()).toEqual({ profile_status: 'complete' });
    const profile = await farmer.read();
    expect(profile.accounting_details).toEqual({ invoice_delivery: 'electronic', invoice_email: 'farmer.gr@demo.invalid' });
    expect(profile.profile_status).toBe('complete');
    // a site without its longitude is kept with a null location; the first site's name may stay empty
    expect(profile.handling_sites[0]).toMatchObject({ name: '', location: null, is_main: true });
    expect(profile.handling_sites[1].location).toEqual({ lat: '38.0000', lon: '23.8000' });
    expect(profile.user_details.country).toEqual({ id: 1, code: 'GR' });

    const locked = await farmer.put(fullProfile);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().messageId).toBe('errors.profileLocked');
  });

  it("lets the consultant save an approved customer's completed profile, and nobody else's", async () => {
    const consultant = await as('demo.consultant');
    const customer = await server.app.database.db.selectFrom('users').select('id').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
    const changed = { ...fullProfile, accounting_details: { invoice_delivery: 'physical' } };
    const saved = await consultant.put(changed, `/api/farmers/${customer.id}/profile`);
    expect(saved.json(), saved.body).toEqual({ profile_status: 'complete' });
    expect((await (await as('demo.farmer.gr')).read()).accounting_details).toEqual({ invoice_delivery: 'physical' });

    const staff = await server.app.database.db.selectFrom('users').select('id').where('username', '=', 'demo.staff').executeTakeFirstOrThrow();
    const notMine = await consultant.put(changed, `/api/farmers/${staff.id}/profile`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().messageId).toBe('accounts.errors.notYourCustomer');
    const farmer = await as('demo.farmer.es');
    expect((await farmer.put(changed, `/api/farmers/${customer.id}/profile`)).statusCode).toBe(403);
  });

  it('keeps consultants to their user details', async () => {
    // The demo consultant is seeded complete (so that they can add customers at once); this
    // test is about a consultant who still fills in the profile.
    await server.app.database.db.updateTable('users').set({ profile_status: 'incomplete' }).where('username', '=', 'demo.consultant').execute();
    const consultant = await as('demo.consultant');
    const saved = await consultant.put({ ...fullProfile, user_details: { ...fullProfile.user_details, identification: '100000003' } });
    expect(saved.json(), saved.body).toEqual({ profile_status: 'complete' });
    const profile = await consultant.read();
    expect(profile).not.toHaveProperty('handling_sites');
    expect(profile.partner_code).toBe('CP-DEMO01');
  });

  it('asks nothing twice: the ticked boxes alone give the invoice address, the site\'s address and the manager; the invoice e-mail and tax office are the account\'s (issue 47)', async () => {
    await server.app.database.db.updateTable('users').set({ profile_status: 'incomplete' }).where('username', '=', 'demo.farmer.gr').execute();
    const farmer = await as('demo.farmer.gr');
    const address = { street: 'Ερμού', street_number: '10', postal_code: '10563' };
    const saved = await farmer.put({
      ...fullProfile,
      user_details: { ...fullProfile.user_details, tax_office: 'Α΄ Αθηνών', address },
      handling_manager: { is_applicant: true },
      handling_sites: [{ ...fullProfile.handling_sites[0], at_applicant_address: true }, fullProfile.handling_sites[1]],
      // an API client's stale copy is replaced by the address the box points to
      accounting_details: { invoice_delivery: 'electronic', address_same: true, address: { street: 'Παλιά οδός' } },
    });
    expect(saved.json(), saved.body).toEqual({ profile_status: 'complete' });
    const profile = await farmer.read();
    expect(profile.accounting_details).toEqual({ invoice_delivery: 'electronic', invoice_email: 'farmer.gr@demo.invalid', address_same: true, address });
    expect(profile.handling_manager).toEqual({ is_applicant: true, first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', phone: '6912345678', email: 'farmer.gr@demo.invalid' });
    expect(profile.handling_sites[0]).toMatchObject({ at_applicant_address: true, street: 'Ερμού', number: '10', postcode: '10563' });
    expect(profile.handling_sites[1]).not.toHaveProperty('street');
    // the tax office is asked once, in the user details, and the accounting section has none of its own
    expect(profile.user_details.tax_office).toBe('Α΄ Αθηνών');
    expect(profile.accounting_details).not.toHaveProperty('tax_office');
  });
});
