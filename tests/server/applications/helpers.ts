import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../../src/server/core/config';
import { hashPassword } from '../../../src/server/accounts/passwords';
import { bearer, DEMO_PASSWORD, login, startTestServer } from '../../helpers/server';
import { SCHEMAS_DIR } from '../../../src/engine/schema-folder';

const write = (dir: string, file: string, content: unknown) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
};

// Where the lists' year and purpose are in the answers (as the real manifests declare).
const listed = { year: '/general/year', purpose: '/general/purpose' };

const contains = (step: string, field: string, value: string) => ({
  required: [step],
  properties: { [step]: { required: [field], properties: { [field]: { contains: { const: value } } } } },
});

/**
 * A schemas folder of its own: two tiny wizards named like the real ones (bio, globalgap) over
 * test forms, so the tests do not depend on the questionnaires' content.
 */
export function writeTestSchemas(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-schemas-'));
  write(dir, 'test/general.schema.json', {
    type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } },
  });
  write(dir, 'test/bio-scope.schema.json', {
    type: 'object', required: ['activities'],
    properties: {
      activities: { type: 'array', minItems: 1, items: { type: 'string' } },
      sub_scopes: { type: 'array', items: { type: 'string' } },
    },
  });
  write(dir, 'test/plant.schema.json', {
    type: 'object', required: ['crops'], properties: { crops: { type: 'array', minItems: 1, items: { type: 'string' } } },
  });
  write(dir, 'test/gg-scope.schema.json', {
    type: 'object', required: ['standard'],
    properties: { standard: { type: 'string', minLength: 1 }, addons: { type: 'array', items: { type: 'string' } } },
  });
  write(dir, 'test/grasp.schema.json', {
    type: 'object', required: ['workers'], properties: { workers: { type: 'integer', minimum: 1 } },
  });
  // documents, where a form declares them: the one definition every form refers to
  write(dir, '_defs/file-ref.schema.json', JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, '_defs/file-ref.schema.json'), 'utf8')));
  write(dir, 'test/submission.schema.json', {
    type: 'object', properties: { signed_application: { type: 'array', items: { $ref: '../_defs/file-ref.schema.json' } } },
  });
  write(dir, 'wizards/bio.json', {
    id: 'bio', title: 'wizards.bio.title', version: 3, listed, renewalPurpose: 'renewal', oneActiveApplicationPer: ['/scope/activities', '/scope/sub_scopes'],
    steps: [
      { id: 'general', form: 'test/general' },
      { id: 'scope', form: 'test/bio-scope' },
      { id: 'plant-production', form: 'test/plant', when: contains('scope', 'sub_scopes', 'plant_production') },
      { id: 'submission', form: 'test/submission' },
    ],
  });
  write(dir, 'wizards/globalgap.json', {
    id: 'globalgap', title: 'wizards.globalgap.title', version: 2, listed, oneActiveApplicationPer: ['/scope/standard'],
    steps: [
      { id: 'general', form: 'test/general' },
      { id: 'scope', form: 'test/gg-scope' },
      { id: 'grasp', form: 'test/grasp', when: contains('scope', 'addons', 'grasp') },
    ],
  });
  return dir;
}

export type Who = 'farmerGr' | 'farmerEs' | 'consultant' | 'employee' | 'otherEmployee' | 'otherFarmer' | 'otherConsultant' | 'staff';

/**
 * A test server over the test schemas (or the repository's, with `realSchemas`), with the demo
 * accounts plus a farmer who is nobody's customer, a second employee of the demo consultant and
 * a consultant without customers. Tests reach the server's database (`app.database`) to
 * arrange what the API cannot (assignments).
 */
export async function startApplicationsServer(options: { realSchemas?: boolean; schemasDir?: string } = {}) {
  const schemasDir = options.schemasDir ?? (options.realSchemas ? undefined : writeTestSchemas());
  const ownSchemas = !options.schemasDir && !options.realSchemas;
  const server = await startTestServer((schemasDir ? { schemasDir } : {}) as Partial<ServerConfig>);
  const { db } = server.app.database;
  const demo = await db.selectFrom('users').select(['id', 'username']).execute();
  const idOf = (username: string) => demo.find((u) => u.username === username)!.id;
  const consultantId = idOf('demo.consultant');
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const extra = [
    { username: 'other.farmer', email: 'other@test.invalid', role: 'client' as const, country_id: 1 },
    { username: 'other.employee', email: 'oe@test.invalid', role: 'consultant' as const, is_employee: true, consultant_id: consultantId, country_id: 1 },
    { username: 'other.consultant', email: 'oc@test.invalid', role: 'consultant' as const, country_id: 1 },
  ];
  for (const user of extra) {
    await db.insertInto('users').values({ ...user, password_hash, status: 'active', profile: '{}' }).execute();
  }
  const usernames: Record<Who, string> = {
    farmerGr: 'demo.farmer.gr', farmerEs: 'demo.farmer.es', consultant: 'demo.consultant', employee: 'demo.employee',
    otherEmployee: 'other.employee', otherFarmer: 'other.farmer', otherConsultant: 'other.consultant', staff: 'demo.staff',
  };
  const ids = {} as Record<Who, number>;
  const all = await db.selectFrom('users').select(['id', 'username']).execute();
  for (const [who, username] of Object.entries(usernames) as [Who, string][]) {
    ids[who] = all.find((u) => u.username === username)!.id;
  }
  // Signing in hashes a password: only for the people a test file uses, once each.
  const tokens = new Map<Who, Promise<string>>();
  const tokenOf = (who: Who) => {
    if (!tokens.has(who)) tokens.set(who, login(server.app, usernames[who]).then((t) => t.access_token));
    return tokens.get(who)!;
  };
  return {
    server,
    db,
    ids,
    api: (who: Who) => clientFor(server.app, () => tokenOf(who)),
    /** A call as `who`, the body sent as it is (no fixture documents made theirs). */
    call: async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      server.app.inject({ method, url: `/api${url}`, headers: bearer(await tokenOf(who)), ...(payload === undefined ? {} : { payload }) }),
    async close() {
      await server.close();
      if (ownSchemas && schemasDir) fs.rmSync(schemasDir, { recursive: true, force: true });
    },
  };
}

/** Every `{ id, name, …, media_type }` in a value, as the fixtures write a document. */
function documentShaped(value: unknown): { id: string }[] {
  if (Array.isArray(value)) return value.flatMap(documentShaped);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' && typeof record.name === 'string' && 'media_type' in record) return [{ id: record.id }];
  return Object.values(record).flatMap(documentShaped);
}

/**
 * The fixtures name documents by made-up ids; the server takes a document named anew only
 * when the person saving may read it. These tests are about the answers, not the uploads: the
 * fixture documents are recorded as uploads of whoever saves them (the content is not read).
 */
async function fixtureFilesOwnedBy(app: FastifyInstance, accessToken: string, answers: unknown) {
  const files = documentShaped(answers).filter((file) => /^[0-9a-f-]{36}$/i.test(file.id));
  if (!files.length) return;
  const ownerId = Number(JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sub);
  const rows = [...new Set(files.map((file) => file.id))].map((id) => ({
    id, owner_id: ownerId, document_type: 'fixture', original_name: 'fixture.pdf', media_type: 'application/pdf', size: 0, sha256: '0'.repeat(64),
  }));
  await app.database.db
    .insertInto('files')
    .values(rows)
    .onConflict((oc) => oc.column('id').doUpdateSet({ owner_id: ownerId }))
    .execute();
}

/** The application calls as one person makes them. */
export function clientFor(app: FastifyInstance, token: () => Promise<string>) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(await token()), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    create: (body: Record<string, unknown>) => call('POST', '/applications', body),
    list: (query = '') => call('GET', `/applications${query}`),
    get: (id: string) => call('GET', `/applications/${id}`),
    async save(id: string, body: Record<string, unknown>, headers?: Record<string, string>) {
      await fixtureFilesOwnedBy(app, await token(), body.answers);
      return call('PUT', `/applications/${id}/answers`, body, headers);
    },
    remove: (id: string) => call('DELETE', `/applications/${id}`),
    submit: (id: string, body: Record<string, unknown>, headers?: Record<string, string>) => call('POST', `/applications/${id}/submit`, body, headers),
    /** Staff's review of a submitted application (outcome `reject` ends it), at its current row version. */
    async review(id: string, body: Record<string, unknown>) {
      const current = (await call('GET', `/applications/${id}`)).json() as { row_version: number };
      return call('POST', `/staff/applications/${id}/review`, { row_version: current.row_version, ...body });
    },
    /** Creates a draft and answers its application. */
    async draft(body: Record<string, unknown>) {
      const response = await call('POST', '/applications', body);
      if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json().application as { id: string; row_version: number; [key: string]: unknown };
    },
  };
}

/** Answers that complete the test wizards. */
export const completeBio = (activities: string[] = ['production']) => ({
  general: { name: 'Farm' },
  scope: { activities, sub_scopes: ['plant_production'] },
  'plant-production': { crops: ['olives'] },
});
export const completeGlobalgap = (standard = 'IFA v6') => ({
  general: { name: 'Farm' },
  scope: { standard },
});

/** A point well inside each country (Thessaloniki's plain, Seville's countryside). */
const INSIDE = { GR: { lat: '40.6401', lon: '22.9444' }, ES: { lat: '37.3891', lon: '-5.9845' } } as const;

/**
 * The sample answers with every place moved into the applicant's country: the server refuses
 * a site or parcel outside it, and the samples are written for one country only.
 */
export function placedIn<T>(value: T, country: keyof typeof INSIDE): T {
  if (Array.isArray(value)) return value.map((item) => placedIn(item, country)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if ('lat' in record && ('lon' in record || 'long' in record)) {
    const lonKey = 'lon' in record ? 'lon' : 'long';
    return { ...record, lat: INSIDE[country].lat, [lonKey]: INSIDE[country].lon } as T;
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, placedIn(item, country)])) as T;
}

/** The country of each test caller's customer (the demo Spanish farmer; everyone else Greek). */
export const countryOf = (who: Who): keyof typeof INSIDE => (who === 'farmerEs' ? 'ES' : 'GR');
