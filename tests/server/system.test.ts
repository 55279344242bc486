import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server';

describe('health and build metadata', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ demoData: false });
  });
  afterAll(() => server.close());

  it('reports the database as up', async () => {
    expect((await server.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the build id of the deployed app and notices a redeploy', async () => {
    const meta = path.join(server.config.clientDir, 'build-meta.json');
    fs.mkdirSync(server.config.clientDir, { recursive: true });
    fs.writeFileSync(meta, JSON.stringify({ buildId: 'one', version: '1.0.0', builtAt: '2026-11-21T00:00:00Z' }));
    expect((await server.app.inject({ url: '/api/builds/latest' })).json()).toEqual({ buildId: 'one' });
    fs.writeFileSync(meta, JSON.stringify({ buildId: 'two', version: '1.0.1', builtAt: '2026-11-21T01:00:00Z' }));
    expect((await server.app.inject({ url: '/api/builds/latest' })).json()).toEqual({ buildId: 'two' });
    expect((await server.app.inject({ url: '/api/builds/meta' })).json()).toMatchObject({ buildId: 'two', version: '1.0.1' });
  });
});

describe('serving the app', () => {
  it('serves index.html for / and for any client route, with a strict CSP, and JSON 404s under /api', async () => {
    const withClient = await startTestServer({ demoData: false, clientDir: writeClient() });
    try {
      for (const url of ['/', '/login', '/applications/bio/add', '/no/such/page']) {
        const response = await withClient.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
        expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
      }
      const missingAsset = await withClient.app.inject({ url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
    } finally {
      await withClient.close();
    }
  });
});

function writeClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}
