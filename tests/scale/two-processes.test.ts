import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { pdf as onePagePdf } from '../helpers/uploads';
import { apiOf, freePort, scaleTestsSkipped, startApi, startPostgres, type ApiProcess, type Postgres } from './cluster';

/** A header's MIME encoded-words (RFC 2047, `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`) as text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );


/**
 * Two real API processes on one PostgreSQL, over real HTTP, with a real SMTP server: what one
 * process does, the other sees; a mail is sent once whichever process caused it; and the
 * faults of a multi-process deployment (a process killed, PostgreSQL restarted, SMTP down).
 */

const PASSWORD = 'DemoPass2026';

/** An SMTP server that keeps what it receives and can be stopped and started on its port. */
function smtpSink(port: number) {
  const received: { subject: string; messageId: string }[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
          onData(stream, _session, done) {
            let raw = '';
            stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
            stream.on('end', () => {
              // headers unfolded, and a subject in Greek decoded from its MIME encoded-words
              const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
              received.push({ subject: decodeWords(headers.match(/^Subject: (.*)$/m)?.[1] ?? ''), messageId: headers.match(/^Message-ID: (.*)$/im)?.[1] ?? '' });
              done();
            });
          },
        });
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let postgres: Postgres | undefined;
let a: ApiProcess;
let b: ApiProcess;
let dataDir: string;
const smtp = smtpSink(await freePort());

const env = () => ({ DATABASE_URL: postgres!.url, DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1', RATE_LIMITS: 'on' });

beforeAll(async () => {
  postgres = await startPostgres();
  if (!postgres) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  await smtp.start();
  // one after the other: the first migrates and seeds, the second finds it done
  a = await startApi(env());
  b = await startApi(env());
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp.stop();
  await postgres?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const signIn = async (on: ApiProcess, username = 'demo.farmer.gr') => {
  const response = await apiOf(on.url)('POST', '/users/login', { body: { username, password: PASSWORD } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { access_token: string; refresh_token: string };
};

const noPostgres = scaleTestsSkipped();

describe.skipIf(noPostgres)('two API processes on one PostgreSQL', () => {
  it('share sessions: signed in on one, refreshed on the other; logout on one ends it on both', async () => {
    const session = await signIn(a);
    const refreshed = await apiOf(b.url)('POST', '/users/refresh-token', { token: session.refresh_token });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const { access_token, refresh_token } = refreshed.body;
    expect((await apiOf(a.url)('GET', '/applications', { token: access_token })).status).toBe(200);

    expect((await apiOf(a.url)('POST', '/users/logout', { token: refresh_token })).status).toBe(204);
    expect((await apiOf(b.url)('GET', '/applications', { token: access_token })).status).toBe(401);
    expect((await apiOf(b.url)('POST', '/users/refresh-token', { token: refresh_token })).status).toBe(401);
  });

  it('end a session the other process keeps in memory when one logs out or changes the password', async () => {
    // B keeps the caller of a token it served (src/server/accounts/viewer-cache.ts) until PostgreSQL
    // announces a change to the account (LISTEN/NOTIFY); A's change must reach it. Within
    // ACCOUNT_CHANGES_HEARD_WITHIN_MS at the latest (docs/decisions.md), milliseconds in practice;
    // a caller kept without hearing anything would be served for a minute.
    const refused = (on: ApiProcess, token: string) =>
      until('the other process to refuse the ended session', async () => (await apiOf(on.url)('GET', '/users/profile', { token })).status === 401, 3_000);

    const loggingOut = await signIn(a);
    for (let i = 0; i < 3; i++) expect((await apiOf(b.url)('GET', '/users/profile', { token: loggingOut.access_token })).status).toBe(200);
    expect((await apiOf(a.url)('POST', '/users/logout', { token: loggingOut.refresh_token })).status).toBe(204);
    await refused(b, loggingOut.access_token);

    const here = await signIn(a, 'demo.consultant');
    const elsewhere = await signIn(a, 'demo.consultant');
    for (let i = 0; i < 3; i++) expect((await apiOf(b.url)('GET', '/users/profile', { token: elsewhere.access_token })).status).toBe(200);
    const next = 'Changed2026scale';
    const changed = await apiOf(a.url)('POST', '/users/password/change', { token: here.access_token, body: { current_password: PASSWORD, password: next, password_confirmation: next } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    await refused(b, elsewhere.access_token);
    // the session that changed it goes on, on both
    expect((await apiOf(b.url)('GET', '/users/profile', { token: here.access_token })).status).toBe(200);
    expect((await apiOf(b.url)('POST', '/users/logout', { token: here.refresh_token })).status).toBe(204);
    expect((await apiOf(b.url)('GET', '/users/profile', { token: here.access_token })).status).toBe(401);
    await refused(a, here.access_token);
  });

  it('share drafts: saved through one, read through the other', async () => {
    const { access_token: token } = await signIn(a);
    const created = await apiOf(a.url)('POST', '/applications', { token, body: { type: 'bio' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.application;
    const saved = await apiOf(a.url)('PUT', `/applications/${id}/answers`, { token, body: { answers: { general: { year: 2027 } }, row_version: 1 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await apiOf(b.url)('GET', `/applications/${id}`, { token });
    expect(read.body).toMatchObject({ id, row_version: 2, answers: { general: { year: 2027 } } });
  });

  it('count a request limit once across both', async () => {
    // POST /users/recover-username: 5 per address per 15 minutes (src/server/core/rate-limits/limits.ts)
    const ask = (on: ApiProcess) => apiOf(on.url)('POST', '/users/recover-username', { body: { identification: '000000000' } });
    for (const on of [a, b, a, b, a]) expect((await ask(on)).status).toBe(204);
    const refused = await ask(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('share uploads: uploaded through one, downloaded through the other', async () => {
    const { access_token: token } = await signIn(a);
    const form = new FormData();
    const pdf = onePagePdf('shared data folder');
    form.append('document_type', 'bio.plant.parcelMap');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'plan.pdf');
    const uploaded = await fetch(`${a.url}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const download = async (on: ApiProcess) => {
      const response = await fetch(`${on.url}/api/files/${id}/content`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const [throughA, throughB] = [await download(a), await download(b)];
    expect(throughB.equals(pdf)).toBe(true);
    expect(throughA.equals(pdf)).toBe(true);
  });

  it('send a mail caused on one process exactly once; while SMTP is down it waits, then goes once', async () => {
    const { access_token: token } = await signIn(a, 'demo.farmer.es');
    const contact = (subject: string) => apiOf(a.url)('POST', '/contact', { token, body: { subject, description: 'Two processes, one mail.' } });
    expect((await contact('scale-once')).status).toBe(201);
    await until('the mail', () => smtp.received.some((m) => m.subject.includes('scale-once')));

    await smtp.stop();
    expect((await contact('scale-later')).status).toBe(201);
    // both processes try, fail, and back off while nothing listens
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await smtp.start();
    await until('the mail queued while SMTP was down', () => smtp.received.some((m) => m.subject.includes('scale-later')));
    // time for a second copy to show up, if any process were to send one
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received.filter((m) => m.subject.includes('scale-once'))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.subject.includes('scale-later'))).toHaveLength(1);
  }, 60_000);

  it('keep every acknowledged autosave when a process is killed mid-way: the client goes on through the other', async () => {
    const { access_token: token } = await signIn(a);
    const created = await apiOf(a.url)('POST', '/applications', { token, body: { type: 'globalgap' } });
    const { id } = created.body.application;
    let version = 1;
    let acknowledged = 0;
    const victim = await startApi(env());
    const targets = [victim, b];
    // autosaves through the victim; it is killed (SIGKILL) after the 5th; the client retries on b
    for (let n = 1; n <= 12; n++) {
      if (n === 6) victim.child.kill('SIGKILL');
      const body = { answers: { general: { year: 2027 }, autosave: n }, row_version: version };
      let response = await apiOf(targets[0].url)('PUT', `/applications/${id}/answers`, { token, body }).catch(() => undefined);
      if (!response) {
        targets.shift();
        response = await apiOf(targets[0].url)('PUT', `/applications/${id}/answers`, { token, body });
      }
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      version = response.body.row_version;
      acknowledged = n;
    }
    await victim.stop();
    const read = await apiOf(a.url)('GET', `/applications/${id}`, { token });
    expect(read.body).toMatchObject({ row_version: version, answers: { autosave: acknowledged } });
    expect(version).toBe(13);
  }, 120_000);

  it.skipIf(!!process.env.TEST_DATABASE_URL)('answer 503 with Retry-After while PostgreSQL restarts, and recover without a restart', async () => {
    const { access_token: token } = await signIn(a);
    postgres!.stop();
    for (const on of [a, b]) {
      const response = await apiOf(on.url)('GET', '/applications', { token });
      expect(response.status, JSON.stringify(response.body)).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.body.messageId).toBe('errors.unavailable');
    }
    postgres!.start();
    for (const on of [a, b]) {
      await until('the process to reach PostgreSQL again', async () => (await apiOf(on.url)('GET', '/applications', { token })).status === 200);
    }
    // and the queue works again too
    const mailer = await signIn(b, 'demo.farmer.es');
    expect((await apiOf(b.url)('POST', '/contact', { token: mailer.access_token, body: { subject: 'scale-after-restart', description: 'Back.' } })).status).toBe(201);
    await until('a mail after the restart', () => smtp.received.some((m) => m.subject.includes('scale-after-restart')));
  }, 90_000);
});
