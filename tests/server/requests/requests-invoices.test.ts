import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inAYear, startLifecycleServer, yesterday, type LifecycleServer } from '../lifecycle/helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

type Who = Parameters<LifecycleServer['as']>[0];

/** An organic application of the demo Greek farmer brought to a certificate by the API. */
async function certified() {
  const id = await t.submitted();
  await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
  await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
  await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
  await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2026-01-01' });
  await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') });
  await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2026-03-15', inspector_id: await t.userId('demo.inspector1') });
  await t.act('staff', id, `/staff/applications/${id}/results`, { inspected_on: '2026-03-10', results: 'Καμία παρατήρηση.' });
  const decided = await t.act('staff', id, `/staff/applications/${id}/decision`, {
    outcome: 'certify', certified_items: ['Ελιές'], scope: 'Φυτική παραγωγή', valid_from: '2026-01-01', valid_to: inAYear(), traces_number: 'GR-BIO-03.001-0001234.2026.001',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return id;
}

const notificationsOf = async (who: Who) => (await t.as(who)('GET', '/notifications')).json().items as { message_id: string; link: string | null }[];
const requestsOf = async (who: Who, id: string) => {
  const response = await t.as(who)('GET', `/applications/${id}/certificate-requests`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: string; kind: string; attestation: string | null; status: string; document: { download_url: string } | null; refusal_reason: string | null }[];
};
/** Follows a signed download link as the browser would (no bearer token). */
const download = (url: string) => t.server.app.inject({ method: 'GET', url });

describe('certificate requests', () => {
  let id: string;
  beforeAll(async () => {
    id = await certified();
  }, 120_000);

  it('are sent by the customer side; staff are told', async () => {
    const sent = await t.as('farmerGr')('POST', `/applications/${id}/certificate-requests`, { kind: 'attestation', attestation: 'conversion', note: 'Για τον ΟΠΕΚΕΠΕ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'attestation', attestation: 'conversion', status: 'open', note: 'Για τον ΟΠΕΚΕΠΕ', document: null });
    expect((await notificationsOf('staff')).find((n) => n.message_id === 'requests.notify.sent')?.link).toBe(`/staff/applications/${id}`);
    // the consultant of the customer asks for a duplicate
    const duplicate = await t.as('consultant')('POST', `/applications/${id}/certificate-requests`, { kind: 'duplicate' });
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    expect((await requestsOf('farmerGr', id)).map((r) => r.kind)).toEqual(['duplicate', 'attestation']);
  });

  it('refuses an attestation of a kind still open, naming it at its field', async () => {
    const again = await t.as('farmerGr')('POST', `/applications/${id}/certificate-requests`, { kind: 'attestation', attestation: 'conversion' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('requests.errors.alreadyOpen.conversion');
    expect(again.json().issues[0]).toMatchObject({ path: '/attestation', messageId: 'requests.errors.alreadyOpen.conversion' });
    // another kind of attestation is a new request
    const other = await t.as('farmerGr')('POST', `/applications/${id}/certificate-requests`, { kind: 'attestation', attestation: 'products' });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('are answered by staff with their own upload, which the customer side downloads and a stranger cannot', async () => {
    const open = (await requestsOf('staff', id)).find((r) => r.attestation === 'conversion');
    const notStaffs = await t.upload('farmerGr', 'not-staffs.pdf');
    const foreign = await t.as('staff')('POST', `/staff/applications/${id}/certificate-requests/${open?.id}/answer`, { answer: 'document', document: notStaffs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0].path).toBe('/document');

    const document = await t.upload('staff', 'βεβαίωση.pdf');
    const answered = await t.as('staff')('POST', `/staff/applications/${id}/certificate-requests/${open?.id}/answer`, { answer: 'document', document });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', document: { name: 'βεβαίωση.pdf' } });
    expect((await notificationsOf('farmerGr')).some((n) => n.message_id === 'requests.notify.answered' && n.link?.endsWith(id))).toBe(true);

    const farmersCopy = (await requestsOf('farmerGr', id)).find((r) => r.id === open?.id);
    const bytes = await download(farmersCopy?.document?.download_url ?? '');
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // another farmer neither reads the requests nor opens the file
    expect((await t.as('otherFarmer')('GET', `/applications/${id}/certificate-requests`)).statusCode).toBe(404);
    expect((await t.as('otherFarmer')('GET', `/files/${document.id}/content`)).statusCode).toBe(404);

    // answered, the same attestation may be asked for again
    const again = await t.as('farmerGr')('POST', `/applications/${id}/certificate-requests`, { kind: 'attestation', attestation: 'conversion' });
    expect(again.statusCode, again.body).toBe(201);
    const twice = await t.as('staff')('POST', `/staff/applications/${id}/certificate-requests/${open?.id}/answer`, { answer: 'refuse', reason: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageId).toBe('requests.errors.notOpen');
  });

  it('wait on staff\'s list while open, with the application and customer', async () => {
    const listed = await t.as('staff')('GET', '/staff/certificate-requests');
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = (listed.json().items as { application_id: string; kind: string; attestation: string | null; reference: string; customer_name: string }[]).filter((r) => r.application_id === id);
    // the conversion attestation answered above is gone; the second conversion, products and the duplicate wait
    expect(mine.map((r) => r.attestation ?? r.kind).sort()).toEqual(['conversion', 'duplicate', 'products']);
    expect(mine[0].reference).toMatch(/^BIO-\d{4}-\d{6}$/);
    expect(mine[0].customer_name).toBeTruthy();
    expect((await t.as('farmerGr')('GET', '/staff/certificate-requests')).statusCode).toBe(403);
  });

  it('are refused by staff with a reason the customer reads', async () => {
    const duplicate = (await requestsOf('staff', id)).find((r) => r.kind === 'duplicate');
    const noReason = await t.as('staff')('POST', `/staff/applications/${id}/certificate-requests/${duplicate?.id}/answer`, { answer: 'refuse' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0].path).toBe('/reason');
    const refused = await t.as('staff')('POST', `/staff/applications/${id}/certificate-requests/${duplicate?.id}/answer`, { answer: 'refuse', reason: 'Το πρωτότυπο ισχύει.' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await requestsOf('farmerGr', id)).find((r) => r.id === duplicate?.id)).toMatchObject({ status: 'refused', refusal_reason: 'Το πρωτότυπο ισχύει.', document: null });
    expect((await notificationsOf('consultant')).some((n) => n.message_id === 'requests.notify.refused')).toBe(true);
    // the application's history keeps the request and its answer; the customer side reads the body, not staff's name
    const history = (await t.lifecycle('farmerGr', id)).events as { action: string; actor_name: string | null; about: { kind: string | null } }[];
    const duplicates = history.filter((e) => e.action.startsWith('certificate_request') && e.about.kind === 'duplicate');
    expect(duplicates.map((e) => e.action)).toEqual(['certificate_request', 'certificate_request_refused']);
    expect(duplicates[1].actor_name).toBeNull();
  });

  it('need a certificate, and only the customer side sends them', async () => {
    const submitted = await t.submitted();
    const early = await t.as('farmerGr')('POST', `/applications/${submitted}/certificate-requests`, { kind: 'issuance' });
    expect(early.statusCode).toBe(409);
    expect(early.json().messageId).toBe('requests.errors.noCertificate');
    expect((await t.as('staff')('POST', `/applications/${id}/certificate-requests`, { kind: 'issuance' })).statusCode).toBe(403);
    const noKind = await t.as('farmerGr')('POST', `/applications/${id}/certificate-requests`, { kind: 'attestation' });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().issues[0].path).toBe('/attestation');
  });
});

describe('invoices', () => {
  it('are attached by staff; the customer side sees them, unpaid, overdue, and downloads them; staff mark them paid', async () => {
    const id = await t.submitted();
    const document = await t.upload('staff', 'τιμολόγιο.pdf');
    const created = await t.as('staff')('POST', `/staff/applications/${id}/invoices`, { number: 'ΤΠΥ-2026-1', amount: 620.5, due_date: inAYear(), document });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ number: 'ΤΠΥ-2026-1', amount: 620.5, currency: 'EUR', paid: false, overdue: false });
    expect((await notificationsOf('farmerGr')).some((n) => n.message_id === 'invoices.notify.created' && n.link?.endsWith(id))).toBe(true);
    const late = await t.as('staff')('POST', `/staff/applications/${id}/invoices`, { number: 'ΤΠΥ-2026-2', amount: 80, due_date: yesterday(), document });
    expect(late.statusCode, late.body).toBe(201);

    const taken = await t.as('staff')('POST', `/staff/applications/${id}/invoices`, { number: 'τπυ-2026-1', amount: 1, due_date: inAYear(), document });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().issues[0]).toMatchObject({ path: '/number', messageId: 'invoices.errors.numberTaken' });

    const listed = await t.as('farmerGr')('GET', `/applications/${id}/invoices`);
    expect(listed.statusCode).toBe(200);
    const invoices = listed.json().items as { id: string; number: string; paid: boolean; overdue: boolean; document: { download_url: string } }[];
    expect(invoices.map((i) => [i.number, i.paid, i.overdue])).toEqual([
      ['ΤΠΥ-2026-2', false, true],
      ['ΤΠΥ-2026-1', false, false],
    ]);
    const bytes = await download(invoices[1].document.download_url);
    expect(bytes.statusCode).toBe(200);
    expect((await t.as('otherFarmer')('GET', `/applications/${id}/invoices`)).statusCode).toBe(404);
    expect((await t.as('otherFarmer')('GET', `/files/${document.id}/content`)).statusCode).toBe(404);

    expect((await t.as('farmerGr')('PUT', `/staff/applications/${id}/invoices/${invoices[0].id}/payment`, { paid: true })).statusCode).toBe(403);
    const paid = await t.as('staff')('PUT', `/staff/applications/${id}/invoices/${invoices[0].id}/payment`, { paid: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true, overdue: false });
    expect(paid.json().paid_at).toBeTruthy();
    const after = (await t.as('consultant')('GET', `/applications/${id}/invoices`)).json().items;
    expect(after[0]).toMatchObject({ paid: true, overdue: false });
    // the history names each invoice sent, and the one paid
    const history = (await t.lifecycle('consultant', id)).events as { action: string; about: { reference: string | null } }[];
    expect(history.filter((e) => e.action.startsWith('invoice_')).map((e) => [e.action, e.about.reference])).toEqual([
      ['invoice_sent', 'ΤΠΥ-2026-1'],
      ['invoice_sent', 'ΤΠΥ-2026-2'],
      ['invoice_paid', 'ΤΠΥ-2026-2'],
    ]);
  });

  it('are not attached to a draft, nor with another person\'s upload', async () => {
    const draft = (await t.api('farmerGr').draft({ type: 'bio' })).id;
    const document = await t.upload('staff');
    const early = await t.as('staff')('POST', `/staff/applications/${draft}/invoices`, { number: 'D-1', amount: 1, due_date: inAYear(), document });
    expect(early.statusCode).toBe(409);
    const id = await t.submitted();
    const foreign = await t.as('staff')('POST', `/staff/applications/${id}/invoices`, { number: 'D-2', amount: 1, due_date: inAYear(), document: await t.upload('farmerGr') });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0].path).toBe('/document');
  });
});
