import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Without SMTP_URL mail goes to DATA_DIR/outbox as one JSON file per message (and to the
 * log), so registration and password recovery work on a laptop and in tests.
 */
export function createOutboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  return {
    async send(message) {
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await fs.writeFile(path.join(outbox, name), JSON.stringify({ ...message, at: new Date().toISOString() }, null, 2));
      log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to outbox');
    },
  };
}

/** Mail over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.org:465`), from `MAIL_FROM`. */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject, id: info.messageId }, 'mail sent');
    },
  };
}

export function createMailer(config: { smtpUrl?: string; mailFrom: string; dataDir: string }, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, log) : createOutboxMailer(config.dataDir, log);
}
