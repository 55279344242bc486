import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { precompressDir } from '../../../scripts/vite-precompress';
import { startTestServer } from '../../helpers/server';
import { createPageHtml } from '../../../src/server/core/plugins/page-preloads';

describe('health and build metadata', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ demoData: false });
  });
  afterAll(() => server.close());

  it('reports the database and the file store as up', async () => {
    expect((await server.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'up', store: 'up' });
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

  it("serves the app whose build lands while the server starts, as `npm start` builds both side by side", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-pending-')), 'client');
    // the build lands at the moment the server, having done all else, waits for it
    const clientBuilt: PromiseLike<void> = {
      then(landed) {
        fs.cpSync(writeClient(), dir, { recursive: true });
        return Promise.resolve().then(landed);
      },
    };
    const pending = await startTestServer({ demoData: false, clientDir: dir }, { clientBuilt });
    try {
      const page = await pending.app.inject({ url: '/login' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    } finally {
      await pending.close();
    }
  });
});

describe('caching and compression of the built app', () => {
  const script = `export const greeting = ${JSON.stringify('καλημέρα '.repeat(400))};\n`;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const dir = writeClient();
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3}');
    await precompressDir(dir); // as the build does
    server = await startTestServer({ demoData: false, clientDir: dir });
  });
  afterAll(() => server.close());

  it('sends hashed scripts brotli- or gzip-compressed, as the browser accepts, cached for a year', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await server.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // a second asking is answered alike (kept in memory)
    const again = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(script);
  });

  it('serves the source maps beside them, and nothing outside the assets folder', async () => {
    const map = await server.app.inject({ url: '/assets/index-Ab12Cd34.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual({ version: 3 });
    for (const url of ['/assets/..%2Fbuild-meta.json', '/assets/..%2F..%2Fpackage.json', '/assets/nope.js']) expect((await server.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('has the browser revalidate index.html, so a new build reaches it at once', async () => {
    for (const url of ['/', '/login', '/index.html']) {
      const response = await server.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the page itself compressed as the browser accepts', async () => {
    const br = await server.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gz = await server.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    // br refused by its quality
    expect((await server.app.inject({ url: '/login', headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe('gzip');
    const plain = await server.app.inject({ url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});

describe('preload hints of a page', () => {
  it("announces the screen's chunks and the page language's messages with index.html", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>AgriCert</title></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite', 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/login', guest: true, files: ['assets/login-page-A.js', 'assets/schema-form-B.js'] },
          { path: '/applications/:family/edit/:id', guest: false, files: ['assets/edit-application-page-C.js'], wizard: true },
          { path: '/applications/:family/inner/:id', guest: false, files: ['assets/application-page-M.js'] },
        ],
        locales: { el: ['assets/messages-el-D.js'], en: ['assets/messages-en-E.js'], es: ['assets/messages-es-F.js'] },
        moreLocales: { el: ['assets/messages-more-el-G.js'], en: ['assets/messages-more-en-H.js'], es: ['assets/messages-more-es-I.js'] },
        caseworkLocales: { el: ['assets/messages-casework-el-N.js'], en: ['assets/messages-casework-en-O.js'], es: ['assets/messages-casework-es-P.js'] },
        fieldsLocales: { el: ['assets/messages-fields-el-Q.js'], en: ['assets/messages-fields-en-R.js'], es: ['assets/messages-fields-es-S.js'] },
        families: { bio: { files: ['assets/bio-J.js', 'assets/edit-application-page-C.js'], messages: { el: ['assets/messages-bio-el-K.js'], en: ['assets/messages-bio-en-L.js'] } } },
      }),
    );
    // the guests' header drawn in HTML (scripts/vite-guest-shell.ts)
    fs.writeFileSync(path.join(dir, '.vite', 'guest-shell.html'), '<div id="guest-shell"><img alt=""></div>');
    const withClient = await startTestServer({ demoData: false, clientDir: dir });
    const preloads = async (url: string, headers: Record<string, string> = {}) => {
      const response = await withClient.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      return [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    };
    try {
      // a first visit from a Spanish browser; the language chosen before (its cookie) wins; a
      // guest's screen gets the guests' messages only (not the rich fields' texts)
      expect(await preloads('/login?next=%2F', { 'accept-language': 'es-AR,es;q=0.9' })).toEqual(['/assets/messages-es-F.js', '/assets/login-page-A.js', '/assets/schema-form-B.js']);
      expect(await preloads('/login', { 'accept-language': 'es', cookie: 'a=1; locale=en' })).toEqual(['/assets/messages-en-E.js', '/assets/login-page-A.js', '/assets/schema-form-B.js']);
      // a family's page: its wizard and its questionnaires' texts in the page's language, each file once
      expect(await preloads('/applications/bio/inner/7c11', { 'accept-language': 'fr-FR, el;q=0.5' })).toEqual([
        '/assets/messages-el-D.js',
        '/assets/messages-more-el-G.js',
        '/assets/messages-fields-el-Q.js',
        '/assets/messages-casework-el-N.js',
        '/assets/application-page-M.js',
        '/assets/messages-bio-el-K.js',
        '/assets/bio-J.js',
        '/assets/edit-application-page-C.js',
      ]);
      expect(await preloads('/applications/bio/inner/7c11', { 'accept-language': 'en' })).toContain('/assets/messages-bio-en-L.js');
      // the wizard: its wizard, neither its texts (its list of steps speaks the portal's; a step of
      // the family fetches them) nor the casework texts
      expect(await preloads('/applications/bio/edit/7c11', { 'accept-language': 'el' })).toEqual([
        '/assets/messages-el-D.js',
        '/assets/messages-more-el-G.js',
        '/assets/messages-fields-el-Q.js',
        '/assets/edit-application-page-C.js',
        '/assets/bio-J.js',
      ]);
      // a family the build announced nothing for: the screen alone
      expect(await preloads('/applications/global/edit/7c11', { 'accept-language': 'el' })).toEqual(['/assets/messages-el-D.js', '/assets/messages-more-el-G.js', '/assets/messages-fields-el-Q.js', '/assets/edit-application-page-C.js']);
      // a language the portal does not speak, an address without a screen: Greek, the language only
      expect(await preloads('/no/such/page', { 'accept-language': 'de' })).toEqual(['/assets/messages-el-D.js', '/assets/messages-more-el-G.js', '/assets/messages-fields-el-Q.js', '/assets/messages-casework-el-N.js']);
      expect((await withClient.app.inject({ url: '/login' })).headers.vary).toMatch(/cookie/i);
      // a guest's screen comes with its header before the app's root; a signed-in screen without it
      expect((await withClient.app.inject({ url: '/login' })).body).toContain('<div id="guest-shell"><img alt=""></div><div id="root">');
      expect((await withClient.app.inject({ url: '/applications/bio/inner/7c11' })).body).not.toContain('guest-shell');
      // a certificate's public page asks for its certificate with the page, its code escaped
      expect(await preloads('/verify/AB%20C"1')).toContain('/assets/messages-el-D.js');
      expect((await withClient.app.inject({ url: '/verify/AB%20C"1' })).body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/verify/AB%20C%221">');
      expect((await withClient.app.inject({ url: '/login' })).body).not.toContain('as="fetch"');
    } finally {
      await withClient.close();
    }
  });

  it("asks for a certificate where the build's pages call the API (VITE_API_BASE_URL)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dir, '.vite'));
    const preloadsFile = path.join(dir, '.vite', 'route-preloads.json');
    fs.writeFileSync(preloadsFile, JSON.stringify({ routes: [], locales: {}, apiBase: 'https://api.example.org/portal' }));
    expect(createPageHtml(dir)('/verify/C-1')).toContain('<link rel="preload" as="fetch" crossorigin href="https://api.example.org/portal/verify/C-1">');
    fs.writeFileSync(preloadsFile, JSON.stringify({ routes: [], locales: {}, apiBase: '/portal-api' }));
    expect(createPageHtml(dir)('/verify/C-1')).toContain('href="/portal-api/verify/C-1"');
  });
});

function writeClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}
