import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../helpers/server';
import { pdfText } from '../../helpers/pdf-text';
import { divisionsOfCountry } from '../../../src/server/reference-data/catalogue';
import { demoAnswers } from '../../../src/server/demo/demo-answers';
import { startApplicationsServer } from './helpers';

/** The characters a PDF's embedded fonts map back to (their ToUnicode tables), as text. */
function mappedCharacters(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  let chars = '';
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbfrange') && !body.includes('beginbfchar')) continue;
    for (const hex of body.matchAll(/<([0-9a-fA-F]{4})>\s*(?:\]|\n|$)/g)) chars += String.fromCharCode(parseInt(hex[1], 16));
    for (const range of body.matchAll(/<[0-9a-fA-F]+>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
      for (const hex of range[1].matchAll(/<([0-9a-fA-F]{4})>/g)) chars += String.fromCharCode(parseInt(hex[1], 16));
    }
  }
  return chars;
}

describe('the application as a PDF', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
  }, 120_000);
  afterAll(() => t.close());
  const getAs = async (username: string, url: string) => {
    const { access_token } = await login(t.server.app, username);
    return t.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access_token}` } });
  };

  it('prints the answers with Greek labels in an embedded Unicode font, for people who may see the application', async () => {
    const farmer = t.api('farmerGr');
    const draft = await farmer.draft({ type: 'bio', client_request_id: 'pdf-1' });
    const saved = await farmer.save(draft.id, { row_version: draft.row_version, answers: { general: { year: 2026, purpose: 'initial' } } });
    expect(saved.statusCode).toBe(200);

    const response = await getAs('demo.farmer.gr', `/api/applications/${draft.id}/pdf?locale=el`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="application-BIO-\d{4}-\d{6}\.pdf"$/);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    const chars = mappedCharacters(pdf);
    // "Επιχειρηματίας" (operator) and the farmer's name are printed with real Greek glyphs.
    for (const letter of 'ΕπιχειρηματίαςΓιώργος') expect(chars).toContain(letter);
    // the operator is named with the tax number the certificate will know him by
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Επιχειρηματίας (αιτών): Γιώργος Παπαδόπουλος');
    expect(text).toContain('Αριθμός φορολογικού μητρώου: 094259216');

    // nobody else's
    expect((await getAs('other.farmer', `/api/applications/${draft.id}/pdf`)).statusCode).toBe(404);
  });

  it('refuses an unknown language and a malformed id with 400, an unknown id with 404', async () => {
    const farmer = t.api('farmerGr');
    const draft = await farmer.draft({ type: 'globalgap', client_request_id: 'pdf-2' });
    const get = (url: string) => getAs('demo.farmer.gr', url);
    expect((await get(`/api/applications/${draft.id}/pdf?locale=xx`)).statusCode).toBe(400);
    expect((await get('/api/applications/not-a-uuid/pdf')).statusCode).toBe(400);
    expect((await get('/api/applications/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
    const english = await get(`/api/applications/${draft.id}/pdf?locale=en`);
    expect(english.statusCode).toBe(200);
  });

  it('lists the customers a consultant or employee may start an application for', async () => {
    const consultant = await getAs('demo.consultant', '/api/applications/customers');
    expect(consultant.statusCode).toBe(200);
    expect(consultant.json().items.map((c: { id: number }) => c.id).sort()).toEqual([t.ids.farmerGr, t.ids.farmerEs].sort());
    expect(consultant.json().items.map((c: { name: string }) => c.name)).toContain('Γιώργος Παπαδόπουλος');
    const farmer = await getAs('demo.farmer.gr', '/api/applications/customers');
    expect(farmer.json().items).toEqual([]);
    expect((await t.server.app.inject({ method: 'GET', url: '/api/applications/customers' })).statusCode).toBe(401);
  });
});

describe('the printed answers', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
  }, 120_000);
  afterAll(() => t.close());

  it('names places, files and table rows as the person chose them, and prints no status on the copy to sign', async () => {
    const greece = divisionsOfCountry(1)!;
    const region = greece.regions[0]!;
    const prefecture = greece.prefecturesByRegion.get(String(region.id))![0]!;
    const unit = greece.municipalUnitsByPrefecture.get(prefecture.id)![0]!;
    // the demo's application, built from the samples; its documents are the samples' references
    const answers = await demoAnswers('bio', 2026, async (ref) => ref);
    const sites = (answers['handling-sites'] as { handling_sites: Record<string, unknown>[] }).handling_sites;
    sites[0] = { ...sites[0], division: { region: String(region.id), prefecture: prefecture.id, municipal_unit: unit.id } };
    const farmer = t.api('farmerGr');
    const draft = await farmer.draft({ type: 'bio', client_request_id: 'pdf-names' });
    expect((await farmer.save(draft.id, { row_version: draft.row_version, answers })).statusCode).toBe(200);

    const { access_token } = await login(t.server.app, 'demo.farmer.gr');
    const response = await t.server.app.inject({ method: 'GET', url: `/api/applications/${draft.id}/pdf?locale=el`, headers: { authorization: `Bearer ${access_token}` } });
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`${region.name} / ${prefecture.name} / ${unit.name}`);
    expect(text).not.toContain(unit.id);
    expect(text).toContain('αίτηση-υπογεγραμμένη.pdf');
    // a table's rows are rows under its column titles, not "Row 1: column: value; …"
    expect(text).toContain('Τοπωνύμιο');
    expect(text).toContain('Κάμπος');
    expect(text).not.toMatch(/Γραμμή 1: /);
    // a draft printed to be signed carries no status
    expect(text).not.toContain('Πρόχειρο');
    // the applicant's name in Greek letters, as asked on the submission step
    expect(text).toContain('Όνομα (στα ελληνικά): Γιώργος');
  });

  it('names a company that applies as the operator, with its tax number, and its person as the contact', async () => {
    const { db } = t.server.app.database;
    const owner = await db.selectFrom('users').select(['id', 'profile']).where('username', '=', 'other.farmer').executeTakeFirstOrThrow();
    const profile = owner.profile as { user_details?: Record<string, unknown> };
    await db
      .updateTable('users')
      .set({ identification: '997108060', profile: JSON.stringify({ ...profile, user_details: { ...profile.user_details, company_name: 'Αγρόκτημα Κρήτης Α.Ε.', position: 'ceo' } }) })
      .where('id', '=', owner.id)
      .execute();
    const draft = await t.api('otherFarmer').draft({ type: 'bio', client_request_id: 'pdf-company' });
    const { access_token } = await login(t.server.app, 'other.farmer');
    const response = await t.server.app.inject({ method: 'GET', url: `/api/applications/${draft.id}/pdf?locale=el`, headers: { authorization: `Bearer ${access_token}` } });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Επιχειρηματίας (αιτών): Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ 997108060)');
    expect(text).toMatch(/Υπεύθυνος επικοινωνίας: \S/);
    // the signature block: who signs, for which company, in which position (not the person alone)
    expect(text).toMatch(/Για τον αιτούντα: Αγρόκτημα Κρήτης Α\.Ε\. \(ΑΦΜ 997108060\), [^,]+, διευθύνων\/ουσα σύμβουλος/);
    // the application's reads and lists name the company too, its person as the contact
    const read = (await t.api('otherFarmer').get(draft.id)).json();
    expect(read.customer).toMatchObject({ company: 'Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ 997108060)', name: expect.any(String) });
    const listed = (await t.api('otherFarmer').list()).json().items.find((a: { id: string }) => a.id === draft.id);
    expect(listed.customer.company).toBe('Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ 997108060)');
  });
});
