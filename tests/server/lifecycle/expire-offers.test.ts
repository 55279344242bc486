import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleServer, yesterday, type LifecycleServer } from './helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

const run = (now: Date) => t.server.app.dailyJobs.run('daily-expire-offers', now);
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function offered(expiresOn: string) {
  const id = await t.submitted();
  await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
  const sent = await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: expiresOn });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

const emailOf = async (who: 'farmerGr' | 'staff') =>
  (await t.db.selectFrom('users').select('email').where('id', '=', t.ids[who]).executeTakeFirstOrThrow()).email;
const expiryNotices = async (who: 'farmerGr' | 'staff', id: string) =>
  ((await t.as(who)('GET', '/notifications')).json().items as { message_id: string; link: string }[]).filter(
    (n) => n.message_id === 'lifecycle.notify.offer_expired' && n.link.endsWith(id),
  );

describe('the daily job that stores offers past their expiry', () => {
  it('on the day after the last valid day stores it once and tells the customer and staff once, in the portal and by mail', async () => {
    const lastDay = yesterday();
    const id = await offered(lastDay);
    const farmerMail = await emailOf('farmerGr');
    const staffMail = await emailOf('staff');
    const mailsBefore = { farmer: (await t.mailsTo(farmerMail)).length, staff: (await t.mailsTo(staffMail)).length };

    // still valid on its last day
    expect(await run(noon(lastDay))).toBe(0);
    expect(await expiryNotices('farmerGr', id)).toEqual([]);

    expect(await run(noon(dayAfter(lastDay)))).toBe(1);
    const stored = await t.db.selectFrom('offers').select('expired_at').where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.expired_at).not.toBeNull();
    // a second run (another process, the next night) changes nothing and tells no one again
    expect(await run(noon(dayAfter(lastDay)))).toBe(0);
    expect(await run(noon(dayAfter(dayAfter(lastDay))))).toBe(0);

    expect(await expiryNotices('farmerGr', id)).toHaveLength(1);
    expect(await expiryNotices('staff', id)).toEqual([expect.objectContaining({ link: `/staff/applications/${id}` })]);
    const farmerMails = (await t.mailsTo(farmerMail)).slice(mailsBefore.farmer);
    expect(farmerMails).toHaveLength(1);
    // in the farmer's language (Greek), naming the application and linking to it
    expect(farmerMails[0].subject).toMatch(/^Η αίτηση πιστοποίησής σας BIO-\d{4}-\d{6}: η προσφορά έληξε$/);
    expect(farmerMails[0].text).toContain(`/applications/bio/inner/${id}`);
    const staffMails = (await t.mailsTo(staffMail)).slice(mailsBefore.staff).filter((m) => m.text.includes(`/staff/applications/${id}`));
    expect(staffMails).toHaveLength(1);

    // the customer side sees it expired and cannot accept it: 409 naming the expiry
    expect((await t.lifecycle('farmerGr', id)).offers[0].expired).toBe(true);
    const signed = await t.upload('farmerGr');
    const accept = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: signed });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().messageId).toBe('lifecycle.errors.offerExpired');
  });

  it('leaves answered offers alone, however late the job runs', async () => {
    const id = await offered(dayAfter(yesterday()));
    const declined = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'decline', decline_reason: 'Πολύ ακριβό.' });
    expect(declined.statusCode, declined.body).toBe(200);
    await run(noon('2099-01-01'));
    const stored = await t.db.selectFrom('offers').select('expired_at').where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.expired_at).toBeNull();
    expect(await expiryNotices('farmerGr', id)).toEqual([]);
  });
});
