import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../helpers/server';

// Issue 32: the installable portal. The service worker is revalidated on every check (a new
// build's worker reaches the browser at once); the page names the manifest in its language.
describe('the installable portal', () => {
  it('serves the service worker to be revalidated and the manifest of the page language', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><link rel="manifest" href="/manifest-el.webmanifest" /></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    for (const locale of ['el', 'en', 'es']) fs.writeFileSync(path.join(dir, `manifest-${locale}.webmanifest`), JSON.stringify({ lang: locale }));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'route-preloads.json'), JSON.stringify({ routes: [], locales: {} }));
    const server = await startTestServer({ demoData: false, clientDir: dir });
    try {
      const worker = await server.app.inject({ url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      const manifest = await server.app.inject({ url: '/manifest-es.webmanifest' });
      expect(manifest.json()).toEqual({ lang: 'es' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const page = (headers: Record<string, string>) => server.app.inject({ url: '/login', headers }).then((response) => response.body);
      expect(await page({ 'accept-language': 'es-ES' })).toContain('href="/manifest-es.webmanifest"');
      expect(await page({ cookie: 'locale=en' })).toContain('href="/manifest-en.webmanifest"');
      expect(await page({})).toContain('href="/manifest-el.webmanifest"');
    } finally {
      await server.close();
    }
  });
});
