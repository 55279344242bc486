import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../helpers/pdf-text';
import { inAYear, startLifecycleServer, yesterday, type LifecycleServer } from './helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

/** An application brought through review, offer and contract by the API. */
async function contracted() {
  const id = await t.submitted();
  await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'medium' });
  await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
  await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
  const contract = await t.upload('staff', 'contract.pdf');
  const sent = await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2027-01-01', documents: [contract] });
  expect(sent.json().application.state).toBe('contract_sent');
  const signed = await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().application).toMatchObject({ state: 'inspection_planning', status: 'finalized' });
  expect(signed.json().contracts[0]).toMatchObject({ duration_years: 3, start_date: '2027-01-01', documents: [{ id: contract.id }] });
  return id;
}

describe('the contract', () => {
  it('is written by the portal in the customer\'s language when staff attach none', async () => {
    const id = await t.submitted();
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, fees: 80, expires_on: inAYear() });
    await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
    const sent = await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2027-01-01' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [contract] = (await t.lifecycle('farmerGr', id)).contracts;
    expect(contract.documents).toHaveLength(1);
    const { reference } = (await t.lifecycle('farmerGr', id)).application;
    expect(reference).toMatch(/^(BIO|GG)-\d{4}-\d{6}$/);
    expect(contract.documents[0].name).toBe(`contract-${reference}-el.pdf`);
    const download = await t.server.app.inject({ method: 'GET', url: contract.documents[0].download_url });
    expect(download.statusCode).toBe(200);
    const text = pdfText(download.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Σύμβαση πιστοποίησης');
    expect(text).toContain('31 Δεκεμβρίου 2029');
    expect(text).toContain('580,00 €');
  });
});

describe('inspection, non-conformities and decision', () => {
  it('walks from the contract to a partial certification with two non-conformities', async () => {
    const id = await contracted();
    const planned = await t.act('staff', id, `/staff/applications/${id}/inspection`, {
      inspection_date: '2027-03-15', inspector_id: await t.userId('demo.inspector1'), preparation: 'Ημερολόγιο ψεκασμών', requested_documents: ['Άδεια νερού'],
    });
    expect(planned.json().application).toMatchObject({ state: 'inspection_planned', status: 'in_inspection' });
    expect(planned.json().actions).toEqual(['plan_inspection', 'record_results']);
    const permit = await t.upload('farmerGr', 'water-permit.pdf');
    const docs = await t.act('farmerGr', id, `/applications/${id}/inspection/documents`, { documents: [permit], note: 'Ορίστε.' });
    expect(docs.json().application.state).toBe('inspection_documents_submitted');
    expect(docs.json().inspections[0].customer_documents[0]).toMatchObject({ id: permit.id });
    // the farmer's note with the documents reaches staff
    expect((await t.lifecycle('staff', id)).inspections[0].customer_note).toBe('Ορίστε.');

    // results speak of a visit that took place: a day still to come is refused at its field
    const future = await t.act('staff', id, `/staff/applications/${id}/results`, { inspected_on: inAYear(), results: 'Δύο ευρήματα.' });
    expect(future.statusCode).toBe(400);
    expect(future.json().issues).toEqual([expect.objectContaining({ path: '/inspected_on', messageId: 'staff.results.inspectedOnFuture' })]);
    const undated = await t.act('staff', id, `/staff/applications/${id}/results`, { results: 'Δύο ευρήματα.' });
    expect(undated.json().issues).toContainEqual(expect.objectContaining({ path: expect.stringMatching(/inspected_on$/), keyword: 'required' }));

    const results = await t.act('staff', id, `/staff/applications/${id}/results`, {
      inspected_on: '2026-03-10',
      results: 'Δύο ευρήματα.',
      non_conformities: [
        { requirement: 'AF 1.2', finding: 'Λείπει ημερολόγιο λιπάνσεων', severity: 'minor', deadline: inAYear() },
        { requirement: 'CB 7.1', finding: 'Ασαφής σήμανση αποθήκης', severity: 'major', deadline: inAYear() },
      ],
    });
    expect(results.statusCode, results.body).toBe(200);
    const view = results.json();
    expect(view.inspections[0]).toMatchObject({ inspection_date: '2027-03-15', inspected_on: '2026-03-10' });
    expect(view.application.state).toBe('nc_open');
    expect(view.waiting_on).toBe('customer');
    const [first, second] = view.non_conformities;
    expect([first.status, second.status]).toEqual(['open', 'open']);

    // a recheck needs its reason; evidence for the first, a recheck for the second
    const noReason = await t.act('farmerGr', id, `/applications/${id}/non-conformities/${second.id}/response`, { response: 'recheck' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toContainEqual(expect.objectContaining({ path: '/note', keyword: 'required' }));
    const evidence = await t.upload('farmerGr', 'log.pdf');
    const one = await t.act('farmerGr', id, `/applications/${id}/non-conformities/${first.id}/response`, { response: 'confirm', evidence: [evidence] });
    expect(one.json().application.state).toBe('nc_open');
    const two = await t.act('farmerGr', id, `/applications/${id}/non-conformities/${second.id}/response`, { response: 'recheck', note: 'Η σήμανση υπάρχει.' });
    expect(two.json().application.state).toBe('nc_review');
    const again = await t.act('farmerGr', id, `/applications/${id}/non-conformities/${second.id}/response`, { response: 'recheck', note: 'ξανά' });
    expect(again.statusCode).toBe(409);

    // staff return the first, the customer answers again, staff accept both
    const returned = await t.act('staff', id, `/staff/applications/${id}/non-conformities/${first.id}/review`, { review: 'returned', note: 'Λείπει η υπογραφή.' });
    expect(returned.json().application.state).toBe('nc_open');
    // the customer reads why, on the non-conformity they answer again
    const toAnswer = (await t.lifecycle('farmerGr', id)).non_conformities[0];
    expect(toAnswer).toMatchObject({ status: 'open', review: 'returned', review_note: 'Λείπει η υπογραφή.' });
    await t.act('farmerGr', id, `/applications/${id}/non-conformities/${first.id}/response`, { response: 'confirm', note: 'Υπογεγραμμένο πλέον.', evidence: [await t.upload('farmerGr', 'log2.pdf')] });
    // the first answer and the reason it went back stay in the history, for both sides
    for (const reader of ['farmerGr', 'staff'] as const) {
      const rounds = (await t.lifecycle(reader, id)).events
        .filter((e: { about: { non_conformity: number | null } }) => e.about.non_conformity === first.position)
        .map((e: { action: string; about: { outcome: string; note: string | null } }) => [e.action, e.about.outcome, e.about.note]);
      expect(rounds).toEqual([
        ['respond_nc', 'confirm', null],
        ['review_nc', 'returned', 'Λείπει η υπογραφή.'],
        ['respond_nc', 'confirm', 'Υπογεγραμμένο πλέον.'],
      ]);
    }
    await t.act('staff', id, `/staff/applications/${id}/non-conformities/${first.id}/review`, { review: 'accepted' });
    const closed = await t.act('staff', id, `/staff/applications/${id}/non-conformities/${second.id}/review`, { review: 'accepted' });
    expect(closed.json().application).toMatchObject({ state: 'decision_pending', status: 'in_veto_checking' });

    const partialWithout = await t.act('staff', id, `/staff/applications/${id}/decision`, { outcome: 'certify_partially', scope: 'Φυτική παραγωγή', valid_from: '2027-05-01', valid_to: '2028-04-30', reasons: 'x' });
    expect(partialWithout.statusCode).toBe(400);
    const decided = await t.act('staff', id, `/staff/applications/${id}/decision`, {
      outcome: 'certify_partially', certified_items: ['Ελιές — αγροτεμάχιο 12'], scope: 'Φυτική παραγωγή', valid_from: '2027-05-01', valid_to: '2028-04-30', reasons: 'Τα αμπέλια σε μετατροπή.', traces_number: 'GR-BIO-03.001-0001234.2027.001',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const final = await t.lifecycle('farmerGr', id);
    expect(final.application.status).toBe('partially_certified');
    // the lifecycle's six steps done; the certificate, issued to start in May 2027, its own step still in process
    expect(final.steps.slice(0, 6).every((s: { state: string }) => s.state === 'confirmed')).toBe(true);
    expect(final.steps.slice(6)).toEqual([{ step: 'certificate', state: 'in_process', detail: 'not_yet_valid' }]);
    expect(final.actions).toEqual([]);
    expect(final.certificate).toMatchObject({ number: expect.stringMatching(/^BIO-2027-/), items: ['Ελιές — αγροτεμάχιο 12'], valid_to: '2028-04-30' });
    expect(final.events.map((e: { action: string }) => e.action)).toContain('decide');
    // the customer side does not see staff names in the history
    expect(final.events.find((e: { action: string }) => e.action === 'decide').actor_name).toBeNull();
    const history = await t.db.selectFrom('application_status_history').select('to_status').where('application_id', '=', id).orderBy('id').execute();
    expect(history.map((h) => h.to_status)).toEqual(['draft', 'submitted', 'finalized', 'in_inspection', 'in_veto_checking', 'partially_certified']);
  });

  it('results without non-conformities go straight to the decision; a rejection gives no certificate', async () => {
    const id = await contracted();
    await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2027-03-15', inspector_id: await t.userId('demo.inspector1') });
    const results = await t.act('staff', id, `/staff/applications/${id}/results`, { inspected_on: '2026-03-10', results: 'Καμία παρατήρηση.' });
    expect(results.json().application.state).toBe('decision_pending');
    const rejected = await t.act('staff', id, `/staff/applications/${id}/decision`, { outcome: 'reject', reasons: 'Δεν τηρούνται οι απαιτήσεις.' });
    expect(rejected.json()).toMatchObject({ application: { status: 'rejected' }, certificate: null, decision: { outcome: 'reject' } });
  });
});

describe('the staff work queue', () => {
  it('filters by step, who it waits on, type and overdue', async () => {
    const waiting = await t.submitted();
    const offered = await t.submitted();
    await t.act('staff', offered, `/staff/applications/${offered}/review`, { outcome: 'complete', risk_level: 'low' });
    await t.act('staff', offered, `/staff/applications/${offered}/offer`, { amount: 100, expires_on: yesterday() });
    const ids = async (query: string) => {
      const response = await t.as('staff')('GET', `/staff/applications${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id) as string[];
    };
    expect(await ids('?step=review')).toContain(waiting);
    expect(await ids('?step=review')).not.toContain(offered);
    expect(await ids('?waiting_on=customer')).toContain(offered);
    expect(await ids('?waiting_on=staff')).not.toContain(offered);
    expect(await ids('?overdue=true')).toContain(offered);
    expect(await ids('?overdue=true')).not.toContain(waiting);
    // waiting on staff longer than the days the body may take: overdue too, and counted with the
    // customer's late ones (the two sides are counted apart, migration 037)
    const late = await t.submitted();
    const weeksAgo = new Date(Date.now() - 20 * 24 * 3600 * 1000);
    await t.db.updateTable('applications').set({ state_since: weeksAgo, submitted_at: weeksAgo }).where('id', '=', late).execute();
    const page = async (query: string) => (await t.as('staff')('GET', `/staff/applications${query}`)).json() as { items: { id: string }[]; total: number };
    const overdue = await page('?overdue=true&limit=100');
    expect(overdue.items.map((item) => item.id)).toEqual(expect.arrayContaining([offered, late]));
    expect(overdue.items.map((item) => item.id)).not.toContain(waiting);
    expect(overdue.total).toBe(overdue.items.length);
    expect(overdue.total + (await page('?overdue=false')).total).toBe((await page('')).total);
    const lateOnStaff = (await page('?overdue=true&waiting_on=staff')).items.map((item) => item.id);
    expect(lateOnStaff).toContain(late);
    expect(lateOnStaff).not.toContain(offered);
    expect(await ids('?type=globalgap')).not.toContain(waiting);
    expect(await ids('?status=submitted&year=2026')).toEqual(expect.arrayContaining([waiting, offered]));
    expect((await t.as('farmerGr')('GET', '/staff/applications')).statusCode).toBe(403);
  });
});
