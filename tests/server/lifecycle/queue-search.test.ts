import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startLifecycleServer, type LifecycleServer } from './helpers';
import type { Who } from '../customers/helpers';

// Staff search the queue by the holder's name (accents, case and Greek or Latin spelling
// aside), the reference, the tax number and the GGN; sort it by waiting time, due date and
// type with the pages still reaching every row once; and see how many wait in each step.

type Item = { id: string; reference: string; type: string; customer_name: string | null; customer_company: string | null; due_at: string | null; state_since: string | null };
type Page = { items: Item[]; nextCursor: string | null; total: number; totalCapped?: boolean };
type Counts = { steps: { step: string; total: number; totalCapped?: boolean }[]; certificate_requests: { total: number }; sanctions: { total: number } };

describe("staff's queue: search, sort and counts", () => {
  let t: LifecycleServer;
  const apps: Partial<Record<Who, string>> = {};
  const profile = (details: Record<string, unknown>) => JSON.stringify({ user_details: details });

  beforeAll(async () => {
    t = await startLifecycleServer();
    apps.otherFarmer = await t.submitted('otherFarmer', { type: 'globalgap' });
    apps.farmerEs = await t.submitted('farmerEs', { type: 'globalgap' });
    // a company with its contact person, a Greek farmer, and a Spanish one
    await t.db
      .updateTable('users')
      .set({
        profile: profile({ first_name: 'Σταυρούλα', last_name: 'Χατζηγιαννάκη', company_name: 'Ελαιώνες Ψηλορείτη Α.Ε.', ggn: '4063061234567' }),
        identification: '998877665',
        customer_type: 'legal_entity',
      })
      .where('id', '=', t.ids.otherFarmer)
      .execute();
    await t.db.updateTable('users').set({ profile: profile({ first_name: 'José', last_name: 'Núñez Ibáñez' }), identification: '11223344B' }).where('id', '=', t.ids.farmerEs).execute();
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const response = await t.as('staff')('GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const search = async (q: string) => (await get<Page>(`/staff/applications?q=${encodeURIComponent(q)}`)).items.map((item) => item.id);

  it('finds the holder by the company or the person, typed without accents, in the other alphabet or spelling, in any order of words', async () => {
    for (const q of ['Χατζηγιαννάκη', 'χατζηγιαννακη', 'CHATZIGIANNAKI', 'hatzigianaki', 'Σταυρουλα Χατζηγ', 'χατζηγιαννακη σταυρουλα', 'ελαιωνες ψηλορειτη', 'Elaiones Psiloreiti', 'Stavroula Chatzigiannaki', 'stavrula']) {
      expect(await search(q), q).toEqual([apps.otherFarmer]);
    }
    for (const q of ['nunez', 'NÚÑEZ ibanez', 'ibáñez josé']) {
      expect(await search(q), q).toEqual([apps.farmerEs]);
    }
    expect(await search('zzzqqq')).toEqual([]);
  });

  it('finds an application by its reference, the tax number and the GGN, however they are typed', async () => {
    const { items } = await get<Page>(`/staff/applications?q=${encodeURIComponent('Χατζηγιαννάκη')}`);
    const reference = items[0].reference;
    for (const q of [reference, reference.toLowerCase(), reference.replace(/-/g, ' '), '998877665', '998 877 665', '4063061234567', '11223344b']) {
      const found = await search(q);
      expect(found, q).toEqual([q === '11223344b' ? apps.farmerEs : apps.otherFarmer]);
    }
  });

  it('names the operator: the company with its tax number, with the person as its contact', async () => {
    const { items } = await get<Page>(`/staff/applications?q=chatzigiannaki`);
    expect(items[0]).toMatchObject({ customer_company: 'Ελαιώνες Ψηλορείτη Α.Ε. (ΑΦΜ 998877665)', customer_name: 'Σταυρούλα Χατζηγιαννάκη' });
    const { items: spanish } = await get<Page>(`/staff/applications?q=nunez`);
    expect(spanish[0]).toMatchObject({ customer_company: null, customer_name: 'José Núñez Ibáñez' });
    // the application's history names the company its contact person submitted for, as the one rule names it (accounts/display-name.ts)
    const view = await get<{ events: { action: string; actor_name: string | null; actor_company: string | null }[] }>(`/applications/${apps.otherFarmer}/lifecycle`);
    expect(view.events.find((e) => e.action === 'submit')).toMatchObject({ actor_company: 'Ελαιώνες Ψηλορείτη Α.Ε. (ΑΦΜ 998877665)', actor_name: 'Σταυρούλα Χατζηγιαννάκη' });
  });

  it('searches by the name the holder has now: a changed profile is searched by its new name, the old one finds nothing', async () => {
    expect(await search('Núñez')).toEqual([apps.farmerEs]);
    await t.db.updateTable('users').set({ profile: profile({ first_name: 'José', last_name: 'Ortega Muñoz' }) }).where('id', '=', t.ids.farmerEs).execute();
    expect(await search('nunez')).toEqual([]);
    expect(await search('ortega munoz')).toEqual([apps.farmerEs]);
  });

  it('keeps the search with the other filters, the total and the counts', async () => {
    expect((await get<Page>('/staff/applications?q=chatzigiannaki&type=globalgap')).total).toBe(1);
    expect((await get<Page>('/staff/applications?q=chatzigiannaki&type=bio')).total).toBe(0);
    const counts = await get<Counts>('/staff/queue-counts?q=chatzigiannaki');
    expect(counts.steps.find((s) => s.step === 'review')?.total).toBe(1);
    expect(counts.steps.filter((s) => s.step !== 'review').every((s) => s.total === 0)).toBe(true);
  });

  it('counts each step as the queue filtered by it counts, and the open requests and sanctions as their lists do', async () => {
    const counts = await get<Counts>('/staff/queue-counts?waiting_on=staff');
    expect(counts.steps.map((s) => s.step)).toEqual(['review', 'offer', 'contract', 'inspection', 'results', 'decision']);
    for (const { step, total } of counts.steps) {
      expect((await get<Page>(`/staff/applications?waiting_on=staff&step=${step}`)).total, step).toBe(total);
    }
    const all = await get<Page>('/staff/applications?waiting_on=staff');
    expect(counts.steps.reduce((sum, s) => sum + s.total, 0)).toBe(all.total);
    expect(counts.certificate_requests.total).toBe((await get<Page>('/staff/certificate-requests')).total);
    expect(counts.sanctions.total).toBe((await get<Page>('/staff/applications?sanction=open')).total);
  });

  /** Every page of the queue in an order, `limit` at a time. */
  async function allPages(query: string, limit: number) {
    const items: Item[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const page: Page = await get<Page>(`/staff/applications?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      items.push(...page.items);
      cursor = page.nextCursor;
      if (cursor === null) break;
    }
    return items;
  }

  it('gives applications written as submitted many at a time (an import) their due date', async () => {
    // one statement writes three, waiting on staff since New Year's morning: due 14 days later
    const imported = await sql<{ id: string }>`
      insert into applications (owner_id, created_by, family, wizard_id, wizard_version, status, year, answers, submitted_at, lifecycle_state, state_since)
      select owner_id, created_by, family, wizard_id, wizard_version, 'submitted', year, answers, '2026-01-01 09:00+00', 'review', '2026-01-01 09:00+00'
      from applications, generate_series(1, 3) where id = ${apps.otherFarmer!}
      returning id`.execute(t.db);
    const { items } = await get<Page>('/staff/applications?limit=100&sort=due');
    for (const { id } of imported.rows) expect(items.find((item) => item.id === id)?.due_at, id).toBe('2026-01-15T09:00:00.000Z');
    await t.db.deleteFrom('applications').where('id', 'in', imported.rows.map((row) => row.id)).execute();
  });

  it('sorts by waiting time, due date and type, the pages reaching every row once, also where rows share an instant', async () => {
    const more = [await t.submitted('farmerGr', { type: 'globalgap' }), await t.submitted('otherFarmer'), await t.submitted('farmerEs', { type: 'globalgap' })];
    // two share an instant to the microsecond; one waits on the customer with an offer due soon
    await t.db.updateTable('applications').set({ state_since: sql`'2026-01-05 09:00:00.000001+00'` }).where('id', 'in', [more[0], more[1]]).execute();
    await t.db.updateTable('applications').set({ state_since: sql`'2026-01-06 09:00:00+00'` }).where('id', '=', more[2]).execute();
    // one waits on the customer's answer to an offer that expires on 2 January
    await t.db.updateTable('applications').set({ lifecycle_state: 'offer_sent' }).where('id', '=', more[0]).execute();
    await sql`insert into offers (application_id, amount, expires_on, document, recipient)
      values (${more[0]}, 100, '2026-01-02', '{"id":"00000000-0000-4000-8000-000000000000","name":"offer.pdf","size":1,"media_type":"application/pdf"}'::jsonb, 'customer')`.execute(t.db);
    const dueOf = async (id: string) => (await get<Page>('/staff/applications?limit=100&sort=due')).items.find((i) => i.id === id)?.due_at;
    expect(await dueOf(more[0])).toBe('2026-01-02T00:00:00.000Z');
    expect(await dueOf(more[2])).toBe('2026-01-20T09:00:00.000Z');
    for (const sort of ['waiting', 'due', 'type'] as const) {
      const whole = (await get<Page>(`/staff/applications?sort=${sort}&limit=100`)).items;
      expect(whole.length).toBeGreaterThanOrEqual(5);
      for (const size of [1, 2]) {
        expect((await allPages(`sort=${sort}`, size)).map((i) => i.id), `${sort} by ${size}`).toEqual(whole.map((i) => i.id));
      }
      if (sort === 'waiting') {
        const since = whole.map((i) => i.state_since ?? '');
        expect(since).toEqual([...since].sort());
      }
      if (sort === 'due') {
        const due = whole.map((i) => i.due_at ?? '9999');
        expect(due).toEqual([...due].sort());
      }
      if (sort === 'type') {
        const types = whole.map((i) => i.type);
        expect(types).toEqual([...types].sort());
        expect(types).toContain('bio');
        expect(types).toContain('globalgap');
      }
    }
    // the sort stays with the search and the filters
    const searched = await allPages('sort=type&q=chatzigiannaki', 1);
    expect(searched.map((i) => i.type)).toEqual(['bio', 'globalgap']);
  });

  it('answers a search, a sort or a cursor it cannot use with a 400 naming it, never a 5xx', async () => {
    const waitingCursor = (await get<Page>('/staff/applications?limit=1')).nextCursor!;
    const typeCursor = (await get<Page>('/staff/applications?limit=1&sort=type')).nextCursor!;
    const forged = Buffer.from(JSON.stringify(['bio 2026-13-45 99:00:00+00', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    const cases: [string, string][] = [
      ['/staff/applications?q=ab', 'q'],
      ['/staff/applications?q=', 'q'],
      ['/staff/applications?q=%20-%20.', 'q'],
      [`/staff/applications?q=${'α'.repeat(101)}`, 'q'],
      ['/staff/queue-counts?q=x', 'q'],
      ['/staff/applications?sort=name', 'sort'],
      ['/staff/applications?sanction=closed', 'sanction'],
      [`/staff/applications?sort=type&cursor=${waitingCursor}`, 'cursor'],
      [`/staff/applications?sort=due&cursor=${typeCursor}`, 'cursor'],
      [`/staff/applications?sort=type&cursor=${forged}`, 'cursor'],
    ];
    for (const [url, name] of cases) {
      const response = await t.as('staff')('GET', url);
      expect(response.statusCode, url).toBe(400);
      const issues = (response.json() as { issues?: { path: string }[] }).issues ?? [];
      expect(issues.map((i) => i.path).join(' '), url).toContain(name);
    }
  });
});
