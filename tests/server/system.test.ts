import fs from 'node:fs';
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
