import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalIdentification } from '../../../src/validation/rules/identifiers';
import { startConsultServer, newCustomer } from '../customers/helpers';
import { bearer, login } from '../../helpers/server';
import { farmerRegistration, mailsTo } from './helpers';

// One tax number, one account: however a person types it, registration's duplicate check,
// the consultant's look-up of an existing customer, add-customer and the recovery of a
// username all reach the account stored under the number's canonical form.
const GREEK = ['094014201', 'EL 094014201', 'el094014201', '094 014 201', '094-014-201', 'GR094014201', 'EL 094.014.201', 'ΕΛ094014201', '94014201'];
const SPANISH = ['12345678Z', '12345678-z', 'ES 12345678Z', 'es12345678z', '12.345.678 Z', 'ES-12345678-Z'];

describe('one tax number, one account', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  let greekId: number;
  let greekUsername: string;
  let spanishId: number;
  const identificationOf = async (id: number) =>
    (await t.db.selectFrom('users').select('identification').where('id', '=', id).executeTakeFirstOrThrow()).identification;

  beforeAll(async () => {
    t = await startConsultServer();
    // A farmer registers typing a prefix and spaces; a consultant adds a Spanish customer typing a hyphen and lower case.
    const body = farmerRegistration();
    const registered = await t.server.app.inject({
      method: 'POST', url: '/api/users/register',
      payload: { ...body, user_details: { ...body.user_details, identification: 'EL 094 014 201' } },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    greekUsername = body.account.username;
    greekId = (await t.db.selectFrom('users').select('id').where('username', '=', greekUsername).executeTakeFirstOrThrow()).id;
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', greekId).execute();
    const added = await t.as('consultant')('POST', '/customers', newCustomer({ country: 2, identification: 'ES 12345678-z', landline: '912345678' }));
    expect(added.statusCode, added.body).toBe(201);
    spanishId = added.json().id;
    await t.db.updateTable('users').set({ profile_status: 'complete' }).where('id', '=', t.ids.otherConsultant).execute();
  });
  afterAll(() => t.server.close());

  it('stores the canonical form', async () => {
    expect(await identificationOf(greekId)).toBe('094014201');
    expect(await identificationOf(spanishId)).toBe('12345678Z');
  });

  it('registration refuses every spelling of a registered number', async () => {
    for (const identification of GREEK) {
      const body = farmerRegistration();
      const response = await t.server.app.inject({
        method: 'POST', url: '/api/users/register',
        payload: { ...body, user_details: { ...body.user_details, identification } },
      });
      expect(response.statusCode, `${identification}: ${response.body}`).toBe(409);
      expect(response.json().messageId).toBe('accounts.errors.userExists');
    }
  });

  it('a consultant\'s look-up of an existing customer finds the account by every spelling', async () => {
    for (const [spellings, country, id] of [[GREEK, 1, greekId], [SPANISH, 2, spanishId]] as const) {
      const [first, ...others] = spellings;
      const linked = await t.as('otherConsultant')('POST', '/customers/link', { country, identification: first });
      expect(linked.statusCode, linked.body).toBe(201);
      expect(linked.json().id).toBe(id);
      for (const identification of others) {
        // found, and already on the list (a number that matched no account would answer 404)
        const again = await t.as('otherConsultant')('POST', '/customers/link', { country, identification });
        expect(again.json().messageId, identification).toBe('customers.alreadyOnList');
      }
    }
    const unknown = await t.as('otherConsultant')('POST', '/customers/link', { country: 1, identification: 'EL 123 456 709' });
    expect(unknown.json().messageId).toBe('customers.notFoundByIdentification');
  });

  it('add-customer refuses every spelling of a registered number', async () => {
    for (const [spellings, country] of [[GREEK, 1], [SPANISH, 2]] as const) {
      for (const identification of spellings) {
        const response = await t.as('consultant')('POST', '/customers', newCustomer({ country, identification, landline: country === 2 ? '912345678' : '2410123456' }));
        expect(response.statusCode, `${identification}: ${response.body}`).toBe(409);
        expect(response.json().messageId).toBe('customers.alreadyRegistered');
      }
    }
  });

  it('forgot-username mails the account for every spelling', async () => {
    const email = (await t.db.selectFrom('users').select('email').where('id', '=', greekId).executeTakeFirstOrThrow()).email;
    const before = (await mailsTo(t.server, email)).length;
    for (const identification of GREEK) {
      const response = await t.server.app.inject({ method: 'POST', url: '/api/users/recover-username', payload: { identification } });
      expect(response.statusCode).toBe(204);
    }
    expect((await mailsTo(t.server, email)).length - before).toBe(GREEK.length);
  });

  it('a customer finds a consultant by the consultant\'s tax number however it is spelled', async () => {
    // demo.consultant is registered as 997108060; the farmer who registered above asks them
    const { access_token: token } = await login(t.server.app, greekUsername, 'Kalimera2026');
    const ask = (identification: string) =>
      t.server.app.inject({ method: 'POST', url: '/api/consultant-requests', headers: bearer(token), payload: { identification } });
    const response = await ask('el 997-108-060');
    expect(response.statusCode, response.body).toBe(201);
    const again = await ask('GR997108060');
    expect(again.json().messageId).toBe('customers.alreadyRequested');
  });

  it('the migration gives numbers stored before in the same canonical form as the server', async () => {
    const raw = [...GREEK, ...SPANISH, 'X1234567L', 'x-1234567-l', 'B12345674', 'ES B1234567-4', '  997 108 060 '];
    const rows = await t.db
      .insertInto('users')
      .values(raw.map((identification, i) => ({
        username: `legacy.${i}`, email: `legacy${i}@test.invalid`, password_hash: 'x', identification,
      })))
      .returning(['id', 'identification'])
      .execute();
    const script = fs.readFileSync('src/server/core/db/migrations/006_identification_canonical.sql', 'utf8');
    await t.server.app.database.exec(script);
    for (const row of rows) expect(await identificationOf(row.id), row.identification ?? '').toBe(canonicalIdentification(row.identification ?? ''));
    // and what was canonical already stays as it was
    expect(await identificationOf(greekId)).toBe('094014201');
  });
});
