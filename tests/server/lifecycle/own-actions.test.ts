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
    const before = { farmer: await notices('farmerGr', 'lifecycle.notify.accept_offer'), consultant: await notices('consultant', 'lifecycle.notify.accept_offer') };
    const accepted = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await notices('farmerGr', 'lifecycle.notify.accept_offer')).toBe(before.farmer);
    expect(await notices('consultant', 'lifecycle.notify.accept_offer')).toBe(before.consultant + 1);
    expect(await notices('staff', 'lifecycle.notify.accept_offer')).toBeGreaterThan(0);
  });
});
