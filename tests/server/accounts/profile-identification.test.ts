import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, startConsultServer } from '../customers/helpers';

// The tax number is written in the profile and kept canonical in its own column, which the
// look-ups read (add a customer by tax number, forgot-username, one account per number).
describe('a tax number changed in a profile', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
  }, 120_000);
  afterAll(() => t.close());

  const column = async (id: number) =>
    (await t.db.selectFrom('users').select('identification').where('id', '=', id).executeTakeFirstOrThrow()).identification;

  it('reaches the look-up column, in its canonical form', async () => {
    const me = (await t.as('farmerGr')('GET', '/users/profile')).json();
    const saved = await t.as('farmerGr')('PUT', '/users/profile', { id: me.id, user_details: { ...withoutCountry(me.user_details), identification: 'EL 123 456 783' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await column(t.ids.farmerGr)).toBe('123456783');
  });

  it("is refused, naming the field, when it is another account's", async () => {
    // a customer the consultant adds holds 123456709
    const added = await t.as('consultant')('POST', '/customers', newCustomer());
    expect(added.statusCode, added.body).toBe(201);
    const me = (await t.as('farmerGr')('GET', '/users/profile')).json();
    const clash = await t.as('consultant')('PUT', `/farmers/${t.ids.farmerGr}/profile`, { user_details: { ...withoutCountry(me.user_details), identification: '123 456 709' } });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().issues).toEqual([expect.objectContaining({ path: '/user_details/identification', messageId: 'accounts.errors.identificationTaken' })]);
    expect(await column(t.ids.farmerGr)).toBe('123456783');
  });
});

function withoutCountry(details: Record<string, unknown>) {
  const { country: _country, ...rest } = details;
  return rest;
}
