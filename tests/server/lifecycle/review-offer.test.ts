import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inAYear, startLifecycleServer, yesterday, type LifecycleServer } from './helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

describe('review', () => {
  it('a submitted application waits on staff for review; staff complete it with the risk level', async () => {
    const id = await t.submitted();
    const before = await t.lifecycle('farmerGr', id);
    expect(before.application).toMatchObject({ status: 'submitted', state: 'review' });
    expect(before.waiting_on).toBe('staff');
    expect(before.actions).toEqual([]);
    expect((await t.lifecycle('staff', id)).actions).toEqual(['complete_review', 'request_completion', 'reject']);

    const done = await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'high', transfer_reviewed: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().application).toMatchObject({ state: 'offer_preparation', status: 'submitted', risk_level: 'high' });
    expect(done.json().steps.slice(0, 2)).toEqual([{ step: 'review', state: 'confirmed', detail: null }, { step: 'offer', state: 'in_process', detail: null }]);
    const notes = (await t.as('farmerGr')('GET', '/notifications')).json().items;
    expect(notes[0]).toMatchObject({ message_id: 'lifecycle.notice.complete_review', link: `/applications/bio/inner/${id}` });
    const { email } = await t.db.selectFrom('users').select('email').where('id', '=', t.ids.farmerGr).executeTakeFirstOrThrow();
    const mail = (await t.mailsTo(email)).at(-1);
    // in the farmer's language (Greek), with the link to the application
    expect(mail?.text).toContain(`/applications/bio/inner/${id}`);
    expect(mail?.subject).toMatch(/^Η αίτηση πιστοποίησής σας BIO-\d{4}-\d{6}: Ο έλεγχος ολοκληρώθηκε$/);
  });

  it('completing without a risk level is refused by the form, naming the field', async () => {
    const id = await t.submitted();
    const response = await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual(expect.objectContaining({ path: '/risk_level', keyword: 'required' }));
  });

  it('a request to complete sends the answers back to the customer as a draft; the next submission returns to review', async () => {
    const id = await t.submitted();
    const asked = await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'request_completion', reopen_steps: ['plant-production'], notes: 'Προσθέστε τις ποικιλίες.' });
    expect(asked.statusCode, asked.body).toBe(200);
    const app = (await t.as('farmerGr')('GET', `/applications/${id}`)).json();
    expect(app).toMatchObject({ status: 'draft', editable: true });
    const again = await t.as('farmerGr')('POST', `/applications/${id}/submit`, { row_version: app.row_version });
    expect(again.statusCode, again.body).toBe(200);
    const view = await t.lifecycle('farmerGr', id);
    expect(view.application.state).toBe('review');
    expect(view.reviews[0]).toMatchObject({ outcome: 'request_completion', reopen_steps: ['plant-production'] });
  });

  it('a farmer never acts as staff; an action of another state is 409 with a message id; a stale row version is 409', async () => {
    const id = await t.submitted();
    const asFarmer = await t.act('farmerGr', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    expect(asFarmer.statusCode).toBe(403);
    const early = await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2027-01-01' });
    expect(early.statusCode).toBe(409);
    expect(early.json().messageId).toBe('lifecycle.errors.notNow');
    const stale = await t.as('staff')('POST', `/staff/applications/${id}/review`, { row_version: 1, outcome: 'complete', risk_level: 'low' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageId).toBe('lifecycle.errors.stale');
    expect((await t.lifecycle('staff', id)).application.state).toBe('review');
  });

  it('another customer is told the application does not exist', async () => {
    const id = await t.submitted();
    expect((await t.as('otherFarmer')('GET', `/applications/${id}/lifecycle`)).statusCode).toBe(404);
  });
});

describe('offer', () => {
  async function offered(expires_on = inAYear()) {
    const id = await t.submitted();
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    const sent = await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 850, fees: 120, expires_on });
    expect(sent.statusCode, sent.body).toBe(200);
    return id;
  }

  it('staff send an offer generated as a PDF; the customer downloads it, accepts with the signed offer; staff are told', async () => {
    const id = await offered();
    const view = await t.lifecycle('farmerGr', id);
    expect(view.application.state).toBe('offer_sent');
    expect(view.waiting_on).toBe('customer');
    expect(view.actions).toEqual(['accept_offer', 'decline_offer']);
    const [offer] = view.offers;
    expect(offer).toMatchObject({ amount: 850, fees: 120, recipient: 'customer', expired: false, reply: null });
    const download = await t.server.app.inject({ method: 'GET', url: offer.document.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const signed = await t.upload('farmerGr', 'offer-signed.pdf');
    const accepted = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: signed });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().application).toMatchObject({ state: 'contract_preparation', status: 'finalized' });
    expect(accepted.json().offers[0]).toMatchObject({ reply: 'accepted', signed_document: { id: signed.id } });
    // staff open the customer's signed offer
    const asStaff = await t.lifecycle('staff', id);
    expect((await t.server.app.inject({ method: 'GET', url: asStaff.offers[0].signed_document.download_url })).statusCode).toBe(200);
    const staffNotes = (await t.as('staff')('GET', '/notifications')).json().items;
    expect(staffNotes[0]).toMatchObject({ message_id: 'lifecycle.noticeStaff.accept_offer', link: `/staff/applications/${id}` });
  });

  it('accepting needs the signed offer, and only the caller\'s own upload', async () => {
    const id = await offered();
    const missing = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual(expect.objectContaining({ path: '/signed_offer', keyword: 'required' }));
    const someoneElses = await t.upload('otherFarmer', 'theirs.pdf');
    const refused = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: someoneElses });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toMatchObject({ path: '/signed_offer', messageId: 'validation.errors.documentNotReadable' });
  });

  it('an offer past its expiry cannot be accepted', async () => {
    const id = await offered(yesterday());
    expect((await t.lifecycle('farmerGr', id)).offers[0].expired).toBe(true);
    const signed = await t.upload('farmerGr');
    const response = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: signed });
    expect(response.statusCode).toBe(409);
    expect(response.json().messageId).toBe('lifecycle.errors.offerExpired');
  });

  it('a declined offer (with its reason) goes back to staff, who send a new one', async () => {
    const id = await offered();
    const declined = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'decline', decline_reason: 'Πολύ ακριβό.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().application.state).toBe('offer_declined');
    const again = await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 700, expires_on: inAYear() });
    expect(again.json().application.state).toBe('offer_sent');
    expect(again.json().offers.map((o: { reply: string | null }) => o.reply)).toEqual(['declined', null]);
  });

  it('staff cannot answer an offer, and the consultant of the customer can', async () => {
    const id = await offered();
    expect((await t.act('staff', id, `/applications/${id}/offer/reply`, { reply: 'decline', decline_reason: 'x' })).statusCode).toBe(403);
    const asConsultant = await t.act('consultant', id, `/applications/${id}/offer/reply`, { reply: 'decline', decline_reason: 'Θα επανέλθουμε.' });
    expect(asConsultant.statusCode, asConsultant.body).toBe(200);
  });
});
