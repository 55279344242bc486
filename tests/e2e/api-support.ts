import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support';
import { registeredAccount } from './outbox';

/** Signs in through the API and returns the Authorization header (for arranging data a test does not click through). */
export async function apiAuth(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/users/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`login ${username}: ${response.status()}`);
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

/** A demo inspector's account id, as the plan's chooser offers it (docs/staff-accounts.md). */
export async function inspectorId(request: APIRequestContext, staff: Record<string, string>, name = 'Δημήτρης Οικονόμου'): Promise<number> {
  const response = await request.get('/api/staff/members?duty=inspector', { headers: staff });
  const { items } = (await response.json()) as { items: { id: number; name: string }[] };
  const found = items.find((person) => person.name === name);
  if (!found) throw new Error(`no active inspector ${name}`);
  return found.id;
}

/** A sample answer of the forms (`schemas/fixtures/<name>.json`). */
export const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join('schemas/fixtures', `${name}.json`), 'utf8'));

/** A point well inside each country (Thessaloniki's plain, Seville's countryside). */
const INSIDE = { GR: { lat: '40.6401', lon: '22.9444' }, ES: { lat: '37.3891', lon: '-5.9845' } } as const;

/** The answers with every place moved into the applicant's country (the server refuses a site outside it). */
export function placedIn<T>(value: T, country: keyof typeof INSIDE): T {
  if (Array.isArray(value)) return value.map((item) => placedIn(item, country)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if ('lat' in record && 'lon' in record) return { ...record, ...INSIDE[country] } as T;
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, placedIn(item, country)])) as T;
}

/** Answers that complete the GLOBALG.A.P. wizard: the sample answers of each of its forms, placed in the applicant's country. */
export const completeGlobalgapAnswers = (country: keyof typeof INSIDE = 'GR') => placedIn(samples(), country);

const samples = () => ({
  general: fixture('globalgap/general'),
  scope: fixture('globalgap/scope'),
  'handling-sites': fixture('common/handling-sites'),
  'certification-options': fixture('common/certification-options'),
  ggn: fixture('globalgap/ggn'),
  'appendix-1': fixture('globalgap/appendix-1'),
  'appendix-2': fixture('globalgap/appendix-2'),
  facilities: fixture('globalgap/facilities'),
  'addons-per-product': fixture('globalgap/addons-per-product'),
  grasp: fixture('globalgap/addons/grasp'),
  spring: fixture('globalgap/addons/spring'),
  'responsible-statement': fixture('common/responsible-statement'),
  gdpr: fixture('common/gdpr'),
  terms: fixture('common/terms-of-use'),
});

/**
 * The answers of a first organic application of plant production (olives and other crops, the
 * kinds its sample questionnaire answers for), placed in the applicant's country: the touch
 * walk's organic draft (tests/e2e/touch-walk.spec.ts).
 */
export const organicPlantAnswers = (year: number, country: keyof typeof INSIDE = 'GR') =>
  placedIn(
    {
      general: { ...fixture('common/general'), year, purpose: 'initial', transfer: undefined },
      scope: { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: ['olives', 'vines', 'vegetables', 'wild_collection'] }, activities: ['production'] },
      'handling-sites': fixture('common/handling-sites'),
      'certification-options': fixture('common/certification-options'),
      'plant-production': fixture('bio/plant-production'),
      'responsible-statement': fixture('common/responsible-statement'),
      gdpr: fixture('common/gdpr'),
      terms: fixture('common/terms-of-use'),
    },
    country,
  );

/** A first GLOBALG.A.P. application's answers (the sample's "transfer" purpose opens a step its samples do not answer). */
export function firstGlobalgapAnswers(year: number, country: keyof typeof INSIDE = 'GR'): Record<string, Record<string, unknown>> {
  const samples = completeGlobalgapAnswers(country) as Record<string, Record<string, unknown>>;
  return { ...samples, general: { ...samples.general, year, purpose: 'initial', transfer: undefined }, scope: { ...samples.scope, transfer: false } };
}

/** A draft of `type` made through the API with `answers` (documents they name uploaded by the same person); answers its id and reference. */
export async function createDraft(request: APIRequestContext, headers: Record<string, string>, type: 'bio' | 'globalgap', answers: Record<string, unknown>) {
  const created = await request.post('/api/applications', { headers, data: { type } });
  if (created.status() !== 201) throw new Error(`create: ${created.status()} ${await created.text()}`);
  const { id, row_version, reference } = ((await created.json()) as { application: { id: string; row_version: number; reference: string } }).application;
  const own = await withOwnUploads(request, headers, answers);
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers: own, current_step: 'general', row_version } });
  if (!saved.ok()) throw new Error(`save: ${saved.status()} ${await saved.text()}`);
  return { id, reference };
}

/** Uploads a signed PDF as the given document type and returns the reference a form keeps. */
async function uploadSigned(request: APIRequestContext, headers: Record<string, string>, documentType: string) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const response = await request.post('/api/files', {
    headers,
    multipart: { document_type: documentType, file: { name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  if (response.status() !== 201) throw new Error(`upload: ${response.status()} ${await response.text()}`);
  const { id, name, size, media_type } = (await response.json()) as { id: string; name: string; size: number; media_type: string };
  return { id, name, size, media_type };
}

/**
 * The sample answers name documents by made-up ids; the server takes a document named anew
 * only when the person saving uploaded it. Uploads a PDF for each document named (by the
 * same person) and returns the answers naming those uploads instead.
 */
export async function withOwnUploads<T>(request: APIRequestContext, headers: Record<string, string>, answers: T): Promise<T> {
  const uploads = new Map<string, Awaited<ReturnType<typeof uploadSigned>>>();
  const replace = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(replace));
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.name === 'string' && 'media_type' in record) {
      if (!uploads.has(record.id)) uploads.set(record.id, await uploadSigned(request, headers, 'fixture'));
      return uploads.get(record.id);
    }
    return Object.fromEntries(await Promise.all(Object.entries(record).map(async ([key, item]) => [key, await replace(item)])));
  };
  return (await replace(answers)) as T;
}

/** A consultant creates and submits a complete GLOBALG.A.P. application for a customer (a customer, for themself: no id); returns its id. */
export async function submittedApplication(request: APIRequestContext, headers: Record<string, string>, customerId?: number) {
  const created = await request.post('/api/applications', { headers, data: { type: 'globalgap', ...(customerId === undefined ? {} : { customer_id: customerId }) } });
  if (created.status() !== 201) throw new Error(`create: ${created.status()} ${await created.text()}`);
  const { id } = ((await created.json()) as { application: { id: string } }).application;
  const submission = { signed_application: [await uploadSigned(request, headers, 'signed_application')] };
  const answers = { ...completeGlobalgapAnswers(), submission };
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, row_version: 1 } });
  if (!saved.ok()) throw new Error(`save: ${saved.status()} ${await saved.text()}`);
  const submitted = await request.post(`/api/applications/${id}/submit`, { headers, data: { row_version: 2 } });
  if (!submitted.ok()) throw new Error(`submit: ${submitted.status()} ${await submitted.text()}`);
  return id;
}

/** A farmer of their own with a bio draft at its parcels' step (three parcels from the fixtures), made through the API. */
export async function bioDraftAtParcels(request: APIRequestContext, prefix: string) {
  const account = await registeredAccount(request, 'client', prefix);
  const headers = await apiAuth(request, account.username, 'Firstpass2026');
  const created = await request.post('/api/applications', { headers, data: { type: 'bio' } });
  if (created.status() !== 201) throw new Error(`create: ${created.status()} ${await created.text()}`);
  const { id, row_version } = ((await created.json()) as { application: { id: string; row_version: number } }).application;
  const answers = await withOwnUploads(request, headers, {
    general: { ...fixture('common/general'), year: 2027, purpose: 'initial', transfer: undefined },
    scope: { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: ['olives'] }, activities: ['production'] },
    'handling-sites': fixture('common/handling-sites'),
    'certification-options': fixture('common/certification-options'),
    'plant-production': fixture('bio/plant-production'),
  });
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'plant-production', row_version } });
  if (!saved.ok()) throw new Error(`save: ${saved.status()} ${await saved.text()}`);
  return { account, headers, id };
}
