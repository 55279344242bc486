import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** The main test server's outbox (playwright.config.ts puts its DATA_DIR in the environment). */
const outbox = () => path.join(process.env.E2E_MAIN_DATA_DIR ?? '', 'outbox');

/** Waits for a mail to `to` with a link to `route` and answers that link. */
export async function mailedLink(to: string, route: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const dir = outbox();
      const mails = fs.existsSync(dir)
        ? fs.readdirSync(dir).sort().map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string })
        : [];
      const found = mails.filter((mail) => mail.to === to).map((mail) => mail.text.match(new RegExp(`https?://\\S+${route}\\?\\S+`))?.[0]).filter(Boolean);
      link = found.at(-1) ?? '';
      return link;
    }, { message: `a ${route} link mailed to ${to}` })
    .not.toBe('');
  return link;
}

export function mailsTo(to: string): { subject: string; text: string }[] {
  const dir = outbox();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to);
}

/** A Greek tax number (AFM) with a valid check digit, different for each `n`. */
export function afm(n: number): string {
  const base = String(30_000_000 + (n % 60_000_000)).padStart(8, '0');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(base[i]) * 2 ** (8 - i);
  return `${base}${(sum % 11) % 10}`;
}

/** Registers and confirms an account through the API, for tests about what comes after. */
export async function registeredAccount(request: APIRequestContext, role: 'client' | 'consultant', tag: string) {
  const n = Date.now() % 10_000_000;
  const username = `e2e.${tag}.${n}`;
  const email = `${username}@example.org`;
  const body = {
    role,
    customer_type: 'individual',
    account: { username, password: 'Firstpass2026', password_confirmation: 'Firstpass2026' },
    user_details: { country: 1, first_name: 'Άννα', last_name: `Δοκιμή ${tag}`, identification: afm(n), phone: '6912345678', email },
    ...(role === 'client' ? { accounting_details: { invoice_delivery: 'physical' } } : {}),
  };
  const created = await request.post('/api/users/register', { data: body, headers: { 'accept-language': 'en' } });
  expect(created.status(), await created.text()).toBe(201);
  const link = new URL(await mailedLink(email, '/verify-email'));
  const verified = await request.post('/api/users/verify-email', {
    data: { username: link.searchParams.get('username'), token: link.searchParams.get('token') },
  });
  expect(verified.ok()).toBe(true);
  return { username, email, name: `Άννα Δοκιμή ${tag}` };
}
