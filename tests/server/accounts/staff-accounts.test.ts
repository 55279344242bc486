import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../helpers/server';
import { startLifecycleServer, type LifecycleServer } from '../lifecycle/helpers';
import { lastLink } from './helpers';

// Staff accounts (docs/staff-accounts.md): an administrator adds, changes, deactivates and
// reactivates staff members; duties decide what each may do; applications are assigned to
// reviewers and inspections to inspectors, and each sees "mine" in the queue.
describe('staff accounts', () => {
  let t: LifecycleServer;
  beforeAll(async () => {
    t = await startLifecycleServer();
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.server.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.server.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

  /** Adds a staff member as the demo administrator and sets their password through the mailed link. */
  async function added(username: string, duties: string[], first = 'Ελένη', last = 'Ζαχαρίου') {
    const created = await t.as('staff')('POST', '/staff/accounts', { first_name: first, last_name: last, username, email: `${username}@test.invalid`, locale: 'el', duties });
    expect(created.statusCode, created.body).toBe(201);
    const link = await lastLink(t.server, `${username}@test.invalid`, '/reset-password');
    const set = await post('/users/password/reset', { ...link, password: 'Staffpass2026', password_confirmation: 'Staffpass2026' });
    expect(set.statusCode, set.body).toBe(204);
    return { id: created.json().id as number, ...(await login(t.server.app, username, 'Staffpass2026')) };
  }

  it('adds a staff member, who is mailed a link to set their password and then signs in with their duties', async () => {
    const created = await t.as('staff')('POST', '/staff/accounts', {
      first_name: 'Δημήτρης', last_name: 'Κωνσταντίνου', username: 'd.konstantinou', email: 'd.konstantinou@test.invalid', locale: 'el', duties: ['inspector'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Δημήτρης Κωνσταντίνου', duties: ['inspector'], active: true, locale: 'el' });
    const [mail] = await t.mailsTo('d.konstantinou@test.invalid');
    expect(mail.subject).toBe('Ο λογαριασμός σας προσωπικού στην πύλη πιστοποίησης');
    expect(mail.text).toContain('d.konstantinou');
    const link = await lastLink(t.server, 'd.konstantinou@test.invalid', '/reset-password');
    expect((await post('/users/password/reset', { ...link, password: 'Staffpass2026', password_confirmation: 'Staffpass2026' })).statusCode).toBe(204);
    const session = await login(t.server.app, 'd.konstantinou', 'Staffpass2026');
    const profile = await call(session.access_token, 'GET', '/users/profile');
    expect(profile.json()).toMatchObject({ role: 'staff', staff_duties: ['inspector'] });

    // the list pages through every staff account, the demo team included
    const page = await t.as('staff')('GET', '/staff/accounts?limit=3');
    expect(page.json().items).toHaveLength(3);
    expect(page.json().total).toBeGreaterThanOrEqual(6);
    const rest = await t.as('staff')('GET', `/staff/accounts?limit=100&cursor=${page.json().nextCursor}`);
    expect(rest.json().items.map((a: { username: string }) => a.username)).toContain('d.konstantinou');

    const again = await t.as('staff')('POST', '/staff/accounts', { first_name: 'Α', last_name: 'Β', username: 'd.konstantinou', email: 'other@test.invalid', locale: 'el', duties: ['reviewer'] });
    expect(again.statusCode).toBe(409);
    const noDuty = await t.as('staff')('POST', '/staff/accounts', { first_name: 'Α', last_name: 'Β', username: 'no.duty', email: 'no.duty@test.invalid', locale: 'el', duties: [] });
    expect(noDuty.statusCode).toBe(400);
    expect(noDuty.json().issues[0]).toMatchObject({ path: '/duties', messageId: 'staff.accounts.dutiesRequired' });
    // the account's language is one of locales/languages.json, by the form's own keyword
    const noLanguage = await t.as('staff')('POST', '/staff/accounts', { first_name: 'Α', last_name: 'Β', username: 'no.language', email: 'no.language@test.invalid', locale: 'xx', duties: ['reviewer'] });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json().issues).toContainEqual(expect.objectContaining({ path: '/locale', messageId: 'validation.errors.interfaceLanguage' }));
  });

  it('refuses the staff accounts to a staff member who is not an administrator, and to everybody else', async () => {
    const reviewer = await added('only.reviewer', ['reviewer']);
    expect((await call(reviewer.access_token, 'GET', '/staff/accounts')).statusCode).toBe(403);
    expect((await call(reviewer.access_token, 'PUT', `/staff/accounts/${reviewer.id}`, { first_name: 'Α', last_name: 'Β', locale: 'el', duties: ['admin'], active: true })).statusCode).toBe(403);
    expect((await t.as('consultant')('GET', '/staff/accounts')).statusCode).toBe(403);
    // reading the queue and the choosers is every staff member's
    expect((await call(reviewer.access_token, 'GET', '/staff/members?duty=inspector')).statusCode).toBe(200);
  });

  it('changes a member\'s duties, and a deactivated member is signed out at once and signs in no more until reactivated', async () => {
    const member = await added('soon.gone', ['reviewer'], 'Νίκη', 'Αθανασίου');
    expect((await call(member.access_token, 'GET', '/staff/applications')).statusCode).toBe(200);

    const changed = await t.as('staff')('PUT', `/staff/accounts/${member.id}`, { first_name: 'Νίκη', last_name: 'Αθανασίου-Ρήγα', locale: 'en', duties: ['inspector'], active: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Νίκη Αθανασίου-Ρήγα', locale: 'en', duties: ['inspector'], active: true });
    // the new duties count at the next call, without signing in again
    const planId = await t.submitted();
    expect((await call(member.access_token, 'POST', `/staff/applications/${planId}/review`, { row_version: 1, outcome: 'complete', risk_level: 'low' })).statusCode).toBe(403);

    const off = await t.as('staff')('PUT', `/staff/accounts/${member.id}`, { first_name: 'Νίκη', last_name: 'Αθανασίου-Ρήγα', locale: 'en', duties: ['inspector'], active: false });
    expect(off.json()).toMatchObject({ active: false });
    const next = await call(member.access_token, 'GET', '/staff/applications');
    expect(next.statusCode).toBe(401);
    expect((await post('/users/refresh-token', undefined, bearer(member.refresh_token))).statusCode).toBe(401);
    const refused = await post('/users/login', { username: 'soon.gone', password: 'Staffpass2026' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageId).toBe('errors.accountDeactivated');
    // nor is a deactivated inspector offered for a plan
    const inspectors = await t.as('staff')('GET', '/staff/members?duty=inspector');
    expect(inspectors.json().items.map((p: { id: number }) => p.id)).not.toContain(member.id);

    await t.as('staff')('PUT', `/staff/accounts/${member.id}`, { first_name: 'Νίκη', last_name: 'Αθανασίου-Ρήγα', locale: 'en', duties: ['inspector'], active: true });
    await expect(login(t.server.app, 'soon.gone', 'Staffpass2026')).resolves.toHaveProperty('access_token');
  });

  it('keeps an administrator from locking themself out', async () => {
    const self = t.ids.staff;
    const off = await t.as('staff')('PUT', `/staff/accounts/${self}`, { first_name: 'Μαρία', last_name: 'Σταματίου', locale: 'el', duties: ['admin', 'reviewer', 'inspector'], active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().issues[0]).toMatchObject({ path: '/active', messageId: 'staff.accounts.errors.notYourself' });
    const demoted = await t.as('staff')('PUT', `/staff/accounts/${self}`, { first_name: 'Μαρία', last_name: 'Σταματίου', locale: 'el', duties: ['reviewer'], active: true });
    expect(demoted.json().issues[0]).toMatchObject({ path: '/duties', messageId: 'staff.accounts.errors.keepAdmin' });
    expect((await t.as('staff')('PUT', `/staff/accounts/${t.ids.farmerGr}`, { first_name: 'Α', last_name: 'Β', locale: 'el', duties: ['reviewer'], active: false })).statusCode).toBe(404);
  });

  it('plans an inspection for an active inspector only, names them, and shows it in their "mine"', async () => {
    const inspector = await added('plan.inspector', ['inspector'], 'Σταύρος', 'Πετρίδης');
    const reviewer = await added('plan.reviewer', ['reviewer']);
    const id = await t.submitted();
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    const { inAYear } = await import('../lifecycle/helpers');
    await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
    await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
    await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 1, start_date: '2026-01-01' });
    await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr') });

    // a reviewer who is no inspector, a customer, an unknown id: refused at the field
    for (const wrong of [reviewer.id, t.ids.farmerGr, 999_999]) {
      const refused = await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2027-03-15', inspector_id: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toMatchObject([{ path: '/inspector_id', messageId: 'staff.inspection.inspectorNotActive' }]);
    }
    // free text is no longer an inspector
    const typed = await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2027-03-15', inspector: 'Κάποιος' });
    expect(typed.statusCode).toBe(400);

    const planned = await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2027-03-15', inspector_id: inspector.id });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json().inspections.at(-1)).toMatchObject({ inspector: 'Σταύρος Πετρίδης', inspector_id: inspector.id });
    // the customer reads the inspector's name, not their account
    const customerView = await t.lifecycle('farmerGr', id);
    expect(customerView.inspections.at(-1)).toMatchObject({ inspector: 'Σταύρος Πετρίδης', inspector_id: null });

    const mine = await call(inspector.access_token, 'GET', '/staff/applications?mine=true');
    expect(mine.json().items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(mine.json().total).toBe(1);
    const othersMine = await call(reviewer.access_token, 'GET', '/staff/applications?mine=true');
    expect(othersMine.json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    // the inspector records the results; the reviewer may not
    expect((await call(reviewer.access_token, 'POST', `/staff/applications/${id}/results`, { row_version: 1, inspected_on: '2026-03-10', results: 'x' })).statusCode).toBe(403);
    const view = await call(inspector.access_token, 'GET', `/applications/${id}/lifecycle`);
    expect(view.json().actions).not.toContain('plan_inspection');
  });

  it('assigns an application to an active reviewer, records it in the history for staff only, and lists it in the reviewer\'s "mine"', async () => {
    const reviewer = await added('queue.reviewer', ['reviewer'], 'Κατερίνα', 'Δήμου');
    const inspector = await added('queue.inspector', ['inspector']);
    const id = await t.submitted();
    const before = await t.lifecycle('staff', id);
    expect(before.application).toMatchObject({ reviewer_id: null, reviewer_name: null });

    const notAReviewer = await t.as('staff')('PUT', `/staff/applications/${id}/reviewer`, { reviewer_id: inspector.id });
    expect(notAReviewer.statusCode).toBe(400);
    expect(notAReviewer.json().issues).toMatchObject([{ path: '/reviewer_id', messageId: 'staff.assignment.reviewerNotActive' }]);
    // an inspector who is no reviewer assigns nothing
    expect((await call(inspector.access_token, 'PUT', `/staff/applications/${id}/reviewer`, { reviewer_id: reviewer.id })).statusCode).toBe(403);

    const assigned = await t.as('staff')('PUT', `/staff/applications/${id}/reviewer`, { reviewer_id: reviewer.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().application).toMatchObject({ reviewer_id: reviewer.id, reviewer_name: 'Κατερίνα Δήμου' });
    expect(assigned.json().events.at(-1)).toMatchObject({ action: 'assign_reviewer', actor_role: 'staff', about: { person: 'Κατερίνα Δήμου' } });
    const customer = await t.lifecycle('farmerGr', id);
    expect(customer.events.map((e: { action: string }) => e.action)).not.toContain('assign_reviewer');
    expect(customer.application).toMatchObject({ reviewer_id: null, reviewer_name: null });

    const mine = await call(reviewer.access_token, 'GET', '/staff/applications?mine=true');
    expect(mine.json().items.map((r: { id: string }) => r.id)).toEqual([id]);
    const all = await call(reviewer.access_token, 'GET', '/staff/applications');
    expect(all.json().total).toBeGreaterThan(1);

    const cleared = await call(reviewer.access_token, 'PUT', `/staff/applications/${id}/reviewer`, { reviewer_id: null });
    expect(cleared.json().events.at(-1)).toMatchObject({ action: 'unassign_reviewer' });
    expect((await call(reviewer.access_token, 'GET', '/staff/applications?mine=true')).json().items).toEqual([]);
  });
});
