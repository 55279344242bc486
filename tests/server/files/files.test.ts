import { createHash, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { multipart, pdf } from '../../helpers/uploads';
import { storesUnderTest, type StoreUnderTest } from '../../helpers/content-stores';

const MAX = 64 * 1024;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 PNG. */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(storesUnderTest)('files on $name: upload, metadata, download, delete', ({ start }) => {
  let store: StoreUnderTest;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let farmer: string;
  let other: string;
  beforeAll(async () => {
    store = await start();
    server = await startTestServer({ maxUploadBytes: MAX, ...store.config });
    farmer = (await login(server.app, 'demo.farmer.gr')).access_token;
    other = (await login(server.app, 'demo.farmer.es')).access_token;
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const upload = (token: string | null, file: Parameters<typeof multipart>[0], documentType?: string | null) => {
    const body = multipart(file, documentType);
    return server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...(token ? bearer(token) : {}), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const blobsOf = (sha256: string) => store.copiesOf(server.config, sha256);
  const tempFiles = () => store.temporaryUploads(server.config);

  it('stores a PDF and reports what the content is, whatever the declared type', async () => {
    const response = await upload(farmer, { name: 'Χάρτης αγροτεμαχίων.pdf', type: 'application/octet-stream', bytes: pdf() });
    expect(response.statusCode, response.body).toBe(201);
    const info = response.json();
    expect(info).toMatchObject({
      name: 'Χάρτης αγροτεμαχίων.pdf', size: pdf().length, media_type: 'application/pdf', document_type: 'bio.plant.parcelMap',
    });
    expect(info.download_url).toMatch(new RegExp(`^/api/files/${info.id}/content\\?token=`));
    expect(info.preview_url).toContain('disposition=inline');
  });

  it('downloads the same bytes with Content-Disposition, Content-Type and nosniff', async () => {
    const bytes = png();
    const { id } = (await upload(farmer, { name: 'photo; 1 (€).png', type: 'image/png', bytes })).json();
    const response = await server.app.inject({ url: `/api/files/${id}/content`, headers: bearer(farmer) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="photo; 1 (_).png"; filename*=UTF-8''photo%3B%201%20%28%E2%82%AC%29.png`,
    );
    const inline = await server.app.inject({ url: `/api/files/${id}/content?disposition=inline`, headers: bearer(farmer) });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('serves the signed links without an Authorization header, and refuses forged ones', async () => {
    const { id } = (await upload(farmer, { name: 'a.pdf', type: 'application/pdf', bytes: pdf('links') })).json();
    const info = (await server.app.inject({ url: `/api/files/${id}`, headers: bearer(farmer) })).json();
    const preview = await server.app.inject({ url: info.preview_url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="a.pdf"/);
    expect(preview.headers['content-security-policy']).toBeUndefined();
    const forged = info.download_url.replace(/token=(\d+)\.(\d+)\./, (_: string, exp: string, user: string) => `token=${exp}.${Number(user) + 1}.`);
    expect((await server.app.inject({ url: forged })).statusCode).toBe(401);
    const otherFile = (await upload(farmer, { name: 'b.pdf', type: 'application/pdf', bytes: pdf('other') })).json();
    const swapped = info.download_url.replace(id, otherFile.id);
    expect((await server.app.inject({ url: swapped })).statusCode).toBe(401);
  });

  it('refuses content that is not an accepted type, even with a .pdf name and type (415)', async () => {
    const response = await upload(farmer, { name: 'invoice.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf at all') });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, messageId: 'errors.invalidFileType' });
    const html = await upload(farmer, { name: 'x.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(html.json().messageId).toBe('errors.invalidFileType');
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a file over the size limit (413) and keeps nothing of it', async () => {
    const response = await upload(farmer, { name: 'big.pdf', type: 'application/pdf', bytes: pdf('big', MAX + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, messageId: 'errors.fileTooLarge' });
    expect(await tempFiles()).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = pdf('exact');
    const bytes = pdf('exact', MAX - exact.length);
    expect(bytes.length).toBe(MAX);
    expect((await upload(farmer, { name: 'exact.pdf', type: 'application/pdf', bytes })).statusCode).toBe(201);
  });

  it('asks for the missing parts (400) and for multipart (415)', async () => {
    const noFile = await upload(farmer, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().issues[0]).toMatchObject({ path: '/body/file', keyword: 'required' });
    const noType = await upload(farmer, { name: 'a.pdf', type: 'application/pdf', bytes: pdf() }, null);
    expect(noType.json().issues[0]).toMatchObject({ path: '/body/document_type' });
    const badType = await upload(farmer, { name: 'a.pdf', type: 'application/pdf', bytes: pdf() }, '../../etc');
    expect(badType.statusCode).toBe(400);
    const json = await server.app.inject({ method: 'POST', url: '/api/files', headers: bearer(farmer), payload: { file: 'JVBERi0=' } });
    expect(json.statusCode).toBe(415);
    const broken = await server.app.inject({
      method: 'POST', url: '/api/files', headers: { ...bearer(farmer), 'content-type': 'multipart/form-data' }, payload: 'garbage',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('stores the same content once, and removes it with its last file', async () => {
    const bytes = pdf('dedup');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const first = (await upload(farmer, { name: 'one.pdf', type: 'application/pdf', bytes })).json();
    const second = (await upload(other, { name: 'two.pdf', type: 'application/pdf', bytes })).json();
    expect(first.id).not.toBe(second.id);
    expect(await blobsOf(sha256)).toHaveLength(1);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/files/${first.id}`, headers: bearer(farmer) })).statusCode).toBe(204);
    expect(await blobsOf(sha256)).toHaveLength(1);
    const still = await server.app.inject({ url: `/api/files/${second.id}/content`, headers: bearer(other) });
    expect(still.rawPayload.equals(bytes)).toBe(true);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/files/${second.id}`, headers: bearer(other) })).statusCode).toBe(204);
    expect(await blobsOf(sha256)).toHaveLength(0);
    expect((await server.app.inject({ url: `/api/files/${second.id}`, headers: bearer(other) })).statusCode).toBe(404);
  });

  it('hides a file from other users (404), for reading, downloading and deleting', async () => {
    const { id } = (await upload(farmer, { name: 'mine.pdf', type: 'application/pdf', bytes: pdf('mine') })).json();
    for (const [method, url] of [['GET', `/api/files/${id}`], ['GET', `/api/files/${id}/content`], ['DELETE', `/api/files/${id}`]] as const) {
      const response = await server.app.inject({ method, url, headers: bearer(other) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().messageId).toBe('errors.notFound');
    }
    const unknown = await server.app.inject({ url: `/api/files/${randomUUID()}`, headers: bearer(other) });
    expect(unknown.statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/files/${id}`, headers: bearer(farmer) })).statusCode).toBe(200);
  });

  it('asks for sign-in (401) without a token', async () => {
    const { id } = (await upload(farmer, { name: 'a.pdf', type: 'application/pdf', bytes: pdf('auth') })).json();
    expect((await upload(null, { name: 'a.pdf', type: 'application/pdf', bytes: pdf() })).statusCode).toBe(401);
    for (const [method, url] of [['GET', `/api/files/${id}`], ['GET', `/api/files/${id}/content`], ['DELETE', `/api/files/${id}`]] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().messageId).toBe('errors.unauthorized');
    }
  });
});
