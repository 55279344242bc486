import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../helpers/server';
import { pdfText } from '../../helpers/pdf-text';
import { divisionNames } from '../../../src/server/reference-data/division-names';
import { divisionsOfCountry } from '../../../src/server/reference-data/catalogue';
import { startApplicationsServer } from './helpers';

/**
 * The standing order an organic application asks to be signed, filled in from the customer's
 * profile in the reader's language: the operator with its tax number, the bank account, the
 * body as beneficiary, the application's reference.
 */
describe('the standing order of an organic application', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  let bio: { id: string; reference: string };
  let place: string[];
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
    const greece = divisionsOfCountry(1)!;
    const region = greece.regions[0]!;
    const prefecture = greece.prefecturesByRegion.get(String(region.id))![0]!;
    const unit = greece.municipalUnitsByPrefecture.get(prefecture.id)![0]!;
    const ids = [String(region.id), prefecture.id, unit.id];
    place = divisionNames(ids, 'el');
    const { db } = t.server.app.database;
    const profile = {
      user_details: {
        country: 1, company_name: 'Αγρόκτημα Κρήτης Α.Ε.', first_name: 'Ελένη', last_name: 'Παπαδάκη', identification: '094259216', tax_office: 'Ηρακλείου',
        phone: '6912345678', email: 'farmer.gr@demo.invalid',
        address: { division: { region: ids[0], prefecture: ids[1], municipal_unit: ids[2] }, street: 'Οδός Κνωσού', street_number: '12', postal_code: '71305' },
      },
      accounting_details: { invoice_delivery: 'physical', bank: 'Τράπεζα Πειραιώς', iban: 'GR1601101250000000012300695' },
    };
    await db.updateTable('users').set({ profile: JSON.stringify(profile) }).where('username', '=', 'demo.farmer.gr').execute();
    const draft = await t.api('farmerGr').draft({ type: 'bio', client_request_id: 'standing-order-1' });
    bio = { id: draft.id as string, reference: draft.reference as string };
  }, 120_000);
  afterAll(() => t.close());

  const getAs = async (username: string, url: string) => {
    const { access_token } = await login(t.server.app, username);
    return t.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access_token}` } });
  };
  const text = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

  it('names the operator, the account and the body in Greek, ready to sign', async () => {
    const response = await getAs('demo.farmer.gr', `/api/applications/${bio.id}/standing-order/pdf?locale=el`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="standing-order-${bio.reference}.pdf"`);
    const printed = text(response.rawPayload);
    expect(printed).toContain('Πάγια εντολή πληρωμής τελών πιστοποίησης');
    expect(printed).toContain('Επιχειρηματίας (αιτών): Αγρόκτημα Κρήτης Α.Ε.');
    expect(printed).toContain('Αριθμός φορολογικού μητρώου: 094259216');
    expect(printed).toContain('Υπεύθυνος επικοινωνίας: Ελένη Παπαδάκη');
    expect(printed).toContain(`Οδός Κνωσού 12, 71305 ${place.at(-1)}`);
    expect(printed).toContain('Τράπεζα Πειραιώς');
    expect(printed).toContain('GR16 0110 1250 0000 0001 2300 695');
    expect(printed).toContain('AgriCert — Φορέας πιστοποίησης γεωργικών προϊόντων');
    expect(printed).toContain('GR-BIO-03');
    expect(printed).toContain(bio.reference);
    expect(printed).toContain('Υπογραφή του δικαιούχου του λογαριασμού');
  });

  it('is written in the language asked for, and leaves blanks where the profile has no bank', async () => {
    const { db } = t.server.app.database;
    const owner = await db.selectFrom('users').select('profile').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ profile: JSON.stringify({ ...owner.profile, accounting_details: { invoice_delivery: 'physical' } }) })
      .where('username', '=', 'demo.farmer.gr')
      .execute();
    const spanish = text((await getAs('demo.farmer.gr', `/api/applications/${bio.id}/standing-order/pdf?locale=es`)).rawPayload);
    expect(spanish).toContain('Orden de domiciliación de las tasas de certificación');
    expect(spanish).toContain('Tasas de certificación ecológica · solicitud');
    expect(spanish).toMatch(/IBAN: _{10,}/);
    const english = text((await getAs('demo.farmer.gr', `/api/applications/${bio.id}/standing-order/pdf?locale=en`)).rawPayload);
    expect(english).toContain('Standing order for certification fees');
  });

  it('is for whoever may read the application, and only for organic', async () => {
    const url = `/api/applications/${bio.id}/standing-order/pdf`;
    expect((await getAs('demo.consultant', url)).statusCode).toBe(200);
    expect((await getAs('demo.staff', url)).statusCode).toBe(200);
    expect((await getAs('other.farmer', url)).statusCode).toBe(404);
    expect((await getAs('other.consultant', url)).statusCode).toBe(404);
    const globalgap = await t.api('farmerGr').draft({ type: 'globalgap', client_request_id: 'standing-order-2' });
    expect((await getAs('demo.farmer.gr', `/api/applications/${globalgap.id}/standing-order/pdf`)).statusCode).toBe(404);
    expect((await getAs('demo.farmer.gr', `/api/applications/${bio.id}/standing-order/pdf?locale=xx`)).statusCode).toBe(400);
  });
});
