import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, scaleTestsSkipped, startApi, startPostgres, type ApiProcess, type Postgres } from './cluster';
import { answersV1, writeSchemasV1, writeSchemasV2 } from '../server/revisions/changed-schemas';

/**
 * Questionnaire revisions (issue 45, docs/revisions.md) with two API processes on one
 * PostgreSQL, each started on another questionnaire folder as during a rolling deploy (A: the
 * release before a change of the organic form, B: after it). A revision one process stored is
 * read by the other from the database: B shows A's submitted application with A's form, which
 * B's files no longer hold, and moves A's draft to its own.
 */

const PASSWORD = 'DemoPass2026';
let postgres: Postgres | undefined;
let a: ApiProcess;
let b: ApiProcess;
let dataDir: string;
const v1 = writeSchemasV1();
const v2 = writeSchemasV2(v1);

const env = (schemas: string) => ({ DATABASE_URL: postgres!.url, DATA_DIR: dataDir, SCHEMAS_DIR: schemas, RATE_LIMITS: 'off' });

beforeAll(async () => {
  postgres = await startPostgres();
  if (!postgres) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-revisions-'));
  a = await startApi(env(v1));
  b = await startApi(env(v2));
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.close();
  for (const dir of [dataDir, v1, v2]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

const noPostgres = scaleTestsSkipped();

describe.skipIf(noPostgres)('questionnaire revisions with two API processes on one PostgreSQL', () => {
  it('a revision stored by one process is what the other shows and moves drafts from', async () => {
    const onA = apiOf(a.url);
    const onB = apiOf(b.url);
    const signIn = await onA('POST', '/users/login', { body: { username: 'demo.farmer.gr', password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const token = signIn.body.access_token as string;

    // on A (version 1): one application submitted, one draft for other activities
    const submitted = (await onA('POST', '/applications', { token, body: { type: 'bio' } })).body.application;
    const saved = await onA('PUT', `/applications/${submitted.id}/answers`, { token, body: { answers: answersV1(), row_version: submitted.row_version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await onA('POST', `/applications/${submitted.id}/submit`, { token, body: { row_version: saved.body.row_version } })).status).toBe(200);
    const draft = (await onA('POST', '/applications', { token, body: { type: 'bio' } })).body.application;
    const draftAnswers = { ...answersV1(2027), scope: { activities: ['processing'], sub_scopes: ['plant_production'] } };
    expect((await onA('PUT', `/applications/${draft.id}/answers`, { token, body: { answers: draftAnswers, row_version: draft.row_version } })).status).toBe(200);
    const v1Hash = (await onA('GET', `/applications/${submitted.id}`, { token })).body.revision.hash as string;

    // on B (version 2): the submitted one on A's revision, read from the database
    const frozen = (await onB('GET', `/applications/${submitted.id}`, { token })).body;
    expect(frozen.revision).toMatchObject({ hash: v1Hash, version: 1, current: false });
    expect(frozen.answers.general.responsible_person).toBe('Maria Papadopoulou');
    const revision = await onB('GET', `/questionnaire-revisions/${v1Hash}`, { token });
    expect(revision.status).toBe(200);
    expect(revision.body.bundle.forms['test/general'].schema.properties).toHaveProperty('responsible_person');
    expect(revision.headers.get('cache-control')).toContain('immutable');

    // A's draft read on B: moved to B's revision once
    const moved = (await onB('GET', `/applications/${draft.id}`, { token })).body;
    expect(moved.revision).toMatchObject({ version: 2, current: true });
    expect(moved.answers.general).toMatchObject({ manager: 'Maria Papadopoulou', standard: 'eu-2018-848-2024', area: 12.5 });
    expect(moved.revision.notice).toMatchObject({ fromVersion: 1, toVersion: 2 });
    // and read again on A, still on the release before: left on B's revision, never moved back
    const onOlder = await onA('GET', `/applications/${draft.id}`, { token });
    expect(onOlder.status).toBe(200);
    expect(onOlder.body.revision.hash).toBe(moved.revision.hash);
    expect(onOlder.body.answers).toEqual(moved.answers);
  });
});
