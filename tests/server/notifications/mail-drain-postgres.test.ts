import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { connectDatabase, type DatabaseHandle } from '../../../src/server/core/db/connect';
import { migrate } from '../../../src/server/core/db/migrate';
import { startQueue } from '../../../src/server/core/queue';
import { MAIL_QUEUE, createMailQueue, sendQueuedMail, type Mailer } from '../../../src/server/notifications/mail-queue';
import { createOutboxTransport, type MailTransport } from '../../../src/server/notifications/mailer';
import { mailLayout } from '../../../src/server/notifications/mail-layout';

/**
 * A test's drain of the mail queue on PostgreSQL, where another process's poll may hold a mail
 * it has taken but not yet recorded as taken. Only with TEST_DATABASE_URL (.ci/run's second
 * pass): embedded PGlite has one connection, so no statement is ever half done beside another.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const name = `portal_drain_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let dataDir: string;
const log = Fastify({ logger: false }).log;
let database: DatabaseHandle;
let boss: PgBoss;
let mailer: Mailer;
let outbox: MailTransport;
let url: string;
const subjects = (subject: string) =>
  (fs.existsSync(path.join(dataDir, 'outbox')) ? fs.readdirSync(path.join(dataDir, 'outbox')) : [])
    .map((file) => JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', file), 'utf8')) as { subject: string })
    .filter((mail) => mail.subject === subject);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe.runIf(adminUrl)('draining the mail queue on PostgreSQL', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-drain-'));
    await admin(`CREATE DATABASE ${name}`);
    const address = new URL(adminUrl!);
    address.pathname = `/${name}`;
    url = address.toString();
    database = await connectDatabase({ databaseUrl: url, dataDir });
    await migrate(database);
    boss = await startQueue(database, log);
    mailer = await createMailQueue(boss, { pollSeconds: 0.5, retryDelaySeconds: 1 }, mailLayout({ body: { code: 'GR-BIO-03', email: 'info@example.org', phone: null, address: [] }, publicUrl: 'http://localhost' }));
    outbox = createOutboxTransport(dataDir, log);
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true, timeout: 2_000 });
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("waits for a mail another poll has taken but not yet recorded, and returns once it is sent", async () => {
    await mailer.send({ to: 'farmer@example.org', locale: 'en', greet: 'Maria', subject: 'held by another poll', text: 'Hello' });
    // the other poll: its fetch has locked the mail and marked it active, uncommitted
    const poll = new pg.Client({ connectionString: url });
    await poll.connect();
    try {
      await poll.query('BEGIN');
      const taken = await poll.query(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1 AND state = 'created' RETURNING id, data`, [MAIL_QUEUE]);
      expect(taken.rows).toHaveLength(1);

      // the drain's own statements, counted: once it has asked twice it is waiting, not done
      let asked = 0;
      let askedTwice!: () => void;
      const waiting = new Promise<void>((resolve) => (askedTwice = resolve));
      const counted = {
        executeSql: async (text: string, values?: unknown[]) => {
          const result = await database.executeSql(text, values);
          if ((asked += 1) === 2) askedTwice();
          return result;
        },
      };
      let sentWhenDone: number | undefined;
      const drain = sendQueuedMail(boss, outbox, counted).then(() => (sentWhenDone = subjects('held by another poll').length));
      await Promise.race([waiting, drain]);
      // it did not give up on the held mail: nothing was sent yet, and it has not returned
      expect(sentWhenDone).toBeUndefined();

      // the other poll sends it and records it done
      const [job] = taken.rows as { id: string; data: Parameters<MailTransport['deliver']>[0] }[];
      await outbox.deliver(job!.data, job!.id);
      await poll.query(`UPDATE pgboss.job SET state = 'completed', completed_on = now() WHERE id = $1`, [job!.id]);
      await poll.query('COMMIT');
      await drain;
      expect(sentWhenDone).toBe(1);
    } finally {
      await poll.end();
    }
  });
});
