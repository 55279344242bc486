import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startApplicationsServer, type Who } from './helpers';

// The lists are read page by page with an opaque cursor (src/server/core/paging.ts): every
// row once, in the list's order, whatever the page size, also where rows share an instant
// to the microsecond; a cursor or a limit the list did not give is a 400 naming it.

type Page = { items: { id: string }[]; nextCursor: string | null; total?: number; totalCapped?: boolean };

describe('paged lists', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer();
  });
  afterAll(() => t.close());

  /** Every page of a list, `limit` at a time. */
  async function allPages(who: Who, path: string, limit: number) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const joiner = path.includes('?') ? '&' : '?';
      const response = await t.call(who, 'GET', `${path}${joiner}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as Page;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null && pages.length < 50);
    return pages;
  }

  it("pages through a farmer's applications newest first, every one once, also those created in the same microsecond", async () => {
    const api = t.api('otherFarmer');
    const made: { id: string }[] = [];
    for (let i = 0; i < 7; i += 1) made.push(await api.draft({ type: 'globalgap', year: 2030 + i }));
    // three in one instant, two a microsecond apart: a cursor that rounded to milliseconds would skip or repeat them
    const ids = made.map((a) => a.id);
    await t.db.updateTable('applications').set({ created_at: sql`'2026-03-01 10:00:00.123456+00'` }).where('id', 'in', ids.slice(0, 3)).execute();
    await t.db.updateTable('applications').set({ created_at: sql`'2026-03-01 10:00:00.123457+00'` }).where('id', 'in', ids.slice(3, 5)).execute();

    const whole = (await t.call('otherFarmer', 'GET', '/applications?limit=100')).json() as Page;
    expect(whole.total).toBe(7);
    expect(whole.nextCursor).toBeNull();
    expect(new Set(whole.items.map((x) => x.id))).toEqual(new Set(ids));

    for (const size of [1, 2, 3]) {
      const pages = await allPages('otherFarmer', '/applications', size);
      expect(pages.flatMap((p) => p.items.map((x) => x.id)), `pages of ${size}`).toEqual(whole.items.map((x) => x.id));
      expect(pages.map((p) => p.total)).toEqual(pages.map(() => 7));
      expect(pages.length).toBe(Math.ceil(7 / size));
    }
    // the filters stay with the pages
    const filtered = await allPages('otherFarmer', '/applications?year=2031', 1);
    expect(filtered.flatMap((p) => p.items.map((x) => x.id))).toEqual([ids[1]]);
  });

  it("pages through staff's queue, the longest waiting first, with the count of the filter", async () => {
    const api = t.api('otherFarmer');
    const submitted: string[] = [];
    for (let i = 0; i < 5; i += 1) submitted.push((await api.draft({ type: 'globalgap' })).id);
    await t.db
      .updateTable('applications')
      .set({ status: 'submitted', lifecycle_state: 'review', submitted_at: sql`now()`, state_since: sql`'2026-02-01 08:00:00.000001+00'` })
      .where('id', 'in', submitted)
      .execute();
    const whole = (await t.call('staff', 'GET', '/staff/applications?limit=100&waiting_on=staff')).json() as Page;
    expect(whole.items.map((x) => x.id)).toEqual(expect.arrayContaining(submitted));
    expect(whole.total).toBe(whole.items.length);
    const pages = await allPages('staff', '/staff/applications?waiting_on=staff', 2);
    expect(pages.flatMap((p) => p.items.map((x) => x.id))).toEqual(whole.items.map((x) => x.id));
    // the step filter is SQL too: the count and the pages agree
    const review = (await t.call('staff', 'GET', '/staff/applications?step=review&limit=2')).json() as Page;
    const offer = (await t.call('staff', 'GET', '/staff/applications?step=offer&limit=100')).json() as Page;
    expect(review.items.length).toBe(2);
    expect(review.total).toBeGreaterThanOrEqual(5);
    expect(offer.items.some((x) => submitted.includes(x.id))).toBe(false);
  });

  it("pages by name (a consultant's customers to apply for) and by id (an application's notes), every row once", async () => {
    const whole = (await t.call('consultant', 'GET', '/applications/customers?limit=100')).json() as Page & { items: { id: number; name: string }[] };
    expect(whole.items.length).toBeGreaterThanOrEqual(2);
    const byName = await allPages('consultant', '/applications/customers', 1);
    expect(byName.flatMap((p) => p.items.map((x) => x.id))).toEqual(whole.items.map((x) => x.id));

    const { id } = await t.api('otherFarmer').draft({ type: 'globalgap' });
    for (let i = 0; i < 5; i += 1) {
      const sent = await t.call('otherFarmer', 'POST', `/applications/${id}/notes`, { body: `note ${i}` });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const notes = await allPages('otherFarmer', `/applications/${id}/notes`, 2);
    expect(notes.flatMap((p) => p.items.map((x) => (x as unknown as { body: string }).body))).toEqual(['note 4', 'note 3', 'note 2', 'note 1', 'note 0']);
    expect(notes.length).toBe(3);
  });

  it('counts a total up to 10,000 and then says there are more, with the pages still reaching every row', async () => {
    const api = t.api('farmerEs');
    const template = await api.draft({ type: 'globalgap' });
    const owner = (await t.db.selectFrom('applications').select('owner_id').where('id', '=', template.id).executeTakeFirstOrThrow()).owner_id;
    const copies = async (n: number) =>
      sql`insert into applications (owner_id, created_by, family, wizard_id, wizard_version, answers, created_at)
          select owner_id, created_by, family, wizard_id, wizard_version, answers, now() - (g || ' seconds')::interval
          from applications, generate_series(1, ${n}) g where id = ${template.id}`.execute(t.db);
    await copies(9_999);
    const exact = (await t.call('farmerEs', 'GET', '/applications?limit=1')).json() as Page;
    expect([exact.total, exact.totalCapped]).toEqual([10_000, undefined]);
    await copies(1);
    const capped = (await t.call('farmerEs', 'GET', '/applications?limit=1')).json() as Page;
    expect([capped.total, capped.totalCapped]).toEqual([10_000, true]);
    // the count stops, the list does not: the oldest of the 10,001 is on a page after the 10,000th row
    const oldest = await t.db.selectFrom('applications').select('id').where('owner_id', '=', owner).orderBy('created_at').orderBy('id').limit(1).executeTakeFirstOrThrow();
    let cursor: string | null = null;
    let seen = 0;
    let last: Page | undefined;
    do {
      last = (await t.call('farmerEs', 'GET', `/applications?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json() as Page;
      seen += last.items.length;
      cursor = last.nextCursor;
    } while (cursor !== null);
    expect(seen).toBe(10_001);
    expect(last.items.at(-1)?.id).toBe(oldest.id);
  }, 120_000);

  it('answers 400 naming the parameter for a cursor or a limit the list did not give, never 5xx', async () => {
    const notifications = (await t.call('otherFarmer', 'GET', '/notifications?limit=1')).json() as Page;
    const foreign = Buffer.from(JSON.stringify(['2026-03-01 10:00:00+00', 12])).toString('base64url');
    const badInstant = Buffer.from(JSON.stringify(['yesterday', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    const tooBig = Buffer.from(JSON.stringify(['2026-03-01 10:00:00+00', 2 ** 40])).toString('base64url');
    const cases: [Who, string, string][] = [
      ['otherFarmer', '/applications?cursor=not-a-cursor', 'cursor'],
      ['otherFarmer', `/applications?cursor=${foreign}`, 'cursor'],
      ['otherFarmer', `/applications?cursor=${badInstant}`, 'cursor'],
      ['staff', `/staff/applications?cursor=${badInstant}`, 'cursor'],
      ['staff', `/staff/consultants?cursor=${tooBig}`, 'cursor'],
      ['otherFarmer', `/news?cursor=${encodeURIComponent('{"a":1}')}`, 'cursor'],
      ['otherFarmer', '/applications?limit=0', 'limit'],
      ['otherFarmer', '/applications?limit=101', 'limit'],
      ['otherFarmer', '/notifications?limit=many', 'limit'],
      ['staff', '/staff/applications?limit=1000', 'limit'],
    ];
    if (notifications.nextCursor) cases.push(['otherFarmer', `/applications?cursor=${notifications.nextCursor}`, 'cursor']);
    for (const [who, url, name] of cases) {
      const response = await t.call(who, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      const issues = (response.json() as { issues?: { path: string }[] }).issues ?? [];
      expect(issues.map((i) => i.path).join(' '), url).toContain(name);
    }
  });
});
