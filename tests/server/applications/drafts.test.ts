import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApplicationsServer } from './helpers';

describe('application drafts', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer();
  });
  afterAll(() => t.close());

  it('creates a draft for the signed-in customer with the wizard it is filled in with', async () => {
    const response = await t.api('farmerGr').create({ type: 'bio', year: 2026, purpose: 'initial' });
    expect(response.statusCode).toBe(201);
    const { application } = response.json();
    expect(application).toMatchObject({
      type: 'bio', status: 'draft', year: 2026, purpose: 'initial', wizard_id: 'bio', wizard_version: 3,
      answers: {}, current_step: null, row_version: 1, submitted_at: null, editable: true,
      customer: { id: t.ids.farmerGr, name: 'Γιώργος Παπαδόπουλος' }, created_by: t.ids.farmerGr, consultant_id: null,
    });
    const history = await t.db.selectFrom('application_status_history').selectAll().where('application_id', '=', application.id).execute();
    expect(history).toMatchObject([{ from_status: null, to_status: 'draft', changed_by: t.ids.farmerGr }]);
  });

  it('answers a repeated create (same creator, same client_request_id) with the first draft and 200', async () => {
    const api = t.api('farmerGr');
    const first = await api.create({ type: 'globalgap', client_request_id: 'reload-1' });
    const again = await api.create({ type: 'globalgap', client_request_id: 'reload-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().application.id).toBe(first.json().application.id);
    // at once, as two tabs reloading together would
    const together = await Promise.all([1, 2, 3].map(() => api.create({ type: 'globalgap', client_request_id: 'reload-2' })));
    expect(new Set(together.map((r) => r.json().application.id)).size).toBe(1);
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    // the key is the creator's own: another person's same id is another draft
    const other = await t.api('farmerEs').create({ type: 'globalgap', client_request_id: 'reload-1' });
    expect(other.statusCode).toBe(201);
    expect(other.json().application.id).not.toBe(first.json().application.id);
  });

  it('keeps organic applications for customers in Greece', async () => {
    const response = await t.api('farmerEs').create({ type: 'bio' });
    expect(response.statusCode).toBe(403);
    expect(response.json().messageId).toBe('errors.greekUsersOnly');
    const forEs = await t.api('consultant').create({ type: 'bio', customer_id: t.ids.farmerEs });
    expect(forEs.json().messageId).toBe('errors.greekUsersOnly');
    expect((await t.api('consultant').create({ type: 'bio', customer_id: t.ids.farmerGr })).statusCode).toBe(201);
  });

  it('lets consultants and employees create for approved customers only', async () => {
    const consultant = await t.api('consultant').create({ type: 'globalgap', customer_id: t.ids.farmerEs });
    expect(consultant.statusCode).toBe(201);
    expect(consultant.json().application).toMatchObject({ consultant_id: t.ids.consultant, created_by: t.ids.consultant, customer: { id: t.ids.farmerEs } });
    const employee = await t.api('employee').create({ type: 'globalgap', customer_id: t.ids.farmerGr });
    expect(employee.statusCode).toBe(201);
    expect(employee.json().application).toMatchObject({ consultant_id: t.ids.consultant, created_by: t.ids.employee });
    for (const [who, body] of [
      ['consultant', { type: 'globalgap', customer_id: t.ids.otherFarmer }],
      ['otherConsultant', { type: 'globalgap', customer_id: t.ids.farmerGr }],
      ['farmerGr', { type: 'globalgap', customer_id: t.ids.farmerEs }],
    ] as const) {
      const response = await t.api(who).create(body);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().messageId).toBe('errors.notYourCustomer');
    }
    const without = await t.api('consultant').create({ type: 'globalgap' });
    expect(without.statusCode).toBe(400);
    expect(without.json().issues[0].path).toBe('/body/customer_id');
    expect((await t.api('staff').create({ type: 'globalgap' })).statusCode).toBe(403);
  });

  it('reads a draft back whole', async () => {
    const draft = await t.api('farmerGr').draft({ type: 'globalgap' });
    const response = await t.api('farmerGr').get(draft.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: draft.id, type: 'globalgap', wizard_id: 'globalgap', wizard_version: 2, answers: {}, row_version: 1 });
    expect((await t.api('farmerGr').get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('saves answers with the row version and refuses a stale one with the current copy', async () => {
    const api = t.api('farmerGr');
    const draft = await api.draft({ type: 'globalgap' });
    const saved = await api.save(draft.id, { answers: { general: { name: 'A' } }, current_step: 'general', row_version: 1, year: 2027 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ row_version: 2 });
    expect(new Date(saved.json().updated_at).getTime()).not.toBeNaN();

    const stale = await api.save(draft.id, { answers: { general: { name: 'B' } }, row_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      messageId: 'errors.staleDraft',
      current: { answers: { general: { name: 'A' } }, current_step: 'general', row_version: 2 },
    });
    const stored = (await api.get(draft.id)).json();
    expect(stored).toMatchObject({ answers: { general: { name: 'A' } }, current_step: 'general', row_version: 2, year: 2027 });

    // If-Match instead of the body's row version; a missing current_step keeps the stored one
    const viaHeader = await api.save(draft.id, { answers: { general: { name: 'C' } } }, { 'if-match': '"2"' });
    expect(viaHeader.statusCode).toBe(200);
    expect((await api.get(draft.id)).json()).toMatchObject({ answers: { general: { name: 'C' } }, current_step: 'general', row_version: 3 });
    const staleHeader = await api.save(draft.id, { answers: {} }, { 'if-match': 'W/"2"' });
    expect(staleHeader.statusCode).toBe(409);
    expect((await api.save(draft.id, { answers: {} }, { 'if-match': 'soon' })).statusCode).toBe(400);
    // the contract's If-Match (capitals) holds for the header Node hands over in lower case
    const tooLong = await api.save(draft.id, { answers: {} }, { 'If-Match': `"${'9'.repeat(40)}"` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toMatchObject({ path: '/headers/if-match', keyword: 'maxLength' });
    const none = await api.save(draft.id, { answers: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues[0].path).toBe('/body/row_version');
  });

  it('takes year and purpose for the lists from the general step unless the body sets them', async () => {
    const api = t.api('farmerGr');
    const draft = await api.draft({ type: 'globalgap' });
    await api.save(draft.id, { answers: { general: { year: 2028, purpose: 'extension' } }, row_version: 1 });
    expect((await api.get(draft.id)).json()).toMatchObject({ year: 2028, purpose: 'extension' });
    await api.save(draft.id, { answers: { general: { year: 2028 } }, row_version: 2, year: 2029, purpose: null });
    expect((await api.get(draft.id)).json()).toMatchObject({ year: 2029, purpose: null });
  });

  it('lets exactly one of two saves with the same row version win', async () => {
    const api = t.api('farmerGr');
    const draft = await api.draft({ type: 'globalgap' });
    const results = await Promise.all(
      ['first', 'second'].map((name) => api.save(draft.id, { answers: { general: { name } }, row_version: 1 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().current.row_version).toBe(2);
    expect(winner.json().row_version).toBe(2);
    expect((await api.get(draft.id)).json().answers).toEqual(loser.json().current.answers);
  });

  it('refuses malformed saves', async () => {
    const api = t.api('farmerGr');
    const draft = await api.draft({ type: 'globalgap' });
    for (const body of [{ answers: [], row_version: 1 }, { answers: {}, row_version: 'x' }, { answers: {}, row_version: 1, extra: 1 }, {}]) {
      const response = await api.save(draft.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('deletes drafts and refuses to delete or save anything else', async () => {
    const api = t.api('farmerGr');
    const draft = await api.draft({ type: 'globalgap' });
    expect((await api.remove(draft.id)).statusCode).toBe(204);
    expect((await api.get(draft.id)).statusCode).toBe(404);
    expect((await api.remove(draft.id)).statusCode).toBe(404);

    const other = await api.draft({ type: 'globalgap' });
    await t.db.updateTable('applications').set({ status: 'submitted' }).where('id', '=', other.id).execute();
    const refused = await api.remove(other.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageId).toBe('errors.notADraft');
    const save = await api.save(other.id, { answers: {}, row_version: 1 });
    expect(save.json().messageId).toBe('errors.notADraft');
    expect((await api.get(other.id)).json().editable).toBe(false);
  });

  it('lists what the caller may see, newest first, with each filter', async () => {
    const api = t.api('farmerEs');
    const a = await api.draft({ type: 'globalgap', year: 2030, purpose: 'renewal' });
    const b = await api.draft({ type: 'globalgap', year: 2031, purpose: 'initial' });
    await t.db.updateTable('applications').set({ status: 'finalized' }).where('id', '=', b.id).execute();
    const all = (await api.list()).json().items as { id: string; customer: { id: number } }[];
    expect(all.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(all.every((x) => x.customer.id === t.ids.farmerEs)).toBe(true);
    expect(all[0]).toMatchObject({ type: 'globalgap', status: 'finalized', year: 2031, purpose: 'initial', current_step: null, row_version: 1 });
    expect(all[0]).not.toHaveProperty('answers');

    const ids = async (query: string) => ((await api.list(query)).json().items as { id: string }[]).map((x) => x.id);
    expect(await ids('?year=2030')).toEqual([a.id]);
    expect(await ids('?status=finalized')).toEqual([b.id]);
    expect(await ids('?purpose=renewal')).toEqual([a.id]);
    expect(await ids('?type=bio')).toEqual([]);
    expect(await ids('?year=2031&type=globalgap&status=finalized')).toEqual([b.id]);

    const consultant = t.api('consultant');
    const esOnly = (await consultant.list(`?customer_id=${t.ids.farmerEs}`)).json().items as { customer: { id: number } }[];
    expect(esOnly.length).toBeGreaterThan(2);
    expect(esOnly.every((x) => x.customer.id === t.ids.farmerEs)).toBe(true);
    const grAndEs = (await consultant.list()).json().items as { customer: { id: number } }[];
    expect(new Set(grAndEs.map((x) => x.customer.id))).toEqual(new Set([t.ids.farmerEs, t.ids.farmerGr]));
    expect((await api.list('?year=abc')).statusCode).toBe(400);
    expect((await api.list('?type=other')).statusCode).toBe(400);
  });
});
