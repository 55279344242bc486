import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardRegistry, UnknownWizardError } from '../../../src/server/applications/wizards';
import { readContract } from '../../../src/server/core/contract';
import { bearer, login, startTestServer } from '../../helpers/server';

// What a client is told when it sends what the server refuses (docs/decisions.md, "Requests
// the server refuses"): the type of the body, numbers out of range, NUL and broken text.

type Issue = { path: string; messageId: string };
const issuesOf = (body: string) => (JSON.parse(body) as { issues?: Issue[] }).issues ?? [];

describe('requests the server refuses', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let farmer: Record<string, string>;
  let consultant: Record<string, string>;
  let draft: { id: string; row_version: number };
  beforeAll(async () => {
    server = await startTestServer();
    farmer = bearer((await login(server.app, 'demo.farmer.gr')).access_token);
    consultant = bearer((await login(server.app, 'demo.consultant')).access_token);
    const created = await server.app.inject({ method: 'POST', url: '/api/applications', headers: farmer, payload: { type: 'bio' } });
    draft = created.json().application;
  }, 180_000);
  afterAll(() => server?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: string) =>
    server.app.inject({ method, url: `/api${url}`, headers, payload });

  it('has a parser, or a refusal, for every type the contract names: the start warns of none (issue 52)', async () => {
    const types = new Set([...JSON.stringify(readContract()).matchAll(/"([a-z]+\/[a-z0-9.+-]+)":\{/g)].map((match) => match[1]));
    expect(types).toContain('application/pdf');
    for (const type of types) expect(server.app.hasContentTypeParser(type), type).toBe(true);
    const pdf = await send('POST', '/applications', { ...farmer, 'content-type': 'application/pdf' }, '%PDF-1.7');
    expect(pdf.statusCode).toBe(415);
  });

  it('answers 415 for a body of a type the operation does not declare, before any handler', async () => {
    const cases = [
      send('POST', '/users/recover-password', { 'content-type': 'text/plain' }, '{"username":"demo.farmer.gr"}'),
      send('POST', '/applications', { ...farmer, 'content-type': 'multipart/form-data' }, ''),
      send('POST', '/customers/delete', { ...consultant, 'content-type': 'application/x-www-form-urlencoded' }, 'ids=1'),
      send('POST', '/users/verify-email', { 'content-type': 'application/xml' }, '<a/>'),
      send('DELETE', `/applications/${draft.id}`, { ...farmer, 'content-type': 'application/json' }, '{"really":true}'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json()).toMatchObject({ statusCode: 415, messageId: 'errors.unsupportedMediaType' });
    }
    // the draft was not deleted by the refused call
    expect((await send('GET', `/applications/${draft.id}`, farmer)).statusCode).toBe(200);
  });

  it('still takes the declared type with parameters, and an empty call of an operation without a body', async () => {
    const json = await send('POST', '/users/recover-password', { 'content-type': 'Application/JSON; charset=utf-8' }, '{"username":"nobody"}');
    expect(json.statusCode).toBe(204);
    const logout = await send('POST', '/users/logout', { 'content-type': 'application/json' });
    expect(logout.statusCode).toBe(204);
  });

  it('answers 400 naming the field for integers beyond what their column holds', async () => {
    const cases: [Promise<{ statusCode: number; body: string }>, string][] = [
      [send('GET', '/applications?customer_id=1e999', farmer), '/querystring/customer_id'],
      [send('GET', `/applications?customer_id=${'9'.repeat(400)}`, farmer), '/querystring/customer_id'],
      [send('GET', '/customers/Infinity', consultant), '/params/id'],
      [send('GET', '/customers/2147483648', consultant), '/params/id'],
      [send('PUT', '/customers/1/employee', { ...consultant, 'content-type': 'application/json' }, '{"employee_id":"1e999"}'), '/body/employee_id'],
      [send('POST', '/customers/delete', { ...consultant, 'content-type': 'application/json' }, '{"ids":[1e999]}'), '/body/ids/0'],
      [send('POST', '/customers/link', { ...consultant, 'content-type': 'application/json' }, '{"country":12345678901,"identification":"1"}'), '/body/country'],
    ];
    for (const [pending, field] of cases) {
      const response = await pending;
      expect(response.statusCode, response.body).toBe(400);
      expect(issuesOf(response.body).map((i) => i.path)).toContain(field);
    }
  });

  it('answers 400 naming the field for text with NUL or broken characters, anywhere in the body', async () => {
    const nul = await send('POST', '/users/recover-password', { 'content-type': 'application/json' }, '{"username":"demo\\u0000farmer"}');
    expect(nul.statusCode).toBe(400);
    expect(issuesOf(nul.body)).toContainEqual(expect.objectContaining({ path: '/body/username', messageId: 'validation.errors.nulCharacter' }));

    const query = await send('GET', '/customers?q=a%00b', consultant);
    expect(query.statusCode).toBe(400);
    expect(issuesOf(query.body)).toContainEqual(expect.objectContaining({ path: '/querystring/q', messageId: 'validation.errors.nulCharacter' }));

    const answers = { general: { notes: ['fine', { ['key\u0000']: 'x' }], name: 'half \ud800' } };
    const saved = await send('PUT', `/applications/${draft.id}/answers`, { ...farmer, 'content-type': 'application/json' },
      JSON.stringify({ answers, row_version: draft.row_version }));
    expect(saved.statusCode).toBe(400);
    expect(issuesOf(saved.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/body/answers/general/notes/1/key\u0000', messageId: 'validation.errors.nulCharacter' }),
        expect.objectContaining({ path: '/body/answers/general/name', messageId: 'validation.errors.malformedText' }),
      ]),
    );
    // nothing was written: the draft keeps its version
    expect((await send('GET', `/applications/${draft.id}`, farmer)).json().row_version).toBe(draft.row_version);
  });

  it('refuses data nested deeper than any form, and a path the router cannot read, in the common error shape', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { d: deep };
    const nested = await send('PUT', `/applications/${draft.id}/answers`, { ...farmer, 'content-type': 'application/json' },
      JSON.stringify({ answers: deep, row_version: draft.row_version }));
    expect(nested.statusCode).toBe(400);
    expect(issuesOf(nested.body)[0]).toMatchObject({ messageId: 'validation.errors.maxDepth' });

    for (const url of ['/customers/%ED%A0%80', `/customers/${'1'.repeat(150)}`]) {
      const response = await send('GET', url, consultant);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, messageId: 'errors.invalidRequest' });
    }
  });

  it('has the new messages in Greek, English and Spanish', () => {
    const read = (locale: string) => JSON.parse(fs.readFileSync(`locales/${locale}/request-errors.json`, 'utf8')) as Record<string, string>;
    const [el, en, es] = ['el', 'en', 'es'].map(read);
    for (const id of ['validation.errors.nulCharacter', 'validation.errors.malformedText', 'validation.errors.maxDepth', 'validation.errors.numberOutOfRange']) {
      expect(en[id], id).toBeTruthy();
      expect(el[id], id).toMatch(/[α-ω]/);
      expect(es[id], id).not.toBe(en[id]);
    }
  });
});

describe('wizards come from the catalogue read at start', () => {
  it('knows only the manifests present when it was made, and never reads a path built from an id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wizards-'));
    try {
      fs.mkdirSync(path.join(dir, 'wizards'));
      fs.writeFileSync(path.join(dir, 'wizards', 'one.json'), JSON.stringify({ id: 'one', title: 't', version: 1, steps: [] }));
      const wizards = createWizardRegistry(dir);
      fs.writeFileSync(path.join(dir, 'wizards', 'later.json'), JSON.stringify({ id: 'later', title: 't', version: 1, steps: [] }));
      expect(wizards.ids()).toEqual(['one']);
      expect(wizards.load('one').manifest.version).toBe(1);
      for (const id of ['later', '../wizards/one', 'undefined']) {
        expect(wizards.has(id)).toBe(false);
        expect(() => wizards.load(id)).toThrow(UnknownWizardError);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
