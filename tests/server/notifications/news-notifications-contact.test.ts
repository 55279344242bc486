import fs from 'node:fs';
import { completeGlobalgap } from '../applications/helpers';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsultServer } from '../customers/helpers';

describe('news, notifications and the contact form', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
  });
  afterAll(() => t.close());

  it('serves the seeded news in three languages; staff publish more', async () => {
    const news = await t.as('farmerEs')('GET', '/news');
    expect(news.statusCode).toBe(200);
    expect(news.json().items.length).toBeGreaterThanOrEqual(2);
    expect(news.json().items[0].title).toEqual({ el: expect.any(String), en: expect.any(String), es: expect.any(String) });
    expect((await t.as('guest')('GET', '/news')).statusCode).toBe(401);
    const item = { title_el: 'Νέο', title_en: 'New', title_es: 'Nuevo', body_el: 'Κείμενο', body_en: 'Text', body_es: 'Texto' };
    expect((await t.as('consultant')('POST', '/news', item)).statusCode).toBe(403);
    const blank = await t.as('staff')('POST', '/news', { ...item, title_es: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].path).toBe('/title_es');
    const published = await t.as('staff')('POST', '/news', item);
    expect(published.statusCode).toBe(201);
    expect((await t.as('farmerGr')('GET', '/news')).json().items[0].title.en).toBe('New');
  });

  it('tells staff of a submission, and the customer, the consultant and the assigned employee when staff act on it', async () => {
    await t.as('consultant')('PUT', `/customers/${t.ids.farmerGr}/employee`, { employee_id: t.ids.employee });
    const app = await t.api('farmerGr').draft({ type: 'globalgap' });
    await t.api('farmerGr').save(app.id, { answers: completeGlobalgap(), row_version: 1, year: 2026 });
    const submitted = await t.api('farmerGr').submit(app.id, { row_version: 2 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await t.as('staff')('GET', '/notifications')).json().items[0]).toMatchObject({
      message_id: 'lifecycle.noticeStaff.submit',
      // each notice names the application by its reference, not only the person
      params: { type: 'globalgap', reference: expect.stringMatching(/^GG-\d{4}-\d{6}$/) },
      link: `/staff/applications/${app.id}`,
    });
    const before = (await t.as('farmerGr')('GET', '/notifications/unread-count')).json().unread;
    expect((await t.api('staff').review(app.id, { outcome: 'complete', risk_level: 'low' })).statusCode).toBe(200);
    for (const who of ['farmerGr', 'consultant', 'employee'] as const) {
      const notes = (await t.as(who)('GET', '/notifications')).json();
      expect(notes.items[0], who).toMatchObject({
        message_id: 'lifecycle.notice.complete_review',
        params: { type: 'globalgap', reference: expect.stringMatching(/^GG-\d{4}-\d{6}$/) },
        link: `/applications/global/inner/${app.id}`,
        read: false,
      });
    }
    expect((await t.as('farmerGr')('GET', '/notifications/unread-count')).json().unread).toBe(before + 1);
    expect((await t.as('farmerEs')('GET', '/notifications')).json().items).toEqual([]);
  });

  it('marks the user\'s own notifications read, and nobody else\'s', async () => {
    const mine = (await t.as('farmerGr')('GET', '/notifications')).json();
    const theirs = (await t.as('consultant')('GET', '/notifications')).json();
    await t.as('farmerGr')('POST', '/notifications/read', { ids: [theirs.items[0].id] });
    expect((await t.as('consultant')('GET', '/notifications/unread-count')).json().unread).toBe(theirs.unread);
    expect((await t.as('farmerGr')('POST', '/notifications/read', { ids: [mine.items[0].id] })).statusCode).toBe(204);
    expect((await t.as('farmerGr')('GET', '/notifications/unread-count')).json().unread).toBe(mine.unread - 1);
    await t.as('farmerGr')('POST', '/notifications/read', {});
    expect((await t.as('farmerGr')('GET', '/notifications/unread-count')).json().unread).toBe(0);
    expect((await t.as('farmerGr')('POST', '/notifications/read', { ids: ['x'] })).statusCode).toBe(400);
  });

  it('stores a contact message and mails it to the certification body', async () => {
    const blank = await t.as('farmerEs')('POST', '/contact', { subject: '', description: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0]).toMatchObject({ path: '/subject', messageId: expect.stringMatching(/^validation\./) });
    const sent = await t.as('farmerEs')('POST', '/contact', { subject: 'Inspección', description: '¿Cuándo será la inspección?' });
    expect(sent.statusCode).toBe(201);
    const stored = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ user_id: t.ids.farmerEs, subject: 'Inspección' })]);
    await t.server.app.mail.sendQueued();
    const outbox = path.join(t.server.config.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
    // in the certification body's language, saying who wrote and what
    const mail = mails.find((m: { to: string }) => m.to === t.server.config.contactEmail);
    expect(mail).toMatchObject({ subject: '[Πύλη] Inspección' });
    expect(mail.text).toContain('Μήνυμα από τη φόρμα επικοινωνίας');
    expect(mail.text).toContain('¿Cuándo será la inspección?');
    expect(mail.text).toMatch(/demo\.farmer\.es/);
    expect((await t.as('guest')('POST', '/contact', { subject: 'a', description: 'b' })).statusCode).toBe(401);
  });
});
