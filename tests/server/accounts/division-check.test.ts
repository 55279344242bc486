import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { farmerRegistration } from './helpers';

interface Division { id: string; name: string; name_en?: string }

// Region ids must exist and belong to the account's country, and each level to the one above
// it; the forms can check only their shape, the lists are the server's.
describe('region, prefecture, municipal unit and local community ids', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  // a real Greek cascade, a prefecture of another region, and a Spanish one
  let attica: { region: string; prefecture: string; municipal_unit: string; local_community: string };
  let otherPrefecture: string;
  let madrid: { region: string; prefecture: string; municipal_unit: string };

  const list = async (query: string): Promise<Division[]> =>
    (await server.app.inject({ url: `/api/misc/${query}` })).json().data;

  beforeAll(async () => {
    server = await startTestServer();
    const greek = await list('regions?country_id=1');
    const region = greek.find((r) => r.name_en === 'Attica')!;
    const [prefecture] = await list(`prefectures?region_id=${region.id}`);
    const [unit] = await list(`municipal-units?prefecture_id=${prefecture.id}`);
    const [community] = await list(`local-communities?municipal_unit_id=${unit.id}`);
    attica = { region: region.id, prefecture: prefecture.id, municipal_unit: unit.id, local_community: community.id };
    const crete = greek.find((r) => r.name_en === 'Crete')!;
    [{ id: otherPrefecture }] = await list(`prefectures?region_id=${crete.id}`);
    const spanish = await list('regions?country_id=2');
    const comunidad = spanish.find((r) => r.name === 'Comunidad de Madrid')!;
    const [provincia] = await list(`prefectures?region_id=${comunidad.id}`);
    const [municipio] = await list(`municipal-units?prefecture_id=${provincia.id}`);
    madrid = { region: comunidad.id, prefecture: provincia.id, municipal_unit: municipio.id };
  });
  afterAll(() => server.close());

  const register = (body: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/users/register', payload: body, headers: { 'accept-language': 'en' } });
  const withAddress = (division: Record<string, string>, body = farmerRegistration()) => ({
    ...body,
    user_details: { ...body.user_details, address: { division, street: 'Οδός', postal_code: '10558' } },
  });

  describe('at registration', () => {
    it('accepts a cascade of the chosen country, level under level', async () => {
      const created = await register(withAddress(attica));
      expect(created.statusCode, created.body).toBe(201);
    });

    it('refuses a region of another country, naming the field', async () => {
      const refused = await register(withAddress({ region: madrid.region }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        messageId: 'accounts.errors.invalidRegistration',
        issues: [{ path: '/user_details/address/division/region', keyword: 'division', messageId: 'validation.errors.divisionNotInCountry' }],
      });
    });

    it('refuses a prefecture of another region, and ids that exist nowhere, at the first wrong level', async () => {
      const elsewhere = await register(withAddress({ region: attica.region, prefecture: otherPrefecture, municipal_unit: attica.municipal_unit }));
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().issues).toEqual([
        expect.objectContaining({ path: '/user_details/address/division/prefecture', messageId: 'validation.errors.divisionNotInParent' }),
      ]);
      const made = await register(withAddress({ ...attica, local_community: '99999999' }));
      expect(made.json().issues).toEqual([
        expect.objectContaining({ path: '/user_details/address/division/local_community', messageId: 'validation.errors.divisionNotInParent' }),
      ]);
    });

    it('checks the accounting address and every handling site too, and Spain by its own lists', async () => {
      const base = farmerRegistration();
      const body = {
        ...base,
        user_details: { ...base.user_details, country: 2, phone: '612345678', identification: '12345678Z' },
        accounting_details: { invoice_delivery: 'physical', address: { division: madrid } },
        handling_sites: [
          { name: 'Finca', is_main: true, division: madrid },
          { name: 'Almacén', is_main: false, division: { ...madrid, local_community: attica.local_community } },
        ],
      };
      const refused = await register(body);
      expect(refused.statusCode).toBe(400);
      // Spain has no local communities
      expect(refused.json().issues).toEqual([
        expect.objectContaining({ path: '/handling_sites/1/division/local_community', messageId: 'validation.errors.divisionNotInParent' }),
      ]);
      const greekRegion = await register({ ...body, handling_sites: body.handling_sites.slice(0, 1), accounting_details: { invoice_delivery: 'physical', address: { division: { region: attica.region } } } });
      expect(greekRegion.json().issues).toEqual([
        expect.objectContaining({ path: '/accounting_details/address/division/region', messageId: 'validation.errors.divisionNotInCountry' }),
      ]);
      const created = await register({ ...body, handling_sites: body.handling_sites.slice(0, 1) });
      expect(created.statusCode, created.body).toBe(201);
    });
  });

  describe('in the profile', () => {
    async function signedIn(username: string) {
      const { access_token } = await login(server.app, username);
      const me = (await server.app.inject({ url: '/api/users/profile', headers: bearer(access_token) })).json();
      return (body: Record<string, unknown>, url = '/api/users/profile') =>
        server.app.inject({ method: 'PUT', url, headers: bearer(access_token), payload: { id: me.id, user_details: {}, ...body } });
    }

    it('refuses a handling site whose municipal unit is not of its prefecture, and saves a right one', async () => {
      const save = await signedIn('demo.farmer.gr');
      const sites = (division: Record<string, string>) => ({
        handling_sites: [{ name: 'Κτήμα', is_main: true, division: attica }, { name: 'Αποθήκη', is_main: false, division }],
      });
      const refused = await save(sites({ region: attica.region, prefecture: attica.prefecture, municipal_unit: '1' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        messageId: 'accounts.errors.profileSave',
        issues: [{ path: '/handling_sites/1/division/municipal_unit', keyword: 'division', messageId: 'validation.errors.divisionNotInParent' }],
      });
      const saved = await save(sites({ region: attica.region, prefecture: attica.prefecture }));
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it('judges by the account\'s country, not by what the body says', async () => {
      const save = await signedIn('demo.farmer.es');
      const refused = await save({ user_details: { country: 1, address: { division: { region: attica.region } } } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([
        expect.objectContaining({ path: '/user_details/address/division/region', messageId: 'validation.errors.divisionNotInCountry' }),
      ]);
      expect((await save({ user_details: { address: { division: madrid } } })).statusCode).toBe(200);
    });

    it('checks a customer\'s profile saved by their consultant', async () => {
      const save = await signedIn('demo.consultant');
      const customer = await server.app.database.db.selectFrom('users').select('id').where('username', '=', 'demo.farmer.es').executeTakeFirstOrThrow();
      const refused = await save({ id: customer.id, handling_sites: [{ name: 'Finca', is_main: true, division: attica }] }, `/api/farmers/${customer.id}/profile`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0]).toMatchObject({ path: '/handling_sites/0/division/region', messageId: 'validation.errors.divisionNotInCountry' });
    });
  });
});
