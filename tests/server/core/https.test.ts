import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-precompress';
import { readConfig } from '../../../src/server/core/config';
import { startTestServer } from '../../helpers/server';
import { selfSignedCertificate } from '../../helpers/self-signed';

// A portal without a reverse proxy speaks HTTPS itself: HTTP/2 for today's browsers (one
// connection for every script of a page), HTTP/1.1 for older clients, nothing in clear text.
describe('the portal over HTTPS (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  const certificate = selfSignedCertificate();
  const script = `export const greeting = ${JSON.stringify('καλημέρα '.repeat(400))};\n`;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let port: number;
  beforeAll(async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), script);
    await precompressDir(clientDir);
    const { tls } = readConfig({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile });
    server = await startTestServer({ demoData: false, clientDir, tls });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    certificate.remove();
  });

  const overHttp2 = (requestPath: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const session = http2.connect(`https://127.0.0.1:${port}`, { ca: certificate.cert });
      session.on('error', reject);
      const stream = session.request({ ':path': requestPath, ...headers });
      const chunks: Buffer[] = [];
      let responseHeaders: http2.IncomingHttpHeaders = {};
      stream.on('response', (received) => (responseHeaders = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: Buffer.concat(chunks) });
      });
      stream.on('error', reject);
    });

  it('serves the app and the API over HTTP/2, scripts brotli-compressed and cached for a year', async () => {
    const asset = await overHttp2('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(asset.body).toString()).toBe(script);

    const page = await overHttp2('/login');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');

    const health = await overHttp2('/api/health');
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok', database: 'up', store: 'up' });
    // a client's mistake is still a 4xx, not a broken stream
    expect((await overHttp2('/api/users/profile')).status).toBe(401);
  });

  it('answers HTTP/1.1 over TLS too', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      https.get({ host: '127.0.0.1', port, path: '/api/health', ca: certificate.cert }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('does not answer in clear text', async () => {
    const answer = await new Promise<string>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 3000 }, (response) => {
        response.resume();
        resolve(`status ${response.statusCode}`);
      });
      request.on('error', () => resolve('refused'));
      request.on('timeout', () => {
        request.destroy();
        resolve('refused');
      });
    });
    expect(answer).not.toBe('status 200');
  });
});

describe('TLS settings', () => {
  it('refuses a certificate without its key, naming both settings', () => {
    expect(() => readConfig({ TLS_CERT_FILE: '/tmp/cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });
});
