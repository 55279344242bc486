import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { headerText, printableText } from '../core/text/control-characters';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Hands one mail over for delivery; `id` is the same each time that mail is tried again. */
export interface MailTransport {
  deliver(message: MailMessage, id: string): Promise<void>;
}

/**
 * A mail as it may go out: names and subjects typed by people lose control and bidirectional
 * characters (core/text/control-characters.ts), whichever mail carries them.
 */
const cleaned = (message: MailMessage): MailMessage => ({ to: headerText(message.to), subject: headerText(message.subject), text: printableText(message.text) });

/**
 * Without SMTP_URL mail goes to DATA_DIR/outbox as one JSON file per message (and to the
 * log), so registration and password recovery work on a laptop and in tests. The file is
 * named by time and the mail's id: a mail delivered again overwrites its own file.
 */
export function createOutboxTransport(dataDir: string, log: FastifyBaseLogger): MailTransport {
  const outbox = path.join(dataDir, 'outbox');
  const writing = path.join(dataDir, 'outbox-writing');
  return {
    async deliver(raw, id) {
      const message = cleaned(raw);
      await fs.mkdir(outbox, { recursive: true });
      const existing = (await fs.readdir(outbox)).find((name) => name.endsWith(`-${id}.json`));
      const name = existing ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.json`;
      // written beside the outbox and renamed into it: whoever reads the outbox (a person, the
      // e2e tests) never meets a half-written mail
      await fs.mkdir(writing, { recursive: true });
      const partial = path.join(writing, name);
      await fs.writeFile(partial, JSON.stringify({ ...message, id, at: new Date().toISOString() }, null, 2));
      await fs.rename(partial, path.join(outbox, name));
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
      const message = cleaned(raw);
      // one Message-ID per queued mail: a receiving server drops a copy sent again after a crash
      const info = await transport.sendMail({ from, ...message, messageId: `<${id}@${domain}>` });
      log.info({ to: message.to, subject: message.subject, id: info.messageId }, 'mail sent');
    },
  };
}

export function createMailTransport(config: { smtpUrl?: string; mailFrom: string; dataDir: string }, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom, log) : createOutboxTransport(config.dataDir, log);
}
