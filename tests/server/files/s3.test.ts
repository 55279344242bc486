import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { multipart, pdf } from '../../helpers/uploads';
import { startS3Server, type S3TestServer } from '../../helpers/s3-server';
import { parseFileStore } from '../../../src/server/files/create-content-storage';

// The core file cases run against both stores in files.test.ts; this file is about what only
// object storage has: keys in a bucket, multipart uploads, and a store that can go away.

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('files in S3-compatible storage (FILE_STORE=s3://…)', () => {
  let s3: S3TestServer;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let farmer: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ maxUploadBytes: 16 * 1024 * 1024, ...s3.config('portal/files') });
    farmer = (await login(server.app, 'demo.farmer.gr')).access_token;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const upload = (bytes: Buffer, name = 'map.pdf') => {
    const body = multipart({ name, type: 'application/pdf', bytes });
    return server.app.inject({ method: 'POST', url: '/api/files', headers: { ...bearer(farmer), 'content-type': body.contentType }, payload: body.payload });
  };
  const download = (id: string) => server.app.inject({ url: `/api/files/${id}/content`, headers: bearer(farmer) });
  const health = async () => {
    const response = await server.app.inject({ url: '/api/health' });
    return { status: response.statusCode, body: response.json() };
  };

  it('stores a 12 MB upload (several parts) under its SHA-256 in the bucket and gives back the same bytes', async () => {
    const bytes = pdf('large', 0);
    const large = Buffer.concat([bytes.subarray(0, bytes.length - 6), randomBytes(12 * 1024 * 1024), Buffer.from('%%EOF\n')]);
    const sha256 = sha256Of(large);
    const response = await upload(large, 'large.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(await s3.keys('portal/files/')).toEqual([`portal/files/${sha256.slice(0, 2)}/${sha256}`]);
    const back = await download(response.json().id);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-length']).toBe(String(large.length));
    expect(sha256Of(back.rawPayload)).toBe(sha256);
  });

  it('keeps the same content once, however often it is uploaded', async () => {
    const bytes = pdf('twice');
    const first = await upload(bytes, 'one.pdf');
    const second = await upload(bytes, 'two.pdf');
    expect(first.json().id).not.toBe(second.json().id);
    const sha256 = sha256Of(bytes);
    expect(await s3.keys(`portal/files/${sha256.slice(0, 2)}/`)).toEqual([`portal/files/${sha256.slice(0, 2)}/${sha256}`]);
    expect(await s3.keys('portal/files/tmp/')).toEqual([]);
  });

  it('while the store is down: uploads and downloads answer 503 with Retry-After and a message id, health says store down; all comes back after a restart', async () => {
    const before = await upload(pdf('before the outage'));
    const { id } = before.json();
    expect((await health())).toEqual({ status: 200, body: { status: 'ok', database: 'up', store: 'up' } });

    await s3.stop();
    const refused = await upload(pdf('during the outage'));
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 503, messageId: 'errors.storeUnavailable' });
    const unread = await download(id);
    expect(unread.statusCode).toBe(503);
    expect(unread.headers['retry-after']).toBeDefined();
    expect(unread.json().messageId).toBe('errors.storeUnavailable');
    const undeleted = await server.app.inject({ method: 'DELETE', url: `/api/files/${id}`, headers: bearer(farmer) });
    expect(undeleted.statusCode).toBe(503);
    // the metadata is in the database, which is up
    expect((await server.app.inject({ url: `/api/files/${id}`, headers: bearer(farmer) })).statusCode).toBe(200);
    expect(await health()).toEqual({ status: 503, body: { status: 'degraded', database: 'up', store: 'down' } });

    await s3.start();
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up', store: 'up' } });
    const back = await download(id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf('before the outage'))).toBe(true);
    expect((await upload(pdf('after the outage'))).statusCode).toBe(201);
  });
});

describe('FILE_STORE', () => {
  it('names a bucket and a prefix; anything else stops the start with a message naming the variable', () => {
    expect(parseFileStore('s3://agricert-portal/files/2026/')).toEqual({ bucket: 'agricert-portal', prefix: 'files/2026' });
    expect(parseFileStore('s3://agricert-portal')).toEqual({ bucket: 'agricert-portal', prefix: '' });
    for (const wrong of ['/srv/files', 's3:/agricert-portal', 'minio://agricert-portal/files', 's3://Agricert_Portal/files']) {
      expect(() => parseFileStore(wrong), wrong).toThrow(/FILE_STORE must look like s3:\/\/bucket\/prefix/);
    }
  });
});
