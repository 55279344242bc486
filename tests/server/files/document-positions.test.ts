import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredDocuments, FILE_REF_DEF } from '../../../src/engine/declared-documents';
import { schemaCatalogOf, SCHEMAS_DIR } from '../../../src/engine/schema-folder';
import { walkSchema } from '../../../src/engine/schema-walk';
import { operations, spec } from '../core/contract-fuzz/contract';
import { startApplicationsServer, type Who } from '../applications/helpers';
import { multipart, pdf } from '../../helpers/uploads';
import { bearer, login } from '../../helpers/server';

/**
 * Generated over the catalogue: wherever a form declares a document — every operation that
 * carries a form, every wizard step, the profile — a document the caller may not read is
 * refused with a 400 naming its place. The sample answers (schemas/fixtures) give each form a
 * valid body; their documents are replaced by another person's upload.
 */
const catalog = schemaCatalogOf();
type Json = Record<string, unknown>;

const fixtureOf = (formId: string): Json | undefined => {
  const file = path.join(SCHEMAS_DIR, 'fixtures', `${formId}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Json) : undefined;
};
const declaresDocuments = (formId: string) => {
  let found = false;
  walkSchema(catalog.forms.get(formId)!.schema, ({ schema, pointer }) => {
    if (!pointer.startsWith('/$defs') && schema.$ref === FILE_REF_DEF) found = true;
  });
  return found;
};

/**
 * The fixture with `foreign` at every place the form declares a document (an array's first
 * item), and each document the fixture names replaced by it; the places it then stands.
 */
function withForeign(formId: string, fixture: Json, foreign: Json): { body: Json; places: string[] } {
  const schema = catalog.forms.get(formId)!.schema;
  const body = structuredClone(fixture);
  walkSchema(schema, ({ schema: node, pointer, dataPath }) => {
    if (pointer.startsWith('/$defs') || node.$ref !== FILE_REF_DEF || !dataPath.length) return;
    let parent: unknown = body;
    for (const [index, segment] of dataPath.entries()) {
      const last = index === dataPath.length - 1;
      const key = segment === '[]' ? 0 : segment;
      const container = parent as Record<string | number, unknown>;
      if (last) container[key] = { ...foreign };
      else {
        container[key] ??= dataPath[index + 1] === '[]' ? [] : {};
        parent = container[key];
      }
      if (parent === null || typeof parent !== 'object') return;
    }
  });
  const places = declaredDocuments(schema, body).map((d) => d.path);
  for (const place of places) {
    const segments = place.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = segments.pop()!;
    const parent = segments.reduce<Json>((node, key) => node[key] as Json, body);
    parent[last] = { ...foreign };
  }
  return { body, places };
}

const formOperations = operations
  .map((op) => ({ op, form: ((spec.paths as Json)[op.path] as Record<string, Json>)[op.method.toLowerCase()]['x-fastify-config'] as { form?: string } | undefined }))
  .filter((entry): entry is { op: (typeof operations)[number]; form: { form: string } } => typeof entry.form?.form === 'string' && declaresDocuments(entry.form.form))
  .map(({ op, form }) => ({ op, formId: form.form }));

let t: Awaited<ReturnType<typeof startApplicationsServer>>;
let foreign: Json;
/** A submitted application of the Greek demo farmer: the caller of every operation below may see it. */
let applicationId: string;
beforeAll(async () => {
  t = await startApplicationsServer({ realSchemas: true });
  const row = await t.db
    .insertInto('applications')
    .values({ owner_id: t.ids.farmerGr, created_by: t.ids.farmerGr, family: 'bio', wizard_id: 'bio', wizard_version: 1, year: 2026, purpose: 'initial', answers: '{}', status: 'submitted', submitted_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  applicationId = row.id;
  const token = await login(t.server.app, 'other.farmer');
  const { payload, contentType } = multipart({ name: 'theirs.pdf', type: 'application/pdf', bytes: pdf('theirs') });
  const uploaded = await t.server.app.inject({ method: 'POST', url: '/api/files', headers: { ...bearer(token.access_token), 'content-type': contentType }, payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const file = uploaded.json();
  foreign = { id: file.id, name: file.name, size: file.size, media_type: file.media_type };
}, 120_000);
afterAll(() => t?.close());

const expectRefused = (response: { statusCode: number; body: string; json: () => Json }, places: string[], prefix = '') => {
  expect(response.statusCode, response.body).toBe(400);
  const issues = response.json().issues as { path: string; messageId: string }[];
  for (const place of places) expect(issues, place).toContainEqual(expect.objectContaining({ path: `${prefix}${place}`, messageId: 'validation.errors.documentNotReadable' }));
};

describe('every operation whose form declares a document refuses one the caller may not read', () => {
  it('the contract has such operations (the cases below are not empty)', () => {
    expect(formOperations.length).toBeGreaterThanOrEqual(10);
  });

  it.each(formOperations.map((entry) => [entry.op.operationId, entry] as const))('%s', async (_name, { op, formId }) => {
    const fixture = fixtureOf(formId);
    expect(fixture, `schemas/fixtures/${formId}.json`).toBeDefined();
    const { body, places } = withForeign(formId, fixture!, foreign);
    expect(places.length, `the fixture of ${formId} names a document`).toBeGreaterThan(0);
    // staff's operations name a duty (reviewer, inspector) or staff at large; demo.staff holds every duty
    const who: Who = op.scopes?.some((scope) => ['staff', 'reviewer', 'inspector', 'staff_admin'].includes(scope)) ? 'staff' : 'farmerGr';
    const bodySchema = Object.values(op.body)[0] as Json | undefined;
    const rowVersion = (bodySchema?.properties as Json | undefined)?.row_version ? { row_version: 1 } : {};
    // the application is one the caller sees; any record under it (a finding, a request) need not exist
    const url = op.path.replace('{id}', applicationId).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const response = await t.call(who, op.method.toUpperCase() === 'PUT' ? 'PUT' : 'POST', url, { ...body, ...rowVersion });
    expectRefused(response, places);
  });
});

describe('every wizard step and profile form that declares a document refuses one the caller may not read', () => {
  const steps = catalog.wizards.flatMap((wizard) => wizard.steps.filter((step) => declaresDocuments(step.form)).map((step) => ({ wizard: wizard.id, step })));

  it.each(steps.map((entry) => [`${entry.wizard} ${entry.step.id}`, entry] as const))('%s', async (_name, { wizard, step }) => {
    const fixture = fixtureOf(step.form);
    expect(fixture, `schemas/fixtures/${step.form}.json`).toBeDefined();
    const { body, places } = withForeign(step.form, fixture!, foreign);
    expect(places.length, `the fixture of ${step.form} names a document`).toBeGreaterThan(0);
    const who: Who = wizard === 'bio' ? 'farmerGr' : 'farmerEs';
    const draft = await t.api(who).draft({ type: wizard });
    const response = await t.call(who, 'PUT', `/applications/${draft.id}/answers`, { answers: { [step.id]: body }, row_version: draft.row_version });
    expectRefused(response, places, `/answers/${step.id}`);
  });

  it('the profile', async () => {
    const formId = catalog.chooseForm('profile', { role: 'client' });
    const { body, places } = withForeign(formId, fixtureOf(formId)!, foreign);
    expect(places.length).toBeGreaterThan(0);
    const profile = (await t.call('farmerGr', 'GET', '/users/profile')).json();
    const response = await t.call('farmerGr', 'PUT', '/users/profile', { ...body, id: profile.id });
    expectRefused(response, places);
  });
});
