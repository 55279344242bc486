import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../helpers/pdf-text';
import { qrOfPdf } from '../../helpers/pdf-qr';
import { inAYear, startLifecycleServer, type LifecycleServer } from '../lifecycle/helpers';
import { divisionsOfCountry } from '../../../src/server/reference-data/catalogue';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

const PUBLIC_FIELDS = [
  'address', 'body', 'ggn', 'history', 'holder', 'issued_at', 'items', 'number', 'scheduled', 'scope', 'standard', 'status', 'status_effective', 'status_until', 'suspended_items', 'traces_number', 'valid_from', 'valid_to',
];

/** An application of the demo Greek farmer (organic unless `type` says) brought to its decision by the API. */
async function decidedAnswer(decision: Record<string, unknown> = {}, type: 'bio' | 'globalgap' = 'bio') {
  const id = await t.submitted('farmerGr', { type });
  await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
  await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
  await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
  await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2026-01-01' });
  await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') });
  await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2026-03-15', inspector_id: await t.userId('demo.inspector1') });
  await t.act('staff', id, `/staff/applications/${id}/results`, { inspected_on: '2026-03-10', results: 'Καμία παρατήρηση.' });
  const decided = await t.act('staff', id, `/staff/applications/${id}/decision`, {
    outcome: 'certify', certified_items: ['Ελιές', 'Σταφύλια'], scope: 'Φυτική παραγωγή', valid_from: '2026-01-01', valid_to: inAYear(), traces_number: 'GR-BIO-03.001-0001234.2026.001', ...decision,
  });
  return { id, decided };
}

/** An organic application of the demo Greek farmer brought to a certificate by the API. */
async function certified(decision: Record<string, unknown> = {}) {
  const { id, decided } = await decidedAnswer(decision);
  expect(decided.statusCode, decided.body).toBe(200);
  return { id, certificate: decided.json().certificate };
}

const verify = (path: string) => t.server.app.inject({ method: 'GET', url: `/api${path}` });

describe('a certificate decided before it starts', () => {
  it('is "not yet valid" until its first day on /verify, the application and both PDFs, in every language', async () => {
    const start = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const { id, certificate } = await certified({ valid_from: start });
    expect(certificate.status).toBe('not_yet_valid');
    expect((await verify(certificate.verify_path)).json()).toMatchObject({ status: 'not_yet_valid', valid_from: start });
    expect((await t.lifecycle('farmerGr', id)).certificate.status).toBe('not_yet_valid');
    const texts = { el: 'Δεν ισχύει ακόμη', en: 'Not yet valid', es: 'Aún no válido' };
    for (const [locale, words] of Object.entries(texts)) {
      const pdf = await t.as('farmerGr')('GET', `/applications/${id}/certificate/pdf?locale=${locale}`);
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      expect(text, locale).toContain(words);
      expect(text, locale).not.toMatch(/Σε ισχύ|Valid\b|Válido/);
    }
  });
});

describe('the certificate PDF', () => {
  it('is drawn in the asked language with the TRACES number and a QR code of the public page', async () => {
    const { id, certificate } = await certified();
    expect(certificate.verify_path).toMatch(/^\/verify\/[0-9a-f]{64}$/);
    const el = await t.as('farmerGr')('GET', `/applications/${id}/certificate/pdf?locale=el`);
    expect(el.statusCode).toBe(200);
    expect(el.headers['content-type']).toBe('application/pdf');
    const text = pdfText(el.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Πιστοποιητικό');
    expect(text).toContain(certificate.number);
    expect(text).toContain('GR-BIO-03.001-0001234.2026.001');
    expect(text).toContain('Σε ισχύ');
    expect(text).toContain('Ελιές');
    expect(qrOfPdf(el.rawPayload)).toBe(`${t.server.config.publicUrl}${certificate.verify_path}`);
    const es = await t.as('farmerGr')('GET', `/applications/${id}/certificate/pdf?locale=es`);
    expect(pdfText(es.rawPayload)).toContain('Número TRACES');
  });

  it('names the body\'s code, the issue date and the holder\'s town; the street only on the holder\'s copy, never on the public page', async () => {
    const greece = divisionsOfCountry(1)!;
    const region = greece.regions[0]!;
    const prefecture = greece.prefecturesByRegion.get(region.id)![0]!;
    const town = greece.municipalUnitsByPrefecture.get(prefecture.id)![0]!;
    const { db } = t.server.app.database;
    const farmer = await db.selectFrom('users').select(['id', 'profile']).where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
    const profile = farmer.profile as { user_details?: Record<string, unknown> };
    const address = { division: { region: region.id, prefecture: prefecture.id, municipal_unit: town.id }, street: 'Οδός Ελιάς', street_number: '12', postal_code: '64100' };
    await db.updateTable('users').set({ profile: JSON.stringify({ ...profile, user_details: { ...profile.user_details, address } }) }).where('id', '=', farmer.id).execute();
    try {
      const { id, certificate } = await certified();
      const text = pdfText((await t.as('farmerGr')('GET', `/applications/${id}/certificate/pdf?locale=el`)).rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain(`Κωδικός φορέα: ${t.server.config.body.code}`);
      expect(text).toMatch(/Ημερομηνία έκδοσης: \d{1,2} \S+ \d{4}/);
      expect(text).toContain('Διεύθυνση: Οδός Ελιάς 12, 64100');
      expect(text).toContain(`Τόπος: ${town.name}, ${prefecture.name}, ${region.name}`);
      const publicPage = (await verify(certificate.verify_path)).body;
      expect(JSON.parse(publicPage).address).toBe(`${town.name}, ${prefecture.name}, ${region.name}`);
      expect(publicPage).not.toContain('Οδός Ελιάς');
      expect(publicPage).not.toContain('64100');
    } finally {
      await db.updateTable('users').set({ profile: JSON.stringify(profile) }).where('id', '=', farmer.id).execute();
    }
  });

  it('is not there for an application without a certificate', async () => {
    const id = await t.submitted();
    const none = await t.as('farmerGr')('GET', `/applications/${id}/certificate/pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json().messageId).toBe('certificates.errors.none');
  });
});

describe('public verification', () => {
  it('answers a guest with the public fields only, and each status change at once', async () => {
    const { id, certificate } = await certified();
    const valid = await verify(certificate.verify_path);
    expect(valid.statusCode).toBe(200);
    expect(Object.keys(valid.json()).sort()).toEqual(PUBLIC_FIELDS);
    expect(valid.json()).toMatchObject({ status: 'valid', number: certificate.number, standard: 'bio', items: ['Ελιές', 'Σταφύλια'], suspended_items: [] });
    // nothing of the account: no e-mail, phone, tax number, ids (the body's own contact is public)
    const { body: _body, ...ofTheCertificate } = valid.json();
    expect(JSON.stringify(ofTheCertificate)).not.toMatch(/@|farmer|"id"|identification|phone/i);
    expect(valid.json().body).toEqual({ code: expect.any(String), email: t.server.config.body.email, phone: t.server.config.body.phone });

    const unknownProduct = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, { change: 'suspend_partially', items: ['Πορτοκάλια'], reason: 'x', effective_from: '2026-06-01' });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().issues[0]).toMatchObject({ path: '/items', messageId: 'certificates.errors.itemsOfCertificate' });

    const partial = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, {
      change: 'suspend_partially', items: ['Σταφύλια'], reason: 'Υπολείμματα στο δείγμα.', effective_from: '2026-06-01',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().certificate).toMatchObject({ status: 'partially_suspended', suspended_items: ['Σταφύλια'], status_reason: 'Υπολείμματα στο δείγμα.' });
    const seen = (await verify(certificate.verify_path)).json();
    expect(seen).toMatchObject({ status: 'partially_suspended', suspended_items: ['Σταφύλια'], status_effective: '2026-06-01' });
    // staff's reason stays between the body and the customer
    expect(JSON.stringify(seen)).not.toContain('Υπολείμματα');
    // every place that shows the application's status says so, naming the products
    const listed = (await t.as('farmerGr')('GET', '/applications')).json().items.find((a: { id: string }) => a.id === id);
    expect(listed.status).toBe('certified');
    expect(listed.certificate).toEqual({ status: 'partially_suspended', suspended_items: ['Σταφύλια'] });
    expect((await t.as('farmerGr')('GET', `/applications/${id}`)).json().certificate).toEqual({ status: 'partially_suspended', suspended_items: ['Σταφύλια'] });
    const queued = (await t.as('staff')('GET', '/staff/applications')).json().items.find((a: { id: string }) => a.id === id);
    expect(queued.certificate).toEqual({ status: 'partially_suspended', suspended_items: ['Σταφύλια'] });
    // a reissued PDF says what is true now
    const reissued = await t.as('farmerGr')('GET', `/applications/${id}/certificate/pdf?locale=en`);
    expect(pdfText(reissued.rawPayload)).toContain('Partially suspended');

    const reinstated = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, { change: 'reinstate', reason: 'Νέο δείγμα καθαρό.', effective_from: '2026-07-01' });
    expect(reinstated.json().certificate.status).toBe('valid');
    expect((await t.as('farmerGr')('GET', `/applications/${id}`)).json().certificate).toEqual({ status: 'valid', suspended_items: [] });
    expect((await verify(certificate.verify_path)).json()).toMatchObject({ status: 'valid', suspended_items: [] });

    await t.act('staff', id, `/staff/applications/${id}/certificate/status`, { change: 'revoke', reason: 'Σοβαρή παράβαση.', effective_from: '2026-08-01' });
    expect((await verify(certificate.verify_path)).json().status).toBe('revoked');
    expect((await t.as('farmerGr')('GET', `/applications/${id}`)).json().certificate).toEqual({ status: 'revoked', suspended_items: [] });
    const afterRevoke = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, { change: 'reinstate', reason: 'x', effective_from: '2026-08-02' });
    expect(afterRevoke.statusCode).toBe(409);
    expect(afterRevoke.json().messageId).toBe('certificates.errors.changeNotAllowed');

    // the history names each change, and the customer is told
    const events = (await t.lifecycle('farmerGr', id)).events.map((e: { action: string }) => e.action);
    expect(events.filter((a: string) => a === 'change_certificate')).toHaveLength(3);
  });

  it('is expired after its end date, computed when read', async () => {
    const { id, certificate } = await certified();
    await t.db.updateTable('certificates').set({ valid_from: '2024-01-01', valid_to: '2025-12-31' }).where('application_id', '=', id).execute();
    expect((await verify(certificate.verify_path)).json().status).toBe('expired');
  });

  it('says not found for an unknown or malformed code', async () => {
    for (const code of ['0'.repeat(64), 'abc', 'ZZ'.repeat(32)]) {
      const response = await verify(`/verify/${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json().messageId).toBe('certificates.errors.notFound');
    }
  });

  it('a customer may not change the certificate', async () => {
    const { id } = await certified();
    const refused = await t.act('farmerGr', id, `/staff/applications/${id}/certificate/status`, { change: 'cancel', reason: 'x', effective_from: '2026-06-01' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the GGN of a GLOBALG.A.P. certificate', () => {
  const GGN = '4063061581198';

  it('is required to certify a GLOBALG.A.P. application, with its check digit, and named when missing', async () => {
    const missing = await decidedAnswer({ traces_number: undefined }, 'globalgap');
    expect(missing.decided.statusCode).toBe(400);
    expect(missing.decided.json().issues).toEqual([expect.objectContaining({ path: '/ggn', messageId: 'validation.errors.required' })]);
    const wrongDigit = await t.act('staff', missing.id, `/staff/applications/${missing.id}/decision`, {
      outcome: 'certify', scope: 'IFA', valid_from: '2026-01-01', valid_to: inAYear(), ggn: '4063061581190',
    });
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().issues).toEqual([expect.objectContaining({ path: '/ggn' })]);
    // nothing was decided: the application still waits on its decision
    expect((await t.lifecycle('staff', missing.id)).certificate).toBeNull();
  });

  it('is printed on the certificate and shown on the public page; an organic certificate carries none', async () => {
    const { id, decided } = await decidedAnswer({ ggn: GGN, traces_number: 'GR-BIO-03.001-0001234.2026.001' }, 'globalgap');
    expect(decided.statusCode, decided.body).toBe(200);
    const certificate = decided.json().certificate;
    expect(certificate).toMatchObject({ ggn: GGN, traces_number: null });
    expect((await verify(certificate.verify_path)).json()).toMatchObject({ ggn: GGN, standard: 'globalgap' });
    const pdf = await t.as('farmerGr')('GET', `/applications/${id}/certificate/pdf?locale=el`);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(`GGN: ${GGN}`);

    const organic = await certified({ ggn: GGN });
    expect(organic.certificate.ggn).toBeNull();
  });
});

describe('a partial suspension', () => {
  it('finds the products however staff spell them, and names the certificate\'s own spelling', async () => {
    const { id } = await certified();
    const suspended = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, {
      change: 'suspend_partially', items: ['ελιες '], reason: 'Υπολείμματα.', effective_from: '2026-06-01',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().certificate.suspended_items).toEqual(['Ελιές']);
    const unknown = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, {
      change: 'suspend_partially', items: ['Ελιές', 'Ντομάτες'], reason: 'Υπολείμματα.', effective_from: '2026-06-01',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([expect.objectContaining({ path: '/items', messageId: 'certificates.errors.itemsOfCertificate' })]);
  });

  it('set for a time is over the day after its last day: the public page names no product and no dates of it any more', async () => {
    const { id, certificate } = await certified();
    const suspended = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, {
      change: 'suspend_partially', items: ['Ελιές'], reason: 'Υπολείμματα.', effective_from: '2026-06-01', until: '2026-06-30',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    // the day after its last day, with the clock set: the stored status stays, the live one is computed when read
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-07-01T09:00:00Z'));
      const page = (await verify(certificate.verify_path)).json();
      expect(page).toMatchObject({ status: 'valid', suspended_items: [], status_effective: null, status_until: null });
      // and its history says the suspension ended
      expect(page.history.slice(1)).toEqual([
        { date: '2026-06-01', from: 'valid', to: 'partially_suspended', items: ['Ελιές'] },
        { date: '2026-07-01', from: 'partially_suspended', to: 'valid', items: [] },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
