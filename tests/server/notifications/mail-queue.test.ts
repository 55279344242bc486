import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { connectDatabase, type DatabaseHandle } from '../../../src/server/core/db/connect';
import { migrate } from '../../../src/server/core/db/migrate';
import { startQueue } from '../../../src/server/core/queue';
import { MAIL_QUEUE, createMailQueue, sendQueuedMail, type Mailer } from '../../../src/server/notifications/mail-queue';
import { createOutboxTransport, type MailTransport } from '../../../src/server/notifications/mailer';
import { mailLayout } from '../../../src/server/notifications/mail-layout';

/** The mail queue on embedded PGlite (the laptop setup), driven directly. */
let database: DatabaseHandle;
let boss: PgBoss;
let mailer: Mailer;
let outbox: MailTransport;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-queue-'));
const log = Fastify({ logger: false }).log;
const sent = () => (fs.existsSync(path.join(dataDir, 'outbox')) ? fs.readdirSync(path.join(dataDir, 'outbox')) : []).map((name) => JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', name), 'utf8')) as { subject: string });
const subjects = (subject: string) => sent().filter((mail) => mail.subject === subject);

beforeAll(async () => {
  database = await connectDatabase({ databaseUrl: 'memory://', dataDir });
  await migrate(database);
  boss = await startQueue(database, log);
  mailer = await createMailQueue(boss, { pollSeconds: 0.5, retryDelaySeconds: 1 }, mailLayout({ body: { code: 'GR-BIO-03', email: 'info@example.org', phone: null, address: [] }, publicUrl: 'http://localhost' }));
  outbox = createOutboxTransport(dataDir, log);
}, 60_000);
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true, timeout: 2_000 });
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const message = (subject: string) => ({ to: 'farmer@example.org', locale: 'en', greet: 'Maria', subject, text: 'Hello' });

describe('the mail queue', () => {
  it('mails nobody for a change that rolls back, and once for one that commits', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('app_settings').values({ key: 'rolled-back', value: 'x' }).execute();
        await mailer.send(message('rolled back'), { within: trx });
        throw new Error('the change fails after the mail was queued');
      })
      .catch(() => undefined);
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('app_settings').values({ key: 'committed', value: 'x' }).execute();
      await mailer.send(message('committed'), { within: trx });
    });
    await sendQueuedMail(boss, outbox, database);
    expect(subjects('rolled back')).toHaveLength(0);
    expect(subjects('committed')).toHaveLength(1);
  });

  it('queues a mail once for one key, however often it is asked', async () => {
    const key = randomUUID();
    await mailer.send(message('keyed'), { key });
    await mailer.send(message('keyed'), { key });
    await sendQueuedMail(boss, outbox, database);
    await sendQueuedMail(boss, outbox, database);
    expect(subjects('keyed')).toHaveLength(1);
  });

  it('keeps a mail the transport refused and sends it, once, when it is tried again', async () => {
    const down: MailTransport = { deliver: async () => Promise.reject(new Error('SMTP down')) };
    await mailer.send(message('after the outage'));
    await sendQueuedMail(boss, down, database);
    expect(subjects('after the outage')).toHaveLength(0);
    // the retry waits about the first back-off (1 s here, with jitter up to 2 s); the limit only
    // stops a retry that never comes (a busy machine takes several times as long)
    const end = Date.now() + 60_000;
    while (subjects('after the outage').length === 0 && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await sendQueuedMail(boss, outbox, database);
    }
    await sendQueuedMail(boss, outbox, database);
    expect(subjects('after the outage')).toHaveLength(1);
  });
});

describe('the outbox folder (no SMTP)', () => {
  it('keeps one file per mail: delivered again, by this process or a new one, the mail overwrites its own file', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
    const id = randomUUID();
    const first = createOutboxTransport(folder, log);
    await first.deliver(message('Offer sent'), id);
    await first.deliver(message('Offer sent'), randomUUID());
    await first.deliver(message('Offer sent, again'), id);
    // a server started anew finds the file written before it
    await createOutboxTransport(folder, log).deliver(message('Offer sent, a third time'), id);
    const files = fs.readdirSync(path.join(folder, 'outbox'));
    expect(files).toHaveLength(2);
    const mine = files.filter((name) => name.endsWith(`-${id}.json`));
    expect(mine).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'outbox', mine[0]), 'utf8')).subject).toBe('Offer sent, a third time');
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('lists mails in the order the portal queued them, though two senders delivered the later one first', async () => {
    await mailer.send(message('Contract sent'));
    await mailer.send(message('Inspection planned'));
    // the poll took the second while a test's sendQueued took the first: the second is written first
    const jobs: { id: string; data: Parameters<MailTransport['deliver']>[0] }[] = [];
    for (let job = (await boss.fetch(MAIL_QUEUE))[0]; job; job = (await boss.fetch(MAIL_QUEUE))[0]) jobs.push(job as (typeof jobs)[number]);
    expect(jobs.map((job) => job.data.subject)).toEqual(['Contract sent', 'Inspection planned']);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
    const transport = createOutboxTransport(folder, log);
    for (const job of [...jobs].reverse()) await transport.deliver(job.data, job.id);
    const names = fs.readdirSync(path.join(folder, 'outbox')).sort();
    expect(names.map((name) => JSON.parse(fs.readFileSync(path.join(folder, 'outbox', name), 'utf8')).subject)).toEqual(['Contract sent', 'Inspection planned']);
    for (const job of jobs) await boss.complete(MAIL_QUEUE, job.id);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
