import net from 'node:net';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { farmerRegistration, mailsTo, type OutboxMail } from '../accounts/helpers';
import { createSmtpTransport } from '../../../src/server/notifications/mailer';
import { mailLayout } from '../../../src/server/notifications/mail-layout';

/**
 * Every mail in the body's one layout: a greeting, the message, the body's signature (name,
 * address, phone, e-mail, code, portal) and a footer, as a text part and an HTML part with the
 * same words, in the reader's language, from a sender named in that language.
 */
const body = { code: 'GR-BIO-03', email: 'info@agricert.example', phone: '+30 2810 123456', address: ['Λεωφόρος Κνωσού 12', '713 05 Ηράκλειο'] };
const publicUrl = 'https://portal.agricert.example';

/** The HTML part's visible words, tags dropped and the escapes read back, for comparing with the text. */
const words = (html: string) =>
  html
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

function expectLaidOut(mail: OutboxMail, lang: 'el' | 'en' | 'es', greeting: string, footer?: string) {
  const expected = {
    el: { from: 'AgriCert – Φορέας Πιστοποίησης', closing: 'Με εκτίμηση,', name: 'AgriCert — Φορέας πιστοποίησης γεωργικών προϊόντων', phone: 'Τηλέφωνο', footer: 'μην απαντήσετε' },
    en: { from: 'AgriCert – Certification body', closing: 'Kind regards,', name: 'AgriCert — Certification body for agricultural products', phone: 'Phone', footer: 'please do not reply' },
    es: { from: 'AgriCert – Organismo de certificación', closing: 'Atentamente,', name: 'AgriCert — Organismo de certificación de productos agrícolas', phone: 'Teléfono', footer: 'no responda' },
  }[lang];
  expect(mail.from).toBe(`${expected.from} <no-reply@agricert.invalid>`);
  expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
  const signature = [expected.closing, expected.name, ...body.address, `${expected.phone}: ${body.phone}`];
  expect(mail.text).toContain(signature.join('\n'));
  expect(mail.text).toContain('GR-BIO-03');
  expect(mail.text).toContain(footer ?? expected.footer);
  expect(mail.html).toContain(`<html lang="${lang}">`);
  const html = words(mail.html);
  for (const line of [greeting, ...signature, 'GR-BIO-03', body.email, publicUrl]) expect(html).toContain(line);
  expect(html).toContain(footer ?? expected.footer);
  // the same message in both parts: every line of the text part is in the HTML part's words
  for (const line of mail.text.split('\n').filter((l) => l.trim() && l !== '-- ')) expect(html).toContain(line.trim().replace(/\s+/g, ' '));
}

describe('the layout of every mail', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ body, publicUrl, contactEmail: 'office@agricert.example' });
  });
  afterAll(() => server.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

  it('greets a Greek reader by name in the username mail, signs it and links the portal in both parts', async () => {
    expect((await post('/users/recover-username', { identification: '094259216' })).statusCode).toBe(204);
    const mail = (await mailsTo(server, 'farmer.gr@demo.invalid')).at(-1)!;
    expect(mail.subject).toBe('Το όνομα χρήστη σας');
    expectLaidOut(mail, 'el', 'Γεια σας Γιώργος Παπαδόπουλος,');
    expect(mail.html).toContain(`<a href="${publicUrl}/login"`);
  });

  it('greets a Spanish reader in the reset mail, in Spanish', async () => {
    expect((await post('/users/recover-password', { username: 'demo.farmer.es' })).statusCode).toBe(204);
    const mail = (await mailsTo(server, 'farmer.es@demo.invalid')).at(-1)!;
    expect(mail.subject).toBe('Restablecer la contraseña');
    expectLaidOut(mail, 'es', 'Hola, Lucía García:');
    // the link's query keeps its & in the text and is escaped inside the HTML's attribute
    const link = mail.text.match(/https:\S+reset-password\?\S+/)![0];
    expect(link).toContain('&username=');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&#38;')}"`);
  });

  it('writes the confirmation of an English registration in English', async () => {
    const registration = farmerRegistration();
    expect((await post('/users/register', registration, { 'accept-language': 'en' })).statusCode).toBe(201);
    const mail = (await mailsTo(server, registration.user_details.email)).at(-1)!;
    expect(mail.subject).toBe('Confirm your email');
    expectLaidOut(mail, 'en', 'Hello Μαρία Οικονόμου,');
  });

  it("escapes what a person typed into the HTML part and links only to the body's portal", async () => {
    const { access_token } = await login(server.app, 'demo.farmer.es');
    const typed = { subject: 'Factura <b>2026</b> & "IVA"', description: '<script>alert(1)</script>\nVer https://evil.example/x y <img src=x onerror=alert(2)>' };
    expect((await post('/contact', typed, bearer(access_token))).statusCode).toBe(201);
    const mail = (await mailsTo(server, 'office@agricert.example')).at(-1)!;
    // the body's own mailbox is greeted without a name, in the body's language
    expectLaidOut(mail, 'el', 'Γεια σας,', 'η απάντησή σας σε αυτό πηγαίνει στον αποστολέα του (farmer.es@demo.invalid)');
    expect(mail.replyTo).toBe('farmer.es@demo.invalid');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.html).not.toMatch(/<script|<img|<b>|href="https:\/\/evil/);
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('<title>[Πύλη] Factura &#60;b&#62;2026&#60;/b&#62; &#38; &#34;IVA&#34;</title>');
  });
});

describe('a mail over SMTP', () => {
  it('goes as multipart/alternative, text first, from the body named in the reader’s language', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          done();
        });
      },
    });
    const port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as net.AddressInfo).port)));
    try {
      const layout = mailLayout({ body, publicUrl });
      const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@agricert.invalid', Fastify({ logger: false }).log);
      await transport.deliver(layout({ to: 'farmer@example.org', locale: 'el', greet: 'Ελένη', subject: 'Δοκιμή', text: 'Κείμενο.' }), 'test-1');
      const [raw] = received;
      const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
      const from = headers.match(/^From: (.*)$/m)![1];
      const decoded = from.replace(/=\?UTF-8\?B\?(\S+?)\?=\s*/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));
      expect(Buffer.from(decoded, 'latin1').toString('utf8')).toBe('AgriCert – Φορέας Πιστοποίησης<no-reply@agricert.invalid>');
      expect(raw.indexOf('Content-Type: text/plain')).toBeGreaterThan(0);
      expect(raw.indexOf('Content-Type: text/html')).toBeGreaterThan(raw.indexOf('Content-Type: text/plain'));
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
