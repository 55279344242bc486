import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { headerText, printableText } from '../core/text/control-characters';

/** A mail as it is queued and delivered (notifications/mail-layout.ts writes it from a MailDraft). */
export interface MailMessage {
  to: string;
  /** The Reply-To address, when answers go to someone other than the sender. */
  replyTo?: string;
  /** The sender's display name, in the reader's language (MAIL_FROM gives the address). */
  fromName?: string;
  subject: string;
  /** The plain-text part: every reader gets it. */
  text: string;
  /** The HTML part, the same words (multipart/alternative with the text). */
  html?: string;
  /** When the portal queued it (ISO): the outbox lists mails in this order (not sent on). */
  queuedAt?: string;
}

/** Hands one mail over for delivery; `id` is the same each time that mail is tried again. */
export interface MailTransport {
  deliver(message: MailMessage, id: string): Promise<void>;
}

/**
 * A mail as it may go out: names and subjects typed by people lose control and bidirectional
 * characters (core/text/control-characters.ts), whichever mail carries them.
 */
const cleaned = (message: MailMessage): MailMessage => ({
  to: headerText(message.to),
  ...(message.replyTo ? { replyTo: headerText(message.replyTo) } : {}),
  ...(message.fromName ? { fromName: headerText(message.fromName) } : {}),
  subject: headerText(message.subject),
  text: printableText(message.text),
  ...(message.html ? { html: printableText(message.html) } : {}),
});

/**
 * The From header: MAIL_FROM as it is when it names a sender (`Name <address>`); an address
 * alone is shown with the mail's own sender name (the body's, in the reader's language).
 */
export function senderOf(mailFrom: string, fromName: string | undefined): string | { name: string; address: string } {
  return fromName && !mailFrom.includes('<') ? { name: fromName, address: mailFrom.trim() } : mailFrom;
}

// an outbox file's name: the time it was queued, else first written (ISO, `:` and `.` as `-`),
// then the mail's id. Queued time, because two processes (the poll and a test's sendQueued)
// may deliver two mails at once, the later one first: the outbox keeps the portal's order.
const OUTBOX_NAME = /^\d{4}-\d\d-\d\dT[\d-]+Z-(.+)\.json$/;

/**
 * Without SMTP_URL mail goes to DATA_DIR/outbox as one JSON file per message (and to the
 * log), so registration and password recovery work on a laptop and in tests. The file is
 * named by time and the mail's id: a mail delivered again overwrites its own file. The names
 * are listed once per process, not on every delivery (an outbox of a long-running demo grows).
 */
export function createOutboxTransport(dataDir: string, log: FastifyBaseLogger, mailFrom = 'no-reply@agricert.invalid'): MailTransport {
  const outbox = path.join(dataDir, 'outbox');
  const writing = path.join(dataDir, 'outbox-writing');
  // each mail's file by its id: read from the folder once, then kept as files are written
  let named: Promise<Map<string, string>> | undefined;
  const names = () =>
    (named ??= fs
      .mkdir(outbox, { recursive: true })
      .then(() => fs.readdir(outbox))
      .then((files) => new Map(files.flatMap((file): [string, string][] => {
        const id = OUTBOX_NAME.exec(file)?.[1];
        return id ? [[id, file]] : [];
      }))));
  return {
    async deliver(raw, id) {
      const message = cleaned(raw);
      const byId = await names();
      const name = byId.get(id) ?? `${(raw.queuedAt ?? new Date().toISOString()).replace(/[:.]/g, '-')}-${id}.json`;
      // written beside the outbox and renamed into it: whoever reads the outbox (a person, the
      // e2e tests) never meets a half-written mail
      await fs.mkdir(writing, { recursive: true });
      const partial = path.join(writing, name);
      const sender = senderOf(mailFrom, message.fromName);
      const from = typeof sender === 'string' ? sender : `${sender.name} <${sender.address}>`;
      await fs.writeFile(partial, JSON.stringify({ ...message, from, id, at: new Date().toISOString() }, null, 2));
      await fs.rename(partial, path.join(outbox, name));
      byId.set(id, name);
      log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to outbox');
    },
  };
}

/** Mail over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.org:465`), from `MAIL_FROM`. */
export function createSmtpTransport(smtpUrl: string, from: string, log: FastifyBaseLogger): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return {
    async deliver(raw, id) {
      const { fromName, ...message } = cleaned(raw);
      // one Message-ID per queued mail: a receiving server drops a copy sent again after a crash;
      // with `html` beside `text` nodemailer writes multipart/alternative
      const info = await transport.sendMail({ from: senderOf(from, fromName), ...message, messageId: `<${id}@${domain}>` });
      log.info({ to: message.to, subject: message.subject, id: info.messageId }, 'mail sent');
    },
  };
}

export function createMailTransport(config: { smtpUrl?: string; mailFrom: string; dataDir: string }, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom, log) : createOutboxTransport(config.dataDir, log, config.mailFrom);
}
