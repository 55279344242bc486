import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleServer, type LifecycleServer } from '../lifecycle/helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

const notificationsOf = async (who: Parameters<LifecycleServer['as']>[0]) => {
  const response = await t.as(who)('GET', '/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { message_id: string; link: string | null }[];
};

describe('notes on an application', () => {
  it('make one thread both sides read; each note tells the other side', async () => {
    const id = await t.submitted();
    const asked = await t.as('farmerGr')('POST', `/applications/${id}/notes`, { body: 'Μπορεί η επιθεώρηση μετά τις 15/3;' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ side: 'customer', mine: true, body: 'Μπορεί η επιθεώρηση μετά τις 15/3;' });
    expect((await notificationsOf('staff')).find((n) => n.message_id === 'notes.notify.fromCustomer')?.link).toBe(`/staff/applications/${id}`);

    const answered = await t.as('staff')('POST', `/applications/${id}/notes`, { body: 'Ναι, στις 20/3.' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await notificationsOf('farmerGr')).some((n) => n.message_id === 'notes.notify.fromStaff' && n.link?.endsWith(id))).toBe(true);

    const farmerReads = (await t.as('farmerGr')('GET', `/applications/${id}/notes`)).json().items;
    // newest first
    expect(farmerReads.map((n: { side: string; body: string }) => [n.side, n.body])).toEqual([
      ['staff', 'Ναι, στις 20/3.'],
      ['customer', 'Μπορεί η επιθεώρηση μετά τις 15/3;'],
    ]);
    // staff write for the body: the customer side sees no staff name
    expect(farmerReads[0]).toMatchObject({ author_name: null, mine: false });
    const staffReads = (await t.as('staff')('GET', `/applications/${id}/notes`)).json().items;
    expect(staffReads[1].author_name).toBeTruthy();
    expect(staffReads[0].mine).toBe(true);
  });

  it('refuses an empty note naming the field, and stays closed to others', async () => {
    const id = await t.submitted();
    const empty = await t.as('farmerGr')('POST', `/applications/${id}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('/body');
    expect((await t.as('otherFarmer')('GET', `/applications/${id}/notes`)).statusCode).toBe(404);
    expect((await t.as('otherFarmer')('POST', `/applications/${id}/notes`, { body: 'x' })).statusCode).toBe(404);
  });
});
