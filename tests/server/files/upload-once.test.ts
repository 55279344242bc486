import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { multipart, pdf } from '../../helpers/uploads';
import { storesUnderTest, type StoreUnderTest } from '../../helpers/content-stores';

// A device sends a file kept offline with a key of its own; sent again (a lost answer, a
// reload before it noted the answer), the server must answer the first file, not store another.
describe('an upload sent again with its Idempotency-Key is stored once', () => {
  let store: StoreUnderTest;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let farmer: string;
  let other: string;
  beforeAll(async () => {
    store = await storesUnderTest[0].start();
    server = await startTestServer(store.config);
    farmer = (await login(server.app, 'demo.farmer.gr')).access_token;
    other = (await login(server.app, 'demo.farmer.es')).access_token;
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const upload = (token: string, bytes: Buffer, key?: string, name = 'photo.pdf') => {
    const body = multipart({ name, type: 'application/pdf', bytes });
    return server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...bearer(token), 'content-type': body.contentType, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body.payload,
    });
  };
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  /** The rows of this content, whoever owns them. */
  const rowsOf = (bytes: Buffer) =>
    server.app.database.db.selectFrom('files').select(['id', 'owner_id']).where('sha256', '=', sha(bytes)).execute();
  const key = () => `waiting:${randomUUID()}`;

  it('answers the same file (200, same id) to the same key, and keeps one row and one copy', async () => {
    const bytes = pdf('once-twice');
    const k = key();
    const first = await upload(farmer, bytes, k, 'parcel.pdf');
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(farmer, bytes, k, 'parcel.pdf');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, name: 'parcel.pdf', size: bytes.length, media_type: 'application/pdf' });
    expect(again.json().download_url).toMatch(new RegExp(`^/api/files/${first.json().id}/content\\?token=`));
    expect(await rowsOf(bytes)).toHaveLength(1);
    expect(await store.copiesOf(server.config, sha(bytes))).toHaveLength(1);
    expect(await store.temporaryUploads(server.config)).toEqual([]);
  });

  it('keeps uploads without a key as they were: each is a file of its own', async () => {
    const bytes = pdf('no-key');
    const ids = [(await upload(farmer, bytes)).json().id, (await upload(farmer, bytes)).json().id];
    expect(new Set(ids).size).toBe(2);
    expect(await rowsOf(bytes)).toHaveLength(2);
  });

  it('keeps keys per account: another account\'s same key is its own file', async () => {
    const bytes = pdf('two-accounts');
    const k = key();
    const mine = await upload(farmer, bytes, k);
    const theirs = await upload(other, bytes, k);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const theirsAgain = await upload(other, bytes, k);
    expect(theirsAgain.statusCode).toBe(200);
    expect(theirsAgain.json().id).toBe(theirs.json().id);
    expect((await rowsOf(bytes)).map((row) => row.id).sort()).toEqual([mine.json().id, theirs.json().id].sort());
  });

  it('ends two uploads racing with one key with one row, both answered with it', async () => {
    const bytes = pdf('racing');
    const k = key();
    const answers = await Promise.all([upload(farmer, bytes, k), upload(farmer, bytes, k), upload(farmer, bytes, k)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await rowsOf(bytes)).toHaveLength(1);
  });

  it('refuses the same key with other content (422) and stores nothing of it, even when racing', async () => {
    const k = key();
    const first = pdf('first-content');
    const second = pdf('second-content');
    expect((await upload(farmer, first, k)).statusCode).toBe(201);
    const reused = await upload(farmer, second, k);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json()).toMatchObject({ statusCode: 422, messageId: 'errors.idempotencyKeyReused' });
    expect(await rowsOf(second)).toHaveLength(0);
    expect(await store.copiesOf(server.config, sha(second))).toHaveLength(0);

    const raced = key();
    const [a, b] = [pdf('race-a'), pdf('race-b')];
    const answers = await Promise.all([upload(farmer, a, raced), upload(farmer, b, raced)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([201, 422]);
    expect((await rowsOf(a)).length + (await rowsOf(b)).length).toBe(1);
  });

  it('stores a new file for a key whose file was deleted since', async () => {
    const bytes = pdf('deleted-since');
    const k = key();
    const first = (await upload(farmer, bytes, k)).json();
    expect((await server.app.inject({ method: 'DELETE', url: `/api/files/${first.id}`, headers: bearer(farmer) })).statusCode).toBe(204);
    const renewed = await upload(farmer, bytes, k);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().id).not.toBe(first.id);
    const again = await upload(farmer, bytes, k);
    expect([again.statusCode, again.json().id]).toEqual([200, renewed.json().id]);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(101)],
    ['a space', 'waiting key 1'],
    ['a slash', 'waiting/key/1'],
    ['non-ASCII', 'αρχείο-12345'],
    ['two keys', 'waiting-1234, waiting-5678'],
  ])('refuses a key with %s (400) and stores nothing', async (_what, bad) => {
    const bytes = pdf(`bad-key-${bad}`);
    const response = await upload(farmer, bytes, Buffer.from(bad, 'utf8').toString('latin1'));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ messageId: 'errors.invalidRequest' });
    expect(response.json().message).toMatch(/idempotency-key/i);
    expect(await rowsOf(bytes)).toHaveLength(0);
  });

  it('accepts keys of 8 and of 100 characters of letters, digits and ._:-', async () => {
    for (const k of ['A1b2.c:_', `${'x'.repeat(64)}.${randomUUID().slice(0, 35)}`]) {
      const bytes = pdf(`edge-${k}`);
      expect((await upload(farmer, bytes, k)).statusCode, k).toBe(201);
      expect((await upload(farmer, bytes, k)).statusCode, k).toBe(200);
    }
  });
});
