import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Who } from '../customers/helpers';
import { inAYear, startLifecycleServer, type LifecycleServer } from './helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

const notices = async (who: Who, messageId: string) =>
  ((await t.as(who)('GET', '/notifications')).json().items as { message_id: string }[]).filter((n) => n.message_id === messageId).length;

describe('a lifecycle action', () => {
  it('tells everyone concerned but the person who acted', async () => {
    const id = await t.submitted('farmerGr');
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
    const before = { farmer: await notices('farmerGr', 'lifecycle.notice.accept_offer'), consultant: await notices('consultant', 'lifecycle.notice.accept_offer') };
    const accepted = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await notices('farmerGr', 'lifecycle.notice.accept_offer')).toBe(before.farmer);
    expect(await notices('consultant', 'lifecycle.notice.accept_offer')).toBe(before.consultant + 1);
    expect(await notices('staff', 'lifecycle.noticeStaff.accept_offer')).toBeGreaterThan(0);
  });
});

describe('a submission', () => {
  it('is acknowledged to the person who sent it and the customer: a receipt in the portal and by mail in their language', async () => {
    const email = async (who: Who) => (await t.as(who)('GET', '/users/profile')).json().user_details.email as string;
    const [farmerMail, consultantMail] = [await email('farmerGr'), await email('consultant')];
    const before = { farmer: (await t.mailsTo(farmerMail)).length, consultant: (await t.mailsTo(consultantMail)).length };
    const noticesBefore = await notices('farmerGr', 'lifecycle.notify.submit');
    const id = await t.submitted('farmerGr');
    const { application } = await t.lifecycle('farmerGr', id);
    const receipts = (await t.mailsTo(farmerMail)).slice(before.farmer).filter((m) => m.subject.includes(application.reference));
    expect(receipts).toHaveLength(1);
    // the demo Greek farmer reads Greek: the reference, what comes next and the way to the PDF
    expect(receipts[0]!.subject).toBe(`Λάβαμε την αίτησή σας ${application.reference} (βιολογική παραγωγή)`);
    expect(receipts[0]!.text).toContain('προσφορά');
    expect(receipts[0]!.text).toContain(`/applications/bio/inner/${id}`);
    expect(await notices('farmerGr', 'lifecycle.notify.submit')).toBe(noticesBefore + 1);
    // the consultant did not send it: told in the portal, not mailed a receipt
    expect((await t.mailsTo(consultantMail)).slice(before.consultant).filter((m) => m.subject.startsWith('Λάβαμε'))).toEqual([]);
  });
});
