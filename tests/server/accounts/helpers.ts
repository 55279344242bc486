import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  /** The sender as the From header shows it: `Name <address>`. */
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** A server of tests/helpers/server.ts: its mail queue and its DATA_DIR. */
interface MailingServer {
  app: { mail: { sendQueued(): Promise<void> } };
  config: { dataDir: string };
}

/** The mails the server sent (queued, then written to DATA_DIR/outbox) to one address, oldest first. */
export async function mailsTo(server: MailingServer, to: string): Promise<OutboxMail[]> {
  await server.app.mail.sendQueued();
  const outbox = path.join(server.config.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === to);
}

/** The `token` and `username` of the last link to `route` mailed to an address. */
export async function lastLink(server: MailingServer, to: string, route: string): Promise<{ token: string; username: string }> {
  const mail = (await mailsTo(server, to)).at(-1);
  const match = mail?.text.match(new RegExp(`https?://\\S+${route}\\?\\S+`));
  if (!match) throw new Error(`no ${route} link mailed to ${to}`);
  const query = new URL(match[0]).searchParams;
  return { token: query.get('token') ?? '', username: query.get('username') ?? '' };
}

/** A Greek tax number (AFM) with a valid check digit, different for each `n`. */
export function afm(n: number): string {
  const base = String(20_000_000 + n * 7919).padStart(8, '0');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(base[i]) * 2 ** (8 - i);
  return `${base}${(sum % 11) % 10}`;
}

let counter = 0;
/** A valid registration of a Greek individual farmer with fresh username, e-mail and AFM. */
export function farmerRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    role: 'client',
    customer_type: 'individual',
    account: { username: `new.farmer${counter}`, password: 'Kalimera2026', password_confirmation: 'Kalimera2026' },
    user_details: {
      country: 1, first_name: 'Μαρία', last_name: 'Οικονόμου', identification: afm(counter),
      phone: '6912345678', email: `farmer${counter}@example.org`,
    },
    accounting_details: { invoice_delivery: 'physical' },
    ...overrides,
  };
}
