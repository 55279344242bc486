import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Who } from '../customers/helpers';
import { certifiedApplication } from '../lifecycle/certified';
import { startLifecycleServer, yesterday, type LifecycleServer } from '../lifecycle/helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

type Sanction = { id: string; position: number; kind: string; deadline: string; status: string; moves: string[]; documents: { name: string }[]; comment: string | null };
type HistoryEvent = { action: string; actor_name: string | null; actor_role: string | null; about: Record<string, unknown> };

const impose = (id: string, body: Record<string, unknown> = {}) =>
  t.act('staff', id, `/staff/applications/${id}/sanctions`, {
    kind: 'warning', reason: 'Το ημερολόγιο λιπάνσεων δεν τηρείται.', corrective_action: 'Στείλτε το ημερολόγιο συμπληρωμένο.', deadline: '2027-03-31', ...body,
  });
const sanctionsOf = async (who: Who, id: string) => (await t.lifecycle(who, id)).sanctions as Sanction[];
const notified = async (who: Parameters<LifecycleServer['as']>[0], messageId: string) =>
  ((await t.as(who)('GET', '/notifications')).json().items as { message_id: string }[]).some((n) => n.message_id === messageId);
const verify = async (path: string) => (await t.server.app.inject({ method: 'GET', url: `/api${path}` })).json();

describe('a sanction', () => {
  it('is imposed by staff, answered by an employee with access with their own documents, and lifted', async () => {
    const { id, certificate } = await certifiedApplication(t);
    // the consultant puts their employee on the application: the employee acts for the customer
    expect((await t.as('consultant')('PUT', `/applications/${id}/employee`, { employee_id: t.ids.employee })).statusCode).toBe(204);

    // nothing to answer yet: the customer side is offered no action
    expect((await t.lifecycle('farmerGr', id)).actions).toEqual([]);
    const imposed = await impose(id);
    expect(imposed.statusCode, imposed.body).toBe(200);
    expect((await t.lifecycle('employee', id)).actions).toEqual(['answer_sanction']);
    expect(imposed.json().actions).toEqual(['change_certificate', 'impose_sanction', 'escalate_sanction']);
    expect(imposed.json().application.status).toBe('certified');
    const [seen] = await sanctionsOf('farmerGr', id);
    expect(seen).toMatchObject({ position: 1, kind: 'warning', deadline: '2027-03-31', status: 'imposed', moves: ['answer'] });
    expect((await sanctionsOf('staff', id))[0].moves).toEqual(['escalate']);
    expect(await notified('farmerGr', 'lifecycle.notice.impose_sanction')).toBe(true);
    expect(await notified('consultant', 'lifecycle.notice.impose_sanction')).toBe(true);
    // a warning leaves the certificate valid
    expect((await verify(certificate.verify_path)).status).toBe('valid');

    const answerUrl = `/applications/${id}/sanctions/${seen.id}/answer`;
    // someone else's upload may not be named
    const foreign = await t.act('employee', id, answerUrl, { documents: [await t.upload('farmerGr', 'farmer.pdf')] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0]).toMatchObject({ path: '/documents/0', messageId: 'validation.errors.documentNotReadable' });
    const none = await t.act('employee', id, answerUrl, { documents: [] });
    expect(none.statusCode).toBe(400);
    // the contract, generated from the answer's form, refuses an empty list before the form's check
    expect(none.json().issues[0].path).toBe('/body/documents');

    const answered = await t.act('employee', id, answerUrl, { documents: [await t.upload('employee', 'log.pdf')], comment: 'Συμπληρώθηκε.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().sanctions[0]).toMatchObject({ status: 'answered', comment: 'Συμπληρώθηκε.', documents: [{ name: 'log.pdf' }], moves: [] });
    expect(await notified('staff', 'lifecycle.noticeStaff.answer_sanction')).toBe(true);
    // answered once: the customer side waits for staff
    expect((await t.act('farmerGr', id, answerUrl, { documents: [await t.upload('farmerGr')] })).statusCode).toBe(409);

    const lifted = await t.act('staff', id, `/staff/applications/${id}/sanctions/${seen.id}/review`, { outcome: 'lift' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().sanctions[0]).toMatchObject({ status: 'lifted', moves: [] });
    expect(await notified('farmerGr', 'lifecycle.notice.lift_sanction')).toBe(true);
    const again = await t.act('staff', id, `/staff/applications/${id}/sanctions/${seen.id}/review`, { outcome: 'escalate', note: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('sanctions.errors.notNow');
    expect((await verify(certificate.verify_path)).status).toBe('valid');

    // the farmer's history names every step, who (by their part) and what
    const events = (await t.lifecycle('farmerGr', id)).events as HistoryEvent[];
    const sanctionSteps = events.filter((e) => e.action.endsWith('_sanction'));
    expect(sanctionSteps.map((e) => [e.action, e.actor_role, e.about.sanction])).toEqual([
      ['impose_sanction', 'staff', 1], ['answer_sanction', 'employee', 1], ['lift_sanction', 'staff', 1],
    ]);
    expect(sanctionSteps[0].actor_name).toBeNull();
    expect(sanctionSteps[1].actor_name).toBeTruthy();
  });

  it('escalated, suspends the certificate: the public verification says so at once', async () => {
    const { id, certificate } = await certifiedApplication(t);
    // the timeline: the certificate a step of its own, in force; no sanctions' step before one exists
    const stepsOf = async () => (await t.lifecycle('farmerGr', id)).steps.slice(6);
    expect(await stepsOf()).toEqual([{ step: 'certificate', state: 'confirmed', detail: 'valid' }]);
    await impose(id, { deadline: yesterday() });
    const [sanction] = await sanctionsOf('farmerGr', id);
    expect(sanction).toMatchObject({ status: 'imposed' });
    expect((await stepsOf())[1]).toEqual({ step: 'sanctions', state: 'in_process', detail: null });
    expect((await sanctionsOf('farmerGr', id))[0]).toMatchObject({ overdue: true });
    // a note is required to escalate
    const bare = await t.act('staff', id, `/staff/applications/${id}/sanctions/${sanction.id}/review`, { outcome: 'escalate' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues[0].path).toBe('/note');
    // lifting needs an answer first
    expect((await t.act('staff', id, `/staff/applications/${id}/sanctions/${sanction.id}/review`, { outcome: 'lift' })).statusCode).toBe(409);

    const escalated = await t.act('staff', id, `/staff/applications/${id}/sanctions/${sanction.id}/review`, { outcome: 'escalate', note: 'Η προθεσμία πέρασε.' });
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(escalated.json().sanctions[0].status).toBe('escalated');
    expect(escalated.json().certificate).toMatchObject({ status: 'suspended', status_reason: 'Η προθεσμία πέρασε.' });
    // suspended, the certificate's step is in process again; the sanction, closed by escalation, confirmed
    expect(await stepsOf()).toEqual([{ step: 'certificate', state: 'in_process', detail: 'suspended' }, { step: 'sanctions', state: 'confirmed', detail: null }]);
    const seen = await verify(certificate.verify_path);
    expect(seen.status).toBe('suspended');
    expect(JSON.stringify(seen)).not.toContain('προθεσμία');
    expect(await notified('farmerGr', 'lifecycle.notice.escalate_sanction')).toBe(true);
    const events = (await t.lifecycle('staff', id)).events as HistoryEvent[];
    expect(events.at(-1)).toMatchObject({ action: 'escalate_sanction', actor_role: 'staff', about: { sanction: 1, change: 'suspend' } });
    expect(events.at(-1)?.actor_name).toBeTruthy();
  });

  it('returned, is the customer\'s turn again; on a revoked certificate none is imposed', async () => {
    const { id } = await certifiedApplication(t);
    await impose(id, { kind: 'declassification' });
    const [sanction] = await sanctionsOf('farmerGr', id);
    await t.act('farmerGr', id, `/applications/${id}/sanctions/${sanction.id}/answer`, { documents: [await t.upload('farmerGr')] });
    const returned = await t.act('staff', id, `/staff/applications/${id}/sanctions/${sanction.id}/review`, { outcome: 'return', note: 'Λείπουν τα τιμολόγια.' });
    expect(returned.json().sanctions[0]).toMatchObject({ status: 'imposed', review_note: 'Λείπουν τα τιμολόγια.' });
    expect((await sanctionsOf('consultant', id))[0].moves).toEqual(['answer']);

    await t.act('staff', id, `/staff/applications/${id}/certificate/status`, { change: 'revoke', reason: 'Σοβαρή παράβαση.', effective_from: '2026-08-01' });
    expect((await t.lifecycle('staff', id)).actions).not.toContain('impose_sanction');
    const refused = await impose(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageId).toBe('sanctions.errors.certificateClosed');
  });

  it('is refused before a certificate, to the wrong side and to strangers', async () => {
    const submitted = await t.submitted();
    const early = await impose(submitted);
    expect(early.statusCode).toBe(409);
    expect(early.json().messageId).toBe('lifecycle.errors.notNow');

    const { id } = await certifiedApplication(t);
    await impose(id);
    const [sanction] = await sanctionsOf('farmerGr', id);
    // the customer may not impose or lift, staff may not answer for the customer
    expect((await t.act('farmerGr', id, `/staff/applications/${id}/sanctions`, { kind: 'warning', reason: 'x', corrective_action: 'x', deadline: '2027-01-01' })).statusCode).toBe(403);
    expect((await t.act('farmerGr', id, `/staff/applications/${id}/sanctions/${sanction.id}/review`, { outcome: 'lift' })).statusCode).toBe(403);
    expect((await t.act('staff', id, `/applications/${id}/sanctions/${sanction.id}/answer`, { documents: [await t.upload('staff')] })).statusCode).toBe(403);
    // strangers are told nothing exists
    for (const who of ['otherFarmer', 'otherConsultant', 'otherEmployee'] as const) {
      expect((await t.as(who)('GET', `/applications/${id}/lifecycle`)).statusCode, who).toBe(404);
      expect((await t.act(who, id, `/applications/${id}/sanctions/${sanction.id}/answer`, { documents: [await t.upload(who)] })).statusCode, who).toBe(404);
    }
    // an unknown sanction id
    const unknown = await t.act('farmerGr', id, `/applications/${id}/sanctions/00000000-0000-4000-8000-000000000001/answer`, { documents: [await t.upload('farmerGr')] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageId).toBe('sanctions.errors.notFound');
  });
});

describe('the history of an application', () => {
  it('shows both sides\' steps with who and their part, the submission, notes and certificate changes', async () => {
    const { id } = await certifiedApplication(t);
    await t.as('consultant')('POST', `/applications/${id}/notes`, { body: 'Ερώτηση για το πιστοποιητικό.' });
    await t.as('staff')('POST', `/applications/${id}/notes`, { body: 'Απάντηση.' });
    await t.act('staff', id, `/staff/applications/${id}/certificate/status`, { change: 'suspend', reason: 'x', effective_from: '2026-06-01' });
    const farmerReads = (await t.lifecycle('farmerGr', id)).events as HistoryEvent[];
    expect(farmerReads[0]).toMatchObject({ action: 'submit', actor_role: 'customer' });
    expect(farmerReads[0].actor_name).toBeTruthy();
    expect(farmerReads.find((e) => e.action === 'accept_offer')).toMatchObject({ actor_role: 'customer' });
    expect(farmerReads.filter((e) => e.action === 'note').map((e) => [e.actor_role, e.actor_name === null])).toEqual([
      ['consultant', false], ['staff', true],
    ]);
    expect(farmerReads.at(-1)).toMatchObject({ action: 'change_certificate', actor_name: null, actor_role: 'staff', about: { change: 'suspend' } });
    // staff read their colleagues' names
    expect(((await t.lifecycle('staff', id)).events as HistoryEvent[]).filter((e) => e.actor_role === 'staff').every((e) => e.actor_name)).toBe(true);
  });
});
