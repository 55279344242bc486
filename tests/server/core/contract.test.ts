import fs from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiFile } from '../../../src/server/app';
import { bearer, login, startTestServer } from '../../helpers/server';

type Operation = { operationId: string; security?: unknown[] };
const spec = parse(fs.readFileSync(openapiFile, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

// Bodies and queries a confused or hostile client might send.
const badBodies: { payload: string; contentType: string }[] = [
  { payload: '{bad json', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '42', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '{"username": {"$gt": ""}, "password": [1,2], "locale": 7, "id": "x"}', contentType: 'application/json' },
  { payload: JSON.stringify({ username: 'x'.repeat(10_000), password: 'y'.repeat(10_000) }), contentType: 'application/json' },
  { payload: 'username=a&password=b', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'text/xml' },
];
const badQueries = ['', '?country_id=abc&region_id=&prefecture_id=%00', '?properties=' + 'a,'.repeat(400), '?country_id=-1'];

describe('the OpenAPI contract', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await login(server.app, 'demo.consultant')).access_token;
  });
  afterAll(() => server.close());

  it('holds every call of the specification, section 7, plus health', () => {
    const paths = new Set(Object.keys(spec.paths));
    for (const path of [
      '/users/profile', '/users/login', '/users/refresh-token', '/users/password/reset',
      '/users/recover-password', '/users/recover-username', '/farmers/has-customers',
      '/users/locale', '/misc/regions', '/misc/prefectures', '/misc/municipal-units',
      '/builds/meta', '/builds/latest', '/health',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(spec.paths['/users/profile'])).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it('has a handler behind every operation (none answers "not implemented")', async () => {
    for (const { path, method } of operations) {
      const response = await server.app.inject({ method, url: `/api${path}`, headers: bearer(token) });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/api/users/nothing', '/api/users/login/extra']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, messageId: 'errors.notFound' });
    }
  });

  it('never answers 5xx to malformed requests, with or without a token', async () => {
    const failures: string[] = [];
    for (const { path, method } of operations) {
      for (const headers of [{}, bearer(token), bearer('x.y.z')]) {
        for (const query of badQueries) {
          const bodies = method === 'GET' ? [undefined] : badBodies;
          for (const body of bodies) {
            const response = await server.app.inject({
              method,
              url: `/api${path}${query}`,
              headers: body ? { ...headers, 'content-type': body.contentType } : headers,
              payload: body?.payload,
            });
            if (response.statusCode >= 500) failures.push(`${method} ${path}${query} ${body?.payload.slice(0, 30)} → ${response.statusCode}`);
            else if (response.statusCode >= 400) expect(response.json()).toHaveProperty('messageId');
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the offending field when a body breaks the contract', async () => {
    const response = await server.app.inject({
      method: 'POST', url: '/api/users/login', payload: { username: 'a', password: { text: 'x' }, extra: true },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/body/password', '/body/extra']));
  });
});
