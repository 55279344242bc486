import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { readContract } from '../../../src/server/core/contract';

describe('profile, locale and consultant data', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = async (username: string, url: string) => {
    const { access_token } = await login(server.app, username);
    return server.app.inject({ url, headers: bearer(access_token) });
  };

  it('returns the profile fields of spec §3 for a farmer, with Greece as country id 1', async () => {
    const response = await get('demo.farmer.gr', '/api/users/profile');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const profile = response.json();
    expect(profile).toMatchObject({
      username: 'demo.farmer.gr', role: 'client', is_employee: false, type: 'individual',
      locale: 'el', status: 'active', profile_status: 'incomplete',
      user_details: { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', country: { id: 1, code: 'GR' } },
      handling_sites: [], handling_manager: null, accounting_details: null,
    });
  });

  it('reads the whole profile as the contract writes it: its answer schema is open', () => {
    // the profile's JSON is written once and sent as it is (accounts/profile-answer.ts), which
    // matches the route's serializer only while the schema declares no properties of its own
    const paths = readContract().paths as Record<string, { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }>;
    expect(paths['/users/profile'].get.responses['200'].content['application/json'].schema).toEqual({ type: 'object', additionalProperties: true });
  });

  it('gives consultants no handling manager, sites or accounting details', async () => {
    const profile = (await get('demo.consultant', '/api/users/profile')).json();
    expect(profile.role).toBe('consultant');
    expect(profile).not.toHaveProperty('handling_sites');
    expect(profile).not.toHaveProperty('handling_manager');
    expect(profile).not.toHaveProperty('accounting_details');
  });

  it('returns only the asked-for properties', async () => {
    const response = await get('demo.farmer.es', '/api/users/profile?properties=profile_status,locale');
    expect(response.json()).toEqual({ profile_status: 'incomplete', locale: 'es' });
  });

  it('gives every demo account the language of its country, staff too', async () => {
    for (const [username, locale] of [['demo.farmer.gr', 'el'], ['demo.farmer.es', 'es'], ['demo.consultant', 'el'], ['demo.employee', 'el'], ['demo.staff', 'el']]) {
      expect((await get(username, '/api/users/profile?properties=locale')).json(), username).toEqual({ locale });
    }
  });

  it('saves the locale of a signed-in user, and the next read of the profile shows it', async () => {
    const { access_token } = await login(server.app, 'demo.staff');
    // read once before: the caller and the profile's JSON are kept for the next reads
    const before = await server.app.inject({ url: '/api/users/profile', headers: bearer(access_token) });
    expect(before.json().locale).toBe('el');
    const saved = await server.app.inject({
      method: 'POST', url: '/api/users/locale', headers: bearer(access_token), payload: { locale: 'es' },
    });
    expect(saved.statusCode).toBe(204);
    const profile = await server.app.inject({ url: '/api/users/profile', headers: bearer(access_token) });
    expect(profile.json().locale).toBe('es');
  });

  it('tells consultants and their employees that they have customers, and farmers that they have none', async () => {
    for (const [username, expected] of [['demo.consultant', true], ['demo.employee', true], ['demo.farmer.gr', false]] as const) {
      const response = await get(username, '/api/farmers/has-customers');
      expect(response.json(), username).toEqual({ data: { has_customers: expected } });
    }
  });

  it("refuses to save somebody else's profile", async () => {
    const { access_token } = await login(server.app, 'demo.farmer.gr');
    const response = await server.app.inject({
      method: 'PUT', url: '/api/users/profile', headers: bearer(access_token),
      payload: { id: 999, user_details: { first_name: 'X' } },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('administrative divisions', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ demoData: false });
  });
  afterAll(() => server.close());

  it('walks Greece from region to local community', async () => {
    const regions = (await server.app.inject({ url: '/api/misc/regions?country_id=1' })).json().data;
    expect(regions).toHaveLength(13);
    const attica = regions.find((r: { name_en: string }) => r.name_en === 'Attica');
    const prefectures = (await server.app.inject({ url: `/api/misc/prefectures?region_id=${attica.id}` })).json().data;
    expect(prefectures.length).toBe(8);
    const units = (await server.app.inject({ url: `/api/misc/municipal-units?prefecture_id=${prefectures[0].id}` })).json().data;
    expect(units.length).toBeGreaterThan(0);
    const communities = (await server.app.inject({ url: `/api/misc/local-communities?municipal_unit_id=${units[0].id}` })).json().data;
    expect(communities.length).toBeGreaterThan(0);
  });

  it('answers an unknown parent with an empty list and a missing parameter with 400', async () => {
    expect((await server.app.inject({ url: '/api/misc/prefectures?region_id=999' })).json()).toEqual({ data: [] });
    expect((await server.app.inject({ url: '/api/misc/prefectures' })).statusCode).toBe(400);
  });
});
