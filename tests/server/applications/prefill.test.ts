import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApplicationsServer } from './helpers';

describe('a new application starts from what the profile holds', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
  }, 120_000);
  afterAll(() => t.close());

  const site = { name: 'Κεντρική αποθήκη', main: true, street: 'Εθνικής Οδού', number: '12', postcode: '63080', location: { lat: 40.4172, lon: 23.1914 } };
  const standingOrder = { id: '00000000-0000-4000-8000-0000000000b1', name: 'πάγια-εντολή.pdf', size: 1200, media_type: 'application/pdf' };

  async function withProfile(username: string, extra: Record<string, unknown>) {
    const row = await t.db.selectFrom('users').select(['id', 'profile']).where('username', '=', username).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ profile: JSON.stringify({ ...(row.profile as object), ...extra }) }).where('id', '=', row.id).execute();
  }

  it('an organic application: the handling sites and the standing order, not asked again', async () => {
    const details = { country: 1, first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', phone: '6912345678', email: 'farmer@test.invalid' };
    await withProfile('demo.farmer.gr', { handling_sites: [site], standing_order: standingOrder, user_details: details });
    const created = await t.api('farmerGr').create({ type: 'bio', client_request_id: 'prefill-bio' });
    expect(created.statusCode, created.body).toBe(201);
    const { answers } = created.json().application;
    expect(answers['handling-sites']).toEqual({ handling_sites: [site] });
    // the name asked in Greek letters comes from the profile when the profile's is Greek
    expect(answers.submission).toEqual({ signatory: { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος' }, signed_standing_order: [standingOrder] });

    // a name registered in Latin letters is not copied into the question that asks for the Greek form
    await withProfile('demo.farmer.gr', { user_details: { ...details, first_name: 'Giorgos', last_name: 'Παπαδόπουλος' } });
    const latin = await t.api('farmerGr').create({ type: 'bio', year: 2028, client_request_id: 'prefill-bio-latin' });
    expect(latin.statusCode, latin.body).toBe(201);
    expect(latin.json().application.answers.submission.signatory).toEqual({ last_name: 'Παπαδόπουλος' });
  });

  it("a consultant's GLOBALG.A.P. application for a customer: the customer's sites and contact details", async () => {
    await withProfile('demo.farmer.es', {
      handling_sites: [site],
      user_details: { country: 2, first_name: 'Lucía', last_name: 'García', phone: '612345678', email: 'lucia@test.invalid', company_name: 'Huerta García SL', address: { street: 'Calle Mayor', street_number: '5', postal_code: '46001' } },
    });
    const created = await t.api('consultant').create({ type: 'globalgap', customer_id: t.ids.farmerEs, client_request_id: 'prefill-gg' });
    expect(created.statusCode, created.body).toBe(201);
    const { answers } = created.json().application;
    expect(answers['handling-sites'].handling_sites).toEqual([site]);
    expect(answers['appendix-1'].producer).toEqual({
      legal_name: 'Huerta García SL', street: 'Calle Mayor', number: '5', postcode: '46001', phone: '612345678', email: 'lucia@test.invalid',
      // the operator is the company; its legal representative, who registered it, is contact and responsible person
      contact_person: 'Lucía García',
      responsible_person: 'Lucía García',
    });
    // the GGN step's legal form follows the profile (a company name: a legal entity)
    expect(answers.ggn).toEqual({ legal_form: 'legal_entity' });
  });

  it("a farmer without a company: the farmer's own name as the operator and the person responsible", async () => {
    await withProfile('demo.farmer.es', {
      handling_sites: [site],
      user_details: { country: 2, first_name: 'Lucía', last_name: 'García', phone: '612345678', email: 'lucia@test.invalid' },
      handling_manager: { first_name: 'Pedro', last_name: 'Ruiz', phone: '612345679' },
    });
    const created = await t.api('consultant').create({ type: 'globalgap', customer_id: t.ids.farmerEs, year: 2028, client_request_id: 'prefill-gg-person' });
    expect(created.statusCode, created.body).toBe(201);
    const { answers } = created.json().application;
    expect(answers['appendix-1'].producer).toMatchObject({ legal_name: 'Lucía García', contact_person: 'Lucía García', responsible_person: 'Lucía García' });
    expect(answers.ggn).toEqual({ legal_form: 'individual' });
  });

  it("the producer's town is the place the profile's address names, in Greek for a customer in Greece", async () => {
    const division = { region: '13', prefecture: '1301', municipal_unit: '930201', local_community: '93020101' };
    await withProfile('demo.farmer.gr', { user_details: { country: 1, first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', address: { division, street: 'Κνωσού', street_number: '3', postal_code: '70100' } } });
    const created = await t.api('farmerGr').create({ type: 'globalgap', year: 2028, client_request_id: 'prefill-gg-town' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().application.answers['appendix-1'].producer).toMatchObject({ street: 'Κνωσού', number: '3', postcode: '70100', city: 'Αρχανών' });
    // only the region chosen: its name is no town, but it is the most precise place the person gave
    await withProfile('demo.farmer.gr', { user_details: { country: 1, first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', address: { division: { region: '13', prefecture: '1301' } } } });
    const coarse = await t.api('farmerGr').create({ type: 'globalgap', year: 2029, client_request_id: 'prefill-gg-prefecture' });
    expect(coarse.json().application.answers['appendix-1'].producer.city).toBe('Ηρακλείου');
    // an id the lists do not know fills nothing rather than a number
    await withProfile('demo.farmer.gr', { user_details: { country: 1, first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', address: { division: { region: '99' } } } });
    const unknown = await t.api('farmerGr').create({ type: 'globalgap', year: 2030, client_request_id: 'prefill-gg-unknown' });
    expect(unknown.json().application.answers['appendix-1'].producer).not.toHaveProperty('city');
  });

  it('a profile without them leaves the answers empty', async () => {
    const created = await t.api('otherFarmer').create({ type: 'globalgap', client_request_id: 'prefill-none' });
    expect(created.json().application.answers).toEqual({});
  });
});
