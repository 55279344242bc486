import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { readConfig, type ServerConfig } from '../../../src/server/core/config';
import { bearer, login } from '../../helpers/server';
import { pdfText } from '../../helpers/pdf-text';
import { answersV1, writeSchemasV1, writeSchemasV2 } from './changed-schemas';

/**
 * Issue 45, as a server test through fastify.inject: two server runs on one database (PGlite
 * on disk), an analyst's change of the questionnaire between them (rename, removed choice,
 * new required question, a question moved to another step, one dropped) with its migrations.
 * Submitted and certified applications read and print as before; a draft is moved once, says
 * what changed, keeps the renamed answer in its new place, asks the new question and submits;
 * a renewal starts migrated.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of the API, read by a test

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-revisions-'));
const v1 = writeSchemasV1();
const v2 = writeSchemasV2(v1);

async function serverOn(schemasDir: string) {
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir,
    databaseUrl: undefined, // PGlite in the data folder: the second run opens what the first wrote
    clientDir: path.join(dataDir, 'client'),
    logLevel: 'silent',
    rateLimits: false,
    demoApplications: false,
    schemasDir,
  };
  const app = await buildApp(config);
  const tokens = new Map<string, string>();
  const as = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await login(app, username)).access_token);
    return bearer(tokens.get(username)!);
  };
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: await as(who), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: (response.body && response.headers['content-type']?.toString().includes('json') ? response.json() : undefined) as Json, raw: response.rawPayload };
  };
  return { app, call };
}

const FARMER = 'demo.farmer.gr';
const STAFF = 'demo.staff';
/** A PDF's text without its footer (the day it was printed). */
const printed = (pdf: Buffer) => pdfText(pdf).split('\n').filter((line) => !/·.*\s\d+\/\d+\s*$/.test(line)).join('\n');

describe('a questionnaire changed between two runs on one database', () => {
  let first: Awaited<ReturnType<typeof serverOn>> | undefined;
  let second: Awaited<ReturnType<typeof serverOn>> | undefined;
  const ids: Record<'submitted' | 'certified' | 'draft' | 'sentDraft', string> = { submitted: '', certified: '', draft: '', sentDraft: '' };
  const before: Record<string, { view: Json; pdf: string }> = {};
  let v1Hash = '';

  beforeAll(async () => {
    first = await serverOn(v1);
    const { call } = first;
    // two applications submitted under version 1: last year's, certified, and this year's renewal of it
    for (const [key, year, purpose] of [['certified', 2025, 'initial'], ['submitted', 2026, 'renewal']] as const) {
      const draft = (await call(FARMER, 'POST', '/applications', { type: 'bio' })).body.application;
      const answers = { ...answersV1(year), general: { ...answersV1(year).general, purpose } };
      const saved = await call(FARMER, 'PUT', `/applications/${draft.id}/answers`, { answers, row_version: draft.row_version });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const sent = await call(FARMER, 'POST', `/applications/${draft.id}/submit`, { row_version: saved.body.row_version });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      ids[key] = draft.id;
      if (key === 'certified') await first.app.database.db.updateTable('applications').set({ status: 'certified', lifecycle_state: 'certified' }).where('id', '=', draft.id).execute();
    }
    for (const key of ['submitted', 'certified'] as const) {
      const view = (await call(FARMER, 'GET', `/applications/${ids[key]}`)).body;
      before[key] = { view, pdf: printed((await call(FARMER, 'GET', `/applications/${ids[key]}/pdf?locale=en`)).raw) };
    }
    v1Hash = before.submitted.view.revision.hash;
    // two drafts answered under version 1: one opened after the change, one saved to from a page of before
    for (const key of ['draft', 'sentDraft'] as const) {
      const draft = (await call(FARMER, 'POST', '/applications', { type: 'bio' })).body.application;
      // other activities than the submitted ones: a draft for the same would be refused as a duplicate
      const answers = { ...answersV1(2027), scope: { activities: ['processing'], sub_scopes: ['plant_production'] } };
      const saved = await call(FARMER, 'PUT', `/applications/${draft.id}/answers`, { answers, row_version: draft.row_version });
      expect(saved.status).toBe(200);
      ids[key] = draft.id;
    }
    await first.app.close();
    first = undefined;
    second = await serverOn(v2);
  }, 120_000);

  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    for (const dir of [dataDir, v1, v2]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a new draft records the revision of today, and a submitted one is on version 1', () => {
    expect(before.submitted.view.revision).toMatchObject({ version: 1, current: true, notice: null, retired: [] });
    expect(v1Hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(['submitted', 'certified'] as const)('the %s application reads and prints as it did, on its own revision', async (key) => {
    const { call } = second!;
    const after = (await call(FARMER, 'GET', `/applications/${ids[key]}`)).body;
    expect(after.answers).toEqual(before[key].view.answers);
    expect(after.answers.general.responsible_person).toBe('Maria Papadopoulou');
    expect(after.revision).toMatchObject({ hash: v1Hash, version: 1, current: false, steps: before[key].view.revision.steps });
    expect(after.row_version).toBe(before[key].view.row_version);
    const pdf = printed((await call(FARMER, 'GET', `/applications/${ids[key]}/pdf?locale=en`)).raw);
    expect(pdf).toBe(before[key].pdf);
    expect(pdf).toContain('Person responsible');
    expect(pdf).toContain('Regulation (EU) 2018/848');
    expect(pdf).not.toContain('eu-2018-848');
  });

  it('its revision is served to whoever is signed in, and staff see what changed since', async () => {
    const { call } = second!;
    const revision = await call(FARMER, 'GET', `/questionnaire-revisions/${v1Hash}`);
    expect(revision.status).toBe(200);
    expect(revision.body).toMatchObject({ hash: v1Hash, wizard_id: 'bio', version: 1 });
    expect(revision.body.bundle.forms['test/general'].schema.properties.responsible_person.title).toBe('Person responsible');
    expect((await call(FARMER, 'GET', `/questionnaire-revisions/${'0'.repeat(64)}`)).status).toBe(404);

    const changes = await call(STAFF, 'GET', `/questionnaire-revisions/${v1Hash}/changes`);
    expect(changes.status, JSON.stringify(changes.body)).toBe(200);
    expect(changes.body.from).toEqual({ hash: v1Hash, version: 1 });
    expect(changes.body.to.version).toBe(2);
    // the engine's comparison, each change with the message that says it; a question moved to
    // another step once, where it went; every breaking change with the migration that covers it
    const listed = (changes.body.changes as Json[]).map((c) => [c.kind, c.pointer, c.messageId]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['question-renamed', '/general/manager', 'applications.revision.change.question-renamed'],
        ['question-renamed', '/general/area', 'applications.revision.change.question-renamed'],
        ['question-removed', '/general/bonus', 'applications.revision.change.question-removed'],
        ['choice-removed', '/general/standard', 'applications.revision.change.choice-removed'],
        ['choice-added', '/general/standard', 'applications.revision.change.choice-added'],
        ['question-added', '/plant-production/irrigated', 'applications.revision.change.question-added'],
      ]),
    );
    expect(listed).not.toContainEqual(expect.arrayContaining(['question-removed', '/plant-production/area']));
    expect(changes.body.changes).toContainEqual(
      expect.objectContaining({ kind: 'question-renamed', stepId: 'general', pointer: '/general/manager', from: '/general/responsible_person', title: 'Farm manager', fromTitle: 'Person responsible', migration: { rename: '/general/responsible_person', to: '/general/manager' } }),
    );
    expect(changes.body.changes).toContainEqual(expect.objectContaining({ kind: 'question-added', pointer: '/plant-production/irrigated', title: 'Irrigated', after: true, breaking: true }));
    expect(changes.body.changes).toContainEqual(expect.objectContaining({ kind: 'choice-removed', choice: 'eu-2018-848', choiceTitle: 'Regulation (EU) 2018/848' }));
    expect((await call(FARMER, 'GET', `/questionnaire-revisions/${v1Hash}/changes`)).status).toBe(403);
  });

  it('a draft is moved once: renamed, mapped and moved answers in their new places, the dropped one kept as no longer asked, with a notice', async () => {
    const { call } = second!;
    const opened = (await call(FARMER, 'GET', `/applications/${ids.draft}`)).body;
    expect(opened.answers.general).toMatchObject({ name: 'Farm', manager: 'Maria Papadopoulou', standard: 'eu-2018-848-2024', area: 12.5 });
    expect(opened.answers.general).not.toHaveProperty('responsible_person');
    expect(opened.answers.general).not.toHaveProperty('bonus');
    expect(opened.answers['plant-production']).toEqual({ crops: ['olives'] });
    expect(opened.revision).toMatchObject({ version: 2, current: true });
    expect(opened.revision.hash).not.toBe(v1Hash);
    expect(opened.revision.notice).toMatchObject({ fromVersion: 1, toVersion: 2 });
    expect(opened.revision.notice.steps.map((s: Json) => s.stepId)).toEqual(expect.arrayContaining(['general', 'plant-production']));
    expect(opened.revision.retired).toEqual([expect.objectContaining({ pointer: '/general/bonus', value: 'LOYAL-7', stepId: 'general' })]);

    // read again: not moved a second time
    const again = (await call(FARMER, 'GET', `/applications/${ids.draft}`)).body;
    expect(again.row_version).toBe(opened.row_version);
    expect(again.answers).toEqual(opened.answers);

    // submitting asks the new question only, never about a field the person cannot see
    const refused = await call(FARMER, 'POST', `/applications/${ids.draft}/submit`, { row_version: opened.row_version });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.steps)).toContain('irrigated');
    expect(JSON.stringify(refused.body)).not.toMatch(/responsible_person|bonus/);
    const answered = { ...opened.answers, 'plant-production': { ...opened.answers['plant-production'], irrigated: true } };
    const saved = await call(FARMER, 'PUT', `/applications/${ids.draft}/answers`, { answers: answered, row_version: opened.row_version });
    expect(saved.status).toBe(200);
    const sent = await call(FARMER, 'POST', `/applications/${ids.draft}/submit`, { row_version: saved.body.row_version });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('a save from a page of before the change is moved the same way, not refused', async () => {
    const { call, app } = second!;
    const stored = await app.database.db.selectFrom('applications').select(['row_version', 'revision_hash']).where('id', '=', ids.sentDraft).executeTakeFirstOrThrow();
    expect(stored.revision_hash).toBe(v1Hash);
    const oldPage = { ...answersV1(2027), scope: { activities: ['processing'], sub_scopes: ['plant_production'] }, general: { ...answersV1(2027).general, responsible_person: 'Nikos Georgiou', bonus: 'TYPED-ON-THE-PAGE' } };
    const saved = await call(FARMER, 'PUT', `/applications/${ids.sentDraft}/answers`, { answers: oldPage, row_version: stored.row_version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const view = (await call(FARMER, 'GET', `/applications/${ids.sentDraft}`)).body;
    expect(view.answers.general).toMatchObject({ manager: 'Nikos Georgiou', standard: 'eu-2018-848-2024', area: 12.5 });
    expect(view.answers.general).not.toHaveProperty('responsible_person');
    expect(view.revision.notice).not.toBeNull();
    // what the page sent that no migration places is kept, as the person typed it last, once
    expect(view.revision.retired).toEqual([expect.objectContaining({ pointer: '/general/bonus', value: 'TYPED-ON-THE-PAGE', stepId: 'general' })]);

    // dismissed: the notice and the answers no longer asked are gone, the answers and row version stay
    expect((await call(FARMER, 'DELETE', `/applications/${ids.sentDraft}/revision-notice`)).status).toBe(204);
    const dismissed = (await call(FARMER, 'GET', `/applications/${ids.sentDraft}`)).body;
    expect(dismissed.revision).toMatchObject({ notice: null, retired: [] });
    expect(dismissed.answers).toEqual(view.answers);
    expect(dismissed.row_version).toBe(view.row_version);
    expect((await call(STAFF, 'DELETE', `/applications/${ids.sentDraft}/revision-notice`)).status).toBe(403);
    expect((await call(FARMER, 'DELETE', `/applications/${ids.submitted}/revision-notice`)).status).toBe(409);
  });

  it('an application sent back to its customer ("request completion") is a draft again, moved to today when next read', async () => {
    const { call, app } = second!;
    // what the lifecycle's request_completion writes (lifecycle/records-store.ts): a draft again, on its own revision
    await app.database.db.updateTable('applications').set({ status: 'draft', lifecycle_state: null }).where('id', '=', ids.submitted).execute();
    const reopened = (await call(FARMER, 'GET', `/applications/${ids.submitted}`)).body;
    expect(reopened.revision).toMatchObject({ version: 2, current: true });
    expect(reopened.revision.notice).toMatchObject({ fromVersion: 1, toVersion: 2 });
    expect(reopened.answers.general).toMatchObject({ manager: 'Maria Papadopoulou', standard: 'eu-2018-848-2024' });
  });
  it('a renewal of the certified application starts from its answers moved to today', async () => {
    const { call } = second!;
    // after the test above: the 2026 application, a draft again, no longer holds the scope (a
    // renewal is refused while another active application covers it: applications/rules.ts)
    const created = await call(FARMER, 'POST', '/applications', { type: 'bio', renewal_of: ids.certified });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renewal = created.body.application;
    expect(renewal.answers.general).toMatchObject({ manager: 'Maria Papadopoulou', standard: 'eu-2018-848-2024', area: 12.5, year: 2026, purpose: 'renewal' });
    expect(renewal.answers.general).not.toHaveProperty('responsible_person');
    expect(renewal.revision).toMatchObject({ version: 2, current: true });
  });

});
