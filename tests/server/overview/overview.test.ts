import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { bearer, login, startTestServer } from '../../helpers/server';
import type { Database } from '../../../src/server/core/db/types';
import { divisionsOfCountry } from '../../../src/server/reference-data/catalogue';

// Known lifecycles, written straight into the tables the portal's steps write (applications,
// application_events, offers, inspections, certificates), so that every figure of the
// overview is known in advance. The lead times are of last year (and the one before): whole
// days at noon UTC, away from any month's edge.
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let db: Kysely<Database>;
let token: string;
const ids: Record<string, number> = {};
const apps: Record<string, string> = {};

const NOW = Date.now();
const YEAR = new Date(NOW).getUTCFullYear() - 1;
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);
const dayFromNow = (days: number) => new Date(NOW + days * 86_400_000).toISOString().slice(0, 10);
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const [REGION_GR, REGION_ES] = [divisionsOfCountry(1)!.regions[0]!, divisionsOfCountry(2)!.regions[0]!];

async function application(name: string, a: { owner: string; family: 'bio' | 'globalgap'; status: string; state: string; since?: Date; submitted?: Date; reviewer?: string; inspector?: string }) {
  const row = await db
    .insertInto('applications')
    .values({
      owner_id: ids[a.owner]!, created_by: ids[a.owner]!, family: a.family, wizard_id: a.family, wizard_version: 1, year: YEAR,
      purpose: 'initial', answers: '{}', status: a.status as 'submitted', submitted_at: a.submitted ?? a.since ?? null,
      reviewer_id: a.reviewer ? ids[a.reviewer]! : null, inspector_id: a.inspector ? ids[a.inspector]! : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('applications').set({ lifecycle_state: a.state, state_since: a.since ?? null }).where('id', '=', row.id).execute();
  apps[name] = row.id;
  return row.id;
}
const events = (id: string, steps: [string, string][]) =>
  db.insertInto('application_events').values(steps.map(([action, day]) => ({ application_id: id, actor_id: ids.staff!, action, at: noon(day) }))).execute();
const plan = (id: string, inspector: string, day: string) =>
  db.insertInto('inspections').values({ application_id: id, inspection_date: day, inspector: inspector, inspector_id: ids[inspector]!, created_by: ids.staff! }).execute();
const certificate = (id: string, from: string, to: string, items: string[], created: string, status = 'active') =>
  db
    .insertInto('certificates')
    .values({ application_id: id, number: `T-${id.slice(0, 8)}`, valid_from: from, valid_to: to, scope: 'x', items: JSON.stringify(items), created_at: noon(created), status: status as 'active' })
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.database.db;
  for (const [key, username] of Object.entries({ staff: 'demo.staff', gr: 'demo.farmer.gr', es: 'demo.farmer.es', reviewer1: 'demo.reviewer1', inspector1: 'demo.inspector1', inspector2: 'demo.inspector2' })) {
    ids[key] = (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
  // the Greek farmer in a Greek region, the Spanish in a Spanish community (the profile's address)
  for (const [who, region] of [['gr', REGION_GR.id], ['es', REGION_ES.id]] as const) {
    await sql`update users set profile = jsonb_set(coalesce(profile, '{}'::jsonb), '{user_details}',
      coalesce(profile->'user_details', '{}'::jsonb) || jsonb_build_object('address', jsonb_build_object('division', jsonb_build_object('region', ${String(region)}::text))))
      where id = ${ids[who]!}`.execute(db);
  }
  token = (await login(server.app, 'demo.staff')).access_token;

  // waiting now
  await application('review2', { owner: 'gr', family: 'bio', status: 'submitted', state: 'review', since: daysAgo(2), reviewer: 'reviewer1' });
  await application('review20', { owner: 'gr', family: 'bio', status: 'submitted', state: 'review', since: daysAgo(20), reviewer: 'reviewer1' });
  await application('review6', { owner: 'es', family: 'bio', status: 'submitted', state: 'review', since: daysAgo(6) });
  const offered = await application('offered', { owner: 'gr', family: 'globalgap', status: 'submitted', state: 'offer_sent', since: daysAgo(5) });
  // unanswered past its expiry: overdue on the customer's side
  await db.insertInto('offers').values({ application_id: offered, amount: 100, fees: 0, expires_on: dayFromNow(-1), document: JSON.stringify({ id: 'x', name: 'o.pdf', size: 1, media_type: 'application/pdf' }), recipient: 'customer' }).execute();
  await plan(await application('plannedGg', { owner: 'es', family: 'globalgap', status: 'in_inspection', state: 'inspection_planned', since: daysAgo(3), inspector: 'inspector1' }), 'inspector1', dayFromNow(5));
  await plan(await application('plannedBio', { owner: 'gr', family: 'bio', status: 'in_inspection', state: 'inspection_planned', since: daysAgo(4), inspector: 'inspector2' }), 'inspector2', dayFromNow(10));

  // done: lead times and certificates
  // its reviewer inspected it too: a staff member's figures count it once
  const c1 = await application('c1', { owner: 'gr', family: 'bio', status: 'certified', state: 'certified', submitted: noon(`${YEAR}-01-10`), reviewer: 'reviewer1', inspector: 'reviewer1' });
  await events(c1, [['send_offer', `${YEAR}-01-15`], ['sign_contract', `${YEAR}-01-25`], ['record_results', `${YEAR}-02-04`], ['decide', `${YEAR}-02-09`]]);
  await certificate(c1, `${YEAR}-02-10`, `${YEAR + 2}-02-09`, ['Ελιές', 'Αμπέλια'], `${YEAR}-02-10`);
  const c2 = await application('c2', { owner: 'es', family: 'bio', status: 'in_inspection', state: 'nc_open', since: daysAgo(1), submitted: noon(`${YEAR}-01-05`) });
  // an offer sent again later: the span ends at the first
  await events(c2, [['send_offer', `${YEAR}-01-20`], ['send_offer', `${YEAR}-01-30`], ['sign_contract', `${YEAR}-02-01`], ['record_results', `${YEAR}-02-21`]]);
  const c3 = await application('c3', { owner: 'gr', family: 'globalgap', status: 'certified', state: 'certified', submitted: noon(`${YEAR - 1}-06-01`) });
  await events(c3, [['send_offer', `${YEAR - 1}-06-11`]]);
  await certificate(c3, `${YEAR - 1}-07-01`, `${YEAR}-06-30`, ['Ντομάτες'], `${YEAR - 1}-06-30`);
  const c4 = await application('c4', { owner: 'es', family: 'globalgap', status: 'certified', state: 'certified', submitted: noon(`${YEAR - 1}-12-01`) });
  await certificate(c4, `${YEAR}-03-01`, `${YEAR + 1}-02-28`, ['Ντομάτες', 'Ελιές'], `${YEAR - 1}-12-20`);
  const revoked = await application('revoked', { owner: 'gr', family: 'bio', status: 'certified', state: 'certified', submitted: noon(`${YEAR - 1}-12-01`) });
  await certificate(revoked, `${YEAR}-01-01`, `${YEAR + 2}-01-01`, ['Κριθάρι'], `${YEAR - 1}-12-20`, 'revoked');
}, 60_000);
afterAll(() => server?.close());

const overview = async (query = '') => {
  const answer = await server.app.inject({ method: 'GET', url: `/api/staff/overview?year=${YEAR}${query}`, headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const queue = async (query: string) => {
  const answer = await server.app.inject({ method: 'GET', url: `/api/staff/applications?${query}`, headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().items as { id: string }[]).map((item) => item.id).sort();
};
const named = (...names: string[]) => names.map((name) => apps[name]!).sort();

describe('the staff overview', () => {
  it('counts what waits at each step per standard, how long (median and longest, days) and how many are overdue', async () => {
    const { pipeline } = await overview();
    expect(pipeline).toEqual([
      { step: 'review', standard: 'bio', count: 3, median_days: 6, oldest_days: 20, overdue: 1 },
      { step: 'offer', standard: 'globalgap', count: 1, median_days: 5, oldest_days: 5, overdue: 1 },
      { step: 'inspection', standard: 'bio', count: 1, median_days: 4, oldest_days: 4, overdue: 0 },
      { step: 'inspection', standard: 'globalgap', count: 1, median_days: 3, oldest_days: 3, overdue: 0 },
      { step: 'results', standard: 'bio', count: 1, median_days: 1, oldest_days: 1, overdue: 0 },
    ]);
  });

  it('narrows the pipeline by region and staff member, and the queue filtered the same way lists those applications', async () => {
    const inRegion = await overview(`&region=${REGION_GR.id}&standard=bio`);
    expect(inRegion.pipeline).toEqual([
      { step: 'review', standard: 'bio', count: 2, median_days: 11, oldest_days: 20, overdue: 1 },
      { step: 'inspection', standard: 'bio', count: 1, median_days: 4, oldest_days: 4, overdue: 0 },
    ]);
    expect(await queue(`step=review&type=bio&region=${REGION_GR.id}`)).toEqual(named('review2', 'review20'));
    expect(await queue(`step=review&type=bio&region=${REGION_GR.id}&overdue=true`)).toEqual(named('review20'));
    expect(await queue(`step=offer&type=globalgap&overdue=true`)).toEqual(named('offered'));

    const inspector = await overview(`&member=${ids.inspector1}`);
    expect(inspector.pipeline).toEqual([{ step: 'inspection', standard: 'globalgap', count: 1, median_days: 3, oldest_days: 3, overdue: 0 }]);
    expect(await queue(`step=inspection&member=${ids.inspector1}`)).toEqual(named('plannedGg'));
    const counts = await server.app.inject({ method: 'GET', url: `/api/staff/queue-counts?region=${REGION_ES.id}`, headers: bearer(token) });
    expect(counts.json().steps.find((s: { step: string }) => s.step === 'review').total).toBe(1);
  });

  it('gives the lead times per month of the span\'s end: how many, median and 90th percentile in days, this year and the one before', async () => {
    const { lead_times } = await overview();
    expect(lead_times).toEqual([
      { span: 'contract_inspection', year: YEAR, month: 2, count: 2, median_days: 15, p90_days: 19 },
      { span: 'inspection_decision', year: YEAR, month: 2, count: 1, median_days: 5, p90_days: 5 },
      { span: 'offer_contract', year: YEAR, month: 1, count: 1, median_days: 10, p90_days: 10 },
      { span: 'offer_contract', year: YEAR, month: 2, count: 1, median_days: 12, p90_days: 12 },
      { span: 'submission_certificate', year: YEAR - 1, month: 6, count: 1, median_days: 29, p90_days: 29 },
      { span: 'submission_certificate', year: YEAR - 1, month: 12, count: 2, median_days: 19, p90_days: 19 },
      { span: 'submission_certificate', year: YEAR, month: 2, count: 1, median_days: 31, p90_days: 31 },
      { span: 'submission_offer', year: YEAR - 1, month: 6, count: 1, median_days: 10, p90_days: 10 },
      // 5 and 15 days: the 90th percentile between them, as percentile_cont interpolates
      { span: 'submission_offer', year: YEAR, month: 1, count: 2, median_days: 10, p90_days: 14 },
    ]);
    const bio = await overview('&standard=bio');
    expect(bio.lead_times.filter((row: { span: string }) => row.span === 'submission_offer')).toEqual([
      { span: 'submission_offer', year: YEAR, month: 1, count: 2, median_days: 10, p90_days: 14 },
    ]);
  });

  it('shows each reviewer\'s and inspector\'s open work and the inspections planned in the next four weeks', async () => {
    const { workload } = await overview();
    const person = (id: number) => workload.people.find((p: { id: number }) => p.id === id);
    expect(person(ids.reviewer1!)).toMatchObject({ open_reviews: 2, planned_inspections: 0, reviewer: true });
    expect(person(ids.inspector1!)).toMatchObject({ open_reviews: 0, planned_inspections: 1, inspector: true });
    expect(person(ids.inspector2!)).toMatchObject({ open_reviews: 0, planned_inspections: 1 });
    expect(workload.upcoming).toEqual([{ day: dayFromNow(5), count: 1 }, { day: dayFromNow(10), count: 1 }]);

    const bio = await overview(`&standard=bio&member=${ids.inspector2}`);
    expect(bio.workload.people).toEqual([expect.objectContaining({ id: ids.inspector2, planned_inspections: 1 })]);
    expect(bio.workload.upcoming).toEqual([{ day: dayFromNow(10), count: 1 }]);
    expect(bio.workload.members.map((m: { id: number }) => m.id)).toContain(ids.inspector1);
  });

  it('counts the certificates in force on the period\'s last day by standard, region and product (none revoked or expired)', async () => {
    const { certificates } = await overview();
    expect(certificates.on).toBe(`${YEAR}-12-31`);
    expect(certificates.by_standard).toEqual([{ standard: 'bio', count: 1 }, { standard: 'globalgap', count: 1 }]);
    const byName = (rows: { count: number }[], key: string) => Object.fromEntries(rows.map((row) => [(row as Record<string, unknown>)[key], row.count]));
    expect(byName(certificates.by_region, 'region')).toEqual({ [REGION_GR.id]: 1, [REGION_ES.id]: 1 });
    expect(certificates.by_region.find((r: { region: string }) => r.region === REGION_GR.id).name).toBe(REGION_GR.name);
    expect(byName(certificates.by_product, 'product')).toEqual({ Ελιές: 2, Αμπέλια: 1, Ντομάτες: 1 });
    const before = await server.app.inject({ method: 'GET', url: `/api/staff/overview?year=${YEAR - 1}&standard=globalgap`, headers: bearer(token) });
    expect(before.json().certificates.by_standard).toEqual([{ standard: 'globalgap', count: 1 }]);
    expect(before.json().certificates.by_product).toEqual([{ product: 'Ντομάτες', count: 1 }]);
  });

  it('refuses a region that is no division id, naming it, and is for staff only', async () => {
    const bad = await server.app.inject({ method: 'GET', url: '/api/staff/overview?region=%27%3B', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('region');
    const farmer = (await login(server.app, 'demo.farmer.gr')).access_token;
    expect((await server.app.inject({ method: 'GET', url: '/api/staff/overview', headers: bearer(farmer) })).statusCode).toBe(403);
  });

  it('counts the sanctions imposed and the suspensions taking effect per month, this year and the one before, with the filters', async () => {
    const sanction = (app: string, position: number, day: string) =>
      db.insertInto('sanctions').values({ application_id: apps[app]!, position, kind: 'warning', reason: 'r', corrective_action: 'a', deadline: `${YEAR + 1}-01-01`, created_at: noon(day) }).execute();
    await sanction('c1', 1, `${YEAR}-03-10`);
    await sanction('c1', 2, `${YEAR}-04-02`);
    await sanction('c4', 1, `${YEAR}-03-20`);
    await sanction('c3', 1, `${YEAR - 1}-07-05`);
    // two years before: outside the period
    await sanction('c3', 2, `${YEAR - 2}-12-31`);
    const changes = (app: string, list: { change: string; status: string; from: string }[]) =>
      sql`update certificates set status_changes = ${JSON.stringify(list.map((c) => ({ ...c, items: [], until: null, reason: 'r', by: 'staff', at: `${c.from}T12:00:00Z`, noticed: true })))}::jsonb
        where application_id = ${apps[app]!}`.execute(db);
    // a suspension, its reinstatement (not counted) and a partial suspension later
    await changes('c1', [
      { change: 'suspend', status: 'suspended', from: `${YEAR}-04-01` },
      { change: 'reinstate', status: 'active', from: `${YEAR}-05-01` },
      { change: 'suspend_partially', status: 'partially_suspended', from: `${YEAR}-06-15` },
    ]);
    await changes('c4', [{ change: 'suspend_partially', status: 'partially_suspended', from: `${YEAR}-03-25` }]);
    // a withdrawal is no suspension
    await changes('revoked', [{ change: 'revoke', status: 'revoked', from: `${YEAR}-03-01` }]);

    expect((await overview()).sanctions).toEqual([
      { year: YEAR - 1, month: 7, sanctions: 1, suspensions: 0 },
      { year: YEAR, month: 3, sanctions: 2, suspensions: 1 },
      { year: YEAR, month: 4, sanctions: 1, suspensions: 1 },
      { year: YEAR, month: 6, sanctions: 0, suspensions: 1 },
    ]);
    expect((await overview('&standard=bio')).sanctions).toEqual([
      { year: YEAR, month: 3, sanctions: 1, suspensions: 0 },
      { year: YEAR, month: 4, sanctions: 1, suspensions: 1 },
      { year: YEAR, month: 6, sanctions: 0, suspensions: 1 },
    ]);
    expect((await overview(`&region=${REGION_ES.id}`)).sanctions).toEqual([{ year: YEAR, month: 3, sanctions: 1, suspensions: 1 }]);
    expect((await overview(`&member=${ids.reviewer1}`)).sanctions).toEqual([
      { year: YEAR, month: 3, sanctions: 1, suspensions: 0 },
      { year: YEAR, month: 4, sanctions: 1, suspensions: 1 },
      { year: YEAR, month: 6, sanctions: 0, suspensions: 1 },
    ]);
  });

  it('counts a certificate in its operator\'s region after the operator moves or the application is handed over', async () => {
    const regionOf = async () => Object.fromEntries((await overview()).certificates.by_region.map((r: { region: string; count: number }) => [r.region, r.count]));
    const other = divisionsOfCountry(2)!.regions[1]!;
    await sql`update users set profile = jsonb_set(profile, '{user_details,address,division,region}', to_jsonb(${String(other.id)}::text)) where id = ${ids.es!}`.execute(db);
    expect(await regionOf()).toEqual({ [REGION_GR.id]: 1, [other.id]: 1 });
    // c4 (the Spanish farmer's, in force) handed over to the Greek farmer
    await db.updateTable('applications').set({ owner_id: ids.gr! }).where('id', '=', apps.c4!).execute();
    expect(await regionOf()).toEqual({ [REGION_GR.id]: 2 });
    expect((await overview(`&region=${REGION_GR.id}`)).certificates.by_standard).toEqual([{ standard: 'bio', count: 1 }, { standard: 'globalgap', count: 1 }]);
  });

  it('reads the lead times of months that are over as the daily job kept them, the same figures as computed live, and the current month live', async () => {
    const thisYear = async (query = '') => {
      const answer = await server.app.inject({ method: 'GET', url: `/api/staff/overview${query ? `?${query}` : ''}`, headers: bearer(token) });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().lead_times as { span: string; year: number; month: number; count: number }[];
    };
    // the filters kept per region, per staff member and per both too (050), alone and with a standard
    const filtered = [`&region=${REGION_GR.id}`, `&standard=bio&region=${REGION_GR.id}`, `&member=${ids.reviewer1}`, `&standard=bio&member=${ids.reviewer1}`, `&region=${REGION_GR.id}&member=${ids.reviewer1}`];
    const live = { all: await overview(), bio: await overview('&standard=bio'), globalgap: await overview('&standard=globalgap'), now: await thisYear() };
    const liveFiltered = await Promise.all(filtered.map(async (query) => (await overview(query)).lead_times));
    expect(liveFiltered.map((rows) => rows.length > 0)).toEqual(filtered.map(() => true));
    expect(live.all.lead_times.length).toBeGreaterThan(5);
    const kept = await server.app.dailyJobs.run('daily-overview-lead-times', new Date(NOW));
    expect(kept).toBeGreaterThan(0);
    expect((await overview()).lead_times).toEqual(live.all.lead_times);
    expect((await overview('&standard=bio')).lead_times).toEqual(live.bio.lead_times);
    expect((await overview('&standard=globalgap')).lead_times).toEqual(live.globalgap.lead_times);
    expect(await thisYear()).toEqual(live.now);
    for (const [i, query] of filtered.entries()) expect((await overview(query)).lead_times, query).toEqual(liveFiltered[i]);

    // a history written into a month that is over (an import) shows from the next run on...
    const late = await application('late', { owner: 'gr', family: 'bio', status: 'certified', state: 'certified', submitted: noon(`${YEAR}-08-01`), reviewer: 'reviewer1' });
    await events(late, [['send_offer', `${YEAR}-08-04`]]);
    const august = (rows: { span: string; year: number; month: number }[]) => rows.find((r) => r.span === 'submission_offer' && r.year === YEAR && r.month === 8);
    expect(august((await overview()).lead_times)).toBeUndefined();
    expect(august((await overview(`&region=${REGION_GR.id}`)).lead_times)).toBeUndefined();
    expect(august((await overview(`&member=${ids.reviewer1}`)).lead_times)).toBeUndefined();
    expect(august((await overview(`&region=${REGION_GR.id}&member=${ids.reviewer1}`)).lead_times)).toBeUndefined();
    await server.app.dailyJobs.run('daily-overview-lead-times', new Date(NOW));
    expect(august((await overview()).lead_times)).toMatchObject({ count: 1, median_days: 3, p90_days: 3 });
    expect(august((await overview(`&region=${REGION_GR.id}`)).lead_times)).toMatchObject({ count: 1, median_days: 3 });
    expect(august((await overview(`&member=${ids.reviewer1}`)).lead_times)).toMatchObject({ count: 1, median_days: 3 });
    expect(august((await overview(`&region=${REGION_GR.id}&member=${ids.reviewer1}`)).lead_times)).toMatchObject({ count: 1, median_days: 3 });

    // the current month is computed when asked
    const today = await application('today', { owner: 'gr', family: 'bio', status: 'submitted', state: 'offer_sent', since: new Date(NOW), submitted: new Date(NOW - 3_600_000) });
    await db.insertInto('application_events').values({ application_id: today, actor_id: ids.staff!, action: 'send_offer', at: new Date(NOW) }).execute();
    const month = new Date(NOW).getUTCMonth() + 1;
    const thisMonth = async () => (await thisYear()).find((r) => r.span === 'submission_offer' && r.year === YEAR + 1 && r.month === month);
    expect(await thisMonth()).toMatchObject({ count: 1 });
    // submitted again (as the review may ask) two days before the offer: the span is from then
    await db.updateTable('applications').set({ submitted_at: new Date(NOW - 2 * 86_400_000) }).where('id', '=', today).execute();
    expect(await thisMonth()).toMatchObject({ count: 1, median_days: 2 });
  });
});
