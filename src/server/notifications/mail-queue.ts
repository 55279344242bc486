import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../core/db/types';
import { within } from '../core/queue';
import type { MailMessage, MailTransport } from './mailer';
import type { MailDraft } from './mail-layout';

export const MAIL_QUEUE = 'mail';

export interface MailOptions {
  /** The transaction of the change that causes the mail: the mail is sent only if it commits. */
  within?: Kysely<Database>;
  /**
   * Names the mail's cause (a UUID); a second mail with the same key is not queued, so a
   * retried request does not mail twice. Default: a new key for each call.
   */
  key?: string;
}

/**
 * What handlers mail through: the draft gets the body's layout (greeting, signature, HTML part;
 * notifications/mail-layout.ts) and is queued, then sent by whichever process is free.
 */
export interface Mailer {
  send(draft: MailDraft, options?: MailOptions): Promise<void>;
}

export interface MailQueueSettings {
  /** How often an idle process looks for mail to send (pg-boss allows down to 0.5 s). */
  pollSeconds: number;
  /** First wait before a failed mail is tried again; it doubles on each further failure. */
  retryDelaySeconds: number;
}

// each wait about doubles (pg-boss's back-off, with jitter): from 30 s, twelve tries span
// two to four days, longer than an SMTP outage worth waiting out
const RETRY_LIMIT = 12;

// A mail's queued time, a millisecond after the one before in this process at least: two mails
// queued in one millisecond keep their order in the outbox (mailer.ts).
let lastQueued = 0;
const queueTime = () => new Date((lastQueued = Math.max(Date.now(), lastQueued + 1))).toISOString();

export async function createMailQueue(boss: PgBoss, settings: MailQueueSettings, layout: (draft: MailDraft) => MailMessage): Promise<Mailer> {
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    // a process killed while sending leaves the job active: another takes it after this long
    expireInSeconds: 120,
  });
  return {
    async send(draft, options = {}) {
      // laid out when queued: the job holds the mail as it goes out, in the words of today's catalogue
      await boss.send(MAIL_QUEUE, { ...layout(draft), queuedAt: queueTime() }, {
        id: options.key ?? randomUUID(),
        ...(options.within ? { db: within(options.within) } : {}),
      });
    },
  };
}

/**
 * Sends queued mail, a batch a poll. A job is marked done only after the transport accepted
 * the mail; the job's id goes with it (outbox file name, SMTP Message-ID) so that a mail
 * sent again after a crash between the two is recognised as the same one.
 */
export async function workMailQueue(boss: PgBoss, transport: MailTransport, settings: MailQueueSettings, log: FastifyBaseLogger): Promise<void> {
  // Up to MAIL_BATCH a poll, one after the other: one a poll let a registration's link wait
  // behind every notice of a busy minute. A mail refused is failed alone (retried later);
  // pg-boss then completes only the batch's jobs still active, the ones delivered.
  await boss.work<MailMessage>(MAIL_QUEUE, { pollingIntervalSeconds: settings.pollSeconds, batchSize: MAIL_BATCH }, async (jobs) => {
    for (const job of jobs) {
      try {
        await transport.deliver(job.data, job.id);
      } catch (error) {
        log.warn({ err: error, job: job.id, to: job.data.to }, 'mail not sent; it will be tried again');
        await boss.fail(MAIL_QUEUE, job.id, error as object);
      }
    }
  });
}

/** How many queued mails one poll takes. */
const MAIL_BATCH = 20;

/**
 * Sends every mail queued now, in this process, without waiting for the next poll, and
 * returns once no other process is still sending one: a test reads the outbox right after.
 *
 * "Nothing left" is asked of the database after each empty fetch, not taken from the fetch:
 * on PostgreSQL a poll's fetch that has locked a mail but not yet committed is skipped by
 * ours (SKIP LOCKED) while the mail still reads as waiting, not active. Counting only active
 * mails then returned before that poll's delivery (a staff mail appeared a step late).
 */
export async function sendQueuedMail(boss: PgBoss, transport: MailTransport, database: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }): Promise<void> {
  for (;;) {
    const [job] = await boss.fetch<MailMessage>(MAIL_QUEUE);
    if (job) {
      try {
        await transport.deliver(job.data, job.id);
        await boss.complete(MAIL_QUEUE, job.id);
      } catch (error) {
        await boss.fail(MAIL_QUEUE, job.id, error as object);
      }
      continue;
    }
    // a mail being sent elsewhere, or due now but held by another fetch: wait for it
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND (state = 'active' OR (state < 'active' AND start_after < now()))`,
      [MAIL_QUEUE],
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
