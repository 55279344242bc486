import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardRegistry } from '../../../src/server/applications/wizards';
import { completeBio, completeGlobalgap, startApplicationsServer } from './helpers';

describe('submitting applications', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer();
  });
  afterAll(() => t.close());

  it('names every failing visible step, then submits once the answers are complete', async () => {
    const api = t.api('farmerGr');
    const draft = await api.draft({ type: 'bio' });
    await api.save(draft.id, { answers: { general: {}, scope: { activities: [], sub_scopes: ['plant_production'] } }, row_version: 1 });
    const incomplete = await api.submit(draft.id, { row_version: 2 });
    expect(incomplete.statusCode).toBe(400);
    const body = incomplete.json();
    expect(body.messageId).toBe('errors.applicationIncomplete');
    expect(body.steps.map((s: { step: string }) => s.step)).toEqual(['general', 'scope', 'plant-production']);
    expect(body.steps[0]).toMatchObject({ form: 'test/general', issues: [{ path: '/name', keyword: 'required', messageId: 'validation.errors.required' }] });
    expect(body.steps[1].issues[0]).toMatchObject({ path: '/activities', keyword: 'minItems' });
    expect(body.issues).toEqual([expect.objectContaining({ path: '/year', keyword: 'required' })]);
    expect((await api.get(draft.id)).json().status).toBe('draft');

    // a hidden step's answers neither block the submission nor stay
    const answers = { ...completeBio(), scope: { activities: ['production'], sub_scopes: [] }, 'plant-production': { crops: [] } };
    const saved = await api.save(draft.id, { answers, row_version: 2, year: 2026 });
    expect(saved.statusCode).toBe(200);
    expect((await api.submit(draft.id, { row_version: 2 })).json().messageId).toBe('errors.staleDraft');
    const submitted = await api.submit(draft.id, {}, { 'if-match': '"3"' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', row_version: 4 });
    const stored = (await api.get(draft.id)).json();
    expect(stored).toMatchObject({ status: 'submitted', submitted_at: submitted.json().submitted_at, editable: false });
    expect(stored.answers).not.toHaveProperty('plant-production');
    const history = await t.db.selectFrom('application_status_history').selectAll().where('application_id', '=', draft.id).orderBy('id').execute();
    expect(history.map((h) => [h.from_status, h.to_status, h.changed_by])).toEqual([
      [null, 'draft', t.ids.farmerGr],
      ['draft', 'submitted', t.ids.farmerGr],
    ]);
    expect((await api.submit(draft.id, { row_version: 4 })).json().messageId).toBe('errors.notADraft');
  });

  it('blocks a GLOBALG.A.P. application while another one for the same standard is active, from its start', async () => {
    const api = t.api('consultant');
    const start = async (standard: string) => {
      const draft = await api.draft({ type: 'globalgap', customer_id: t.ids.farmerEs, year: 2026 });
      return { id: draft.id, saved: await api.save(draft.id, { answers: completeGlobalgap(standard), row_version: 1 }) };
    };
    // Two drafts started before either is submitted: the second is refused at submission.
    const first = await start('IFA v6');
    const raced = await start('IFA v6');
    expect([first.saved.statusCode, raced.saved.statusCode]).toEqual([200, 200]);
    expect((await api.submit(first.id, { row_version: 2 })).statusCode).toBe(200);
    const atSubmission = await api.submit(raced.id, { row_version: 2 });
    expect(atSubmission.statusCode).toBe(409);
    expect(atSubmission.json().messageId).toBe('errors.activeApplicationExists');
    // A draft started now is refused as soon as its scope names the standard, naming the active one.
    const second = await start('IFA v6');
    expect(second.saved.statusCode).toBe(409);
    expect(second.saved.json()).toMatchObject({
      messageId: 'errors.activeApplicationExists',
      issues: [{ path: '/answers/scope/standard', messageId: 'applications.blocking.activeApplication', params: { year: 2026, type: 'IFA v6', reference: (await api.get(first.id)).json().reference, status: 'submitted' } }],
    });
    const other = await start('IFA v5.2');
    expect(other.saved.statusCode).toBe(200);
    expect((await api.submit(other.id, { row_version: 2 })).statusCode).toBe(200);
    // another customer's application does not count, and a rejected one no longer blocks
    const elsewhere = await t.api('farmerGr').draft({ type: 'globalgap', year: 2026 });
    await t.api('farmerGr').save(elsewhere.id, { answers: completeGlobalgap('IFA v6'), row_version: 1 });
    expect((await t.api('farmerGr').submit(elsewhere.id, { row_version: 2 })).statusCode).toBe(200);
    expect((await t.api('staff').review(first.id, { outcome: 'reject', notes: 'Not eligible.' })).statusCode).toBe(200);
    expect((await api.save(second.id, { answers: completeGlobalgap('IFA v6'), row_version: 1 })).statusCode).toBe(200);
    expect((await api.submit(second.id, { row_version: 2 })).statusCode).toBe(200);
  });

  it('blocks an organic application whose activities overlap an active one, from its start', async () => {
    const api = t.api('farmerGr');
    const start = async (activities: string[]) => {
      const draft = await api.draft({ type: 'bio', year: 2026 });
      return { id: draft.id, saved: await api.save(draft.id, { answers: completeBio(activities), row_version: 1 }) };
    };
    const first = await start(['beekeeping', 'processing']);
    expect((await api.submit(first.id, { row_version: 2 })).statusCode).toBe(200);
    const duplicate = await start(['processing']);
    expect(duplicate.saved.statusCode).toBe(409);
    expect(duplicate.saved.json()).toMatchObject({
      messageId: 'errors.duplicateOrganicApplication',
      issues: [{ path: '/answers/scope/activities', messageId: 'applications.blocking.organicDuplicate', params: { year: 2026, type: 'bio', reference: (await api.get(first.id)).json().reference } }],
    });
    const trading = await start(['trading']);
    expect(trading.saved.statusCode).toBe(200);
    expect((await api.submit(trading.id, { row_version: 2 })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous submissions of the same standard through', async () => {
    const api = t.api('farmerGr');
    const drafts = [];
    for (let i = 0; i < 2; i++) {
      const draft = await api.draft({ type: 'globalgap', year: 2027 });
      await api.save(draft.id, { answers: completeGlobalgap('Aquaculture'), row_version: 1 });
      drafts.push(draft);
    }
    const results = await Promise.all(drafts.map((d) => api.submit(d.id, { row_version: 2 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

const wizards = createWizardRegistry();

describe('the real wizard manifests', () => {
  it('load with their conditions compiled', () => {
    const bio = wizards.load('bio');
    expect(bio.manifest.id).toBe('bio');
    const ids = (answers: Record<string, unknown>) => bio.visible(answers).map((s) => s.id);
    expect(ids({})).not.toContain('plant-production');
    expect(ids({ scope: { sub_scopes: ['plant_production'] } })).toContain('plant-production');
    const gg = wizards.load('globalgap');
    expect(gg.visible({ scope: { addons: ['grasp'] } }).map((s) => s.id)).toContain('grasp');
    expect(gg.visible({ scope: { addons: [] } }).map((s) => s.id)).not.toContain('grasp');
    expect(() => wizards.load('../etc')).toThrow();
  });
});

describe('drafts of the real wizards', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
  });
  afterAll(() => t.close());

  it('record the manifest id and version they are created with', async () => {
    for (const type of ['bio', 'globalgap'] as const) {
      const { wizard_id, wizard_version } = await t.api('farmerGr').draft({ type });
      expect(wizard_id).toBe(type);
      expect(wizard_version).toBe(wizards.load(type).manifest.version);
    }
  });
});

describe('warming the wizards up after a start', () => {
  it('compiles every step form in turns, letting other work run between them, and judges answers as before', async () => {
    const warmed = createWizardRegistry();
    let warming = true;
    let turnsOfOtherWork = 0;
    const otherWork = () => {
      if (!warming) return;
      turnsOfOtherWork += 1;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    await warmed.warm();
    warming = false;
    const stepCount = ['bio', 'globalgap'].reduce((sum, id) => sum + warmed.load(id).manifest.steps.length, 0);
    expect(turnsOfOtherWork).toBeGreaterThanOrEqual(stepCount);
    for (const id of ['bio', 'globalgap']) {
      const steps = warmed.load(id).visible({});
      expect(warmed.problems(steps, {})).toEqual(wizards.problems(wizards.load(id).visible({}), {}));
    }
  });
});
