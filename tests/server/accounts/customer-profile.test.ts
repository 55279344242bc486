import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsultServer } from '../customers/helpers';

const complete = {
  user_details: { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', identification: '094259216', phone: '6912345678', email: 'farmer.gr@demo.invalid' },
  handling_manager: { first_name: 'Νίκος', last_name: 'Αλεξίου', phone: '6987654321' },
  handling_sites: [{ name: 'Κτήμα', is_main: true, location: { lat: '38.0000', lon: '23.8000' } }],
  accounting_details: { invoice_delivery: 'physical' },
};

// Issue 6: a consultant reads (GET /farmers/{id}/profile) and saves an approved customer's
// profile, also once the customer can no longer change it themselves.
describe("a consultant and the customer's profile", () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
  }, 120_000);
  afterAll(() => t.close());

  it("reads an approved customer's profile as the customer reads it", async () => {
    const read = await t.as('consultant')('GET', `/farmers/${t.ids.farmerGr}/profile`);
    expect(read.statusCode, read.body).toBe(200);
    const own = (await t.as('farmerGr')('GET', '/users/profile')).json();
    expect(read.json()).toEqual(own);
    expect(read.json()).toMatchObject({ id: t.ids.farmerGr, role: 'client', profile_status: 'incomplete', user_details: { country: { id: 1 } } });
  });

  it('answers 404 for anyone else: other consultants, employees, customers not approved, unknown ids', async () => {
    const notYours = await t.as('otherConsultant')('GET', `/farmers/${t.ids.farmerGr}/profile`);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().messageId).toBe('accounts.errors.notYourCustomer');
    expect((await t.as('employee')('GET', `/farmers/${t.ids.farmerGr}/profile`)).statusCode).toBe(404);
    expect((await t.as('consultant')('GET', `/farmers/${t.ids.otherFarmer}/profile`)).statusCode).toBe(404);
    expect((await t.as('consultant')('GET', '/farmers/2147483000/profile')).statusCode).toBe(404);
    // a customer's request the consultant has not answered yet opens nothing either
    expect((await t.as('otherFarmer')('POST', '/consultant-requests', { identification: 'CP-DEMO01' })).statusCode).toBe(201);
    expect((await t.as('consultant')('GET', `/farmers/${t.ids.otherFarmer}/profile`)).statusCode).toBe(404);
    expect((await t.as('farmerGr')('GET', `/farmers/${t.ids.farmerGr}/profile`)).statusCode).toBe(403);
    expect((await t.as('guest')('GET', `/farmers/${t.ids.farmerGr}/profile`)).statusCode).toBe(401);
    expect((await t.as('consultant')('GET', '/farmers/abc/profile')).statusCode).toBe(400);
  });

  it('saves a half-filled profile as a draft, then completes it; the customer is locked out, the consultant not', async () => {
    const draft = await t.as('consultant')('PUT', `/farmers/${t.ids.farmerGr}/profile`, { user_details: { first_name: 'Γιώργος', phone: '6912345678' } });
    expect(draft.json()).toEqual({ profile_status: 'incomplete' });
    expect((await t.as('consultant')('GET', `/farmers/${t.ids.farmerGr}/profile`)).json().user_details).toMatchObject({ phone: '6912345678' });
    const wrong = await t.as('consultant')('PUT', `/farmers/${t.ids.farmerGr}/profile`, { user_details: { phone: '12' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageId).toBe('accounts.errors.profileSave');

    expect((await t.as('consultant')('PUT', `/farmers/${t.ids.farmerGr}/profile`, complete)).json()).toEqual({ profile_status: 'complete' });
    const me = (await t.as('farmerGr')('GET', '/users/profile')).json();
    expect(me.profile_status).toBe('complete');
    expect((await t.as('farmerGr')('PUT', '/users/profile', { ...complete, id: t.ids.farmerGr })).statusCode).toBe(403);
    const changed = { ...complete, handling_manager: { ...complete.handling_manager, first_name: 'Κώστας' } };
    expect((await t.as('consultant')('PUT', `/farmers/${t.ids.farmerGr}/profile`, changed)).statusCode).toBe(200);
    expect((await t.as('consultant')('GET', `/farmers/${t.ids.farmerGr}/profile`)).json().handling_manager.first_name).toBe('Κώστας');
  });

  it("lets staff correct any customer's locked profile, and no other account's", async () => {
    expect((await t.as('consultant')('PUT', `/farmers/${t.ids.farmerGr}/profile`, complete)).json()).toEqual({ profile_status: 'complete' });
    const read = await t.as('staff')('GET', `/farmers/${t.ids.farmerGr}/profile`);
    expect(read.statusCode).toBe(200);
    const corrected = { ...complete, user_details: { ...complete.user_details, phone: '6911111111' } };
    expect((await t.as('staff')('PUT', `/farmers/${t.ids.farmerGr}/profile`, corrected)).json()).toEqual({ profile_status: 'complete' });
    expect((await t.as('farmerGr')('GET', '/users/profile')).json().user_details.phone).toBe('6911111111');
    // a customer without a consultant too; never a consultant's or staff's own account
    expect((await t.as('staff')('GET', `/farmers/${t.ids.otherFarmer}/profile`)).statusCode).toBe(200);
    expect((await t.as('staff')('GET', `/farmers/${t.ids.consultant}/profile`)).statusCode).toBe(404);
    expect((await t.as('staff')('GET', `/farmers/${t.ids.staff}/profile`)).statusCode).toBe(404);
  });
});
