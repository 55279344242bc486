import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../helpers/server';
import { completeBio, startApplicationsServer, type Who } from './helpers';

// A save that follows a save of the same draft in the same process skips reading the draft
// (src/server/applications/saved-drafts.ts). Each case below saves once first, so that the
// second save is one of those: it must be answered exactly as a save that read the draft.
describe('a save right after a save of the same draft', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    t = await startApplicationsServer();
    const usernames: Partial<Record<Who, string>> = {
      farmerGr: 'demo.farmer.gr', consultant: 'demo.consultant', otherFarmer: 'other.farmer', otherConsultant: 'other.consultant', staff: 'demo.staff',
    };
    for (const [who, username] of Object.entries(usernames)) tokens[who as Who] = (await login(t.server.app, username)).access_token;
  }, 120_000);
  afterAll(() => t.close());

  // the raw call: no fixture documents recorded as the saver's own (helpers' `save` does that)
  const save = (who: Who, id: string, answers: unknown, rowVersion: number) =>
    t.server.app.inject({ method: 'PUT', url: `/api/applications/${id}/answers`, headers: bearer(tokens[who]), payload: { answers, row_version: rowVersion } });

  async function savedOnce(who: Who, body: Record<string, unknown> = { type: 'bio', year: 2026 }) {
    const draft = await t.api(who).draft(body);
    const first = await save(who, draft.id, { general: { name: 'Farm' } }, draft.row_version);
    expect(first.statusCode, first.body).toBe(200);
    return { id: draft.id, rowVersion: first.json().row_version as number };
  }

  it('answers 404 to whoever may not see the draft, 403 to staff, and changes nothing', async () => {
    const { id, rowVersion } = await savedOnce('farmerGr');
    expect((await save('otherFarmer', id, { general: { name: 'Mine' } }, rowVersion)).statusCode).toBe(404);
    expect((await save('otherConsultant', id, { general: { name: 'Mine' } }, rowVersion)).statusCode).toBe(404);
    expect((await save('staff', id, { general: { name: 'Mine' } }, rowVersion)).statusCode).toBe(403);
    const stored = (await t.api('farmerGr').get(id)).json();
    expect(stored).toMatchObject({ row_version: rowVersion, answers: { general: { name: 'Farm' } } });
  });

  it("answers 404 once the consultant's link to the customer has ended", async () => {
    const { id, rowVersion } = await savedOnce('consultant', { type: 'globalgap', customer_id: t.ids.farmerEs });
    await t.db.updateTable('consultant_customers').set({ status: 'declined' }).where('consultant_id', '=', t.ids.consultant).where('customer_id', '=', t.ids.farmerEs).execute();
    try {
      expect((await save('consultant', id, { general: { name: 'Later' } }, rowVersion)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('consultant_customers').set({ status: 'approved' }).where('consultant_id', '=', t.ids.consultant).where('customer_id', '=', t.ids.farmerEs).execute();
    }
  });

  it("refuses a document that is another person's upload, named anew", async () => {
    const { id, rowVersion } = await savedOnce('farmerGr');
    const theirs = randomUUID();
    await t.db.insertInto('files').values({ id: theirs, owner_id: t.ids.otherFarmer, document_type: 'fixture', original_name: 'a.pdf', media_type: 'application/pdf', size: 1, sha256: '0'.repeat(64) }).execute();
    const named = { general: { name: 'Farm' }, submission: { signed_application: [{ id: theirs, name: 'a.pdf', size: 1, media_type: 'application/pdf' }] } };
    const refused = await save('farmerGr', id, named, rowVersion);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: '/answers/submission/signed_application/0', messageId: 'validation.errors.documentNotReadable' })]);
  });

  it('checks a scope it starts against the active applications', async () => {
    const api = t.api('farmerGr');
    const active = await api.draft({ type: 'bio', year: 2026 });
    expect((await api.save(active.id, { answers: completeBio(['processing']), row_version: 1 })).statusCode).toBe(200);
    expect((await api.submit(active.id, { row_version: 2 })).statusCode).toBe(200);
    const { id, rowVersion } = await savedOnce('farmerGr');
    const duplicate = await save('farmerGr', id, completeBio(['processing']), rowVersion);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().messageId).toBe('errors.duplicateOrganicApplication');
  });

  it('refuses an older row version with the current copy, and a submitted application as no draft', async () => {
    const { id, rowVersion } = await savedOnce('farmerGr');
    const next = await save('farmerGr', id, { general: { name: 'Second' } }, rowVersion);
    expect(next.statusCode).toBe(200);
    const stale = await save('farmerGr', id, { general: { name: 'Stale' } }, rowVersion);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageId: 'errors.staleDraft', current: { answers: { general: { name: 'Second' } } } });

    const latest = next.json().row_version as number;
    const third = await save('farmerGr', id, completeBio(['production']), latest);
    expect(third.statusCode).toBe(200);
    expect((await t.api('farmerGr').submit(id, { row_version: third.json().row_version })).statusCode).toBe(200);
    const late = await save('farmerGr', id, completeBio(['production']), third.json().row_version);
    expect(late.statusCode).toBe(409);
    expect(late.json().messageId).toBe('errors.notADraft');
  });
});
