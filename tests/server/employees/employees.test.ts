import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../helpers/server';
import { startConsultServer } from '../customers/helpers';

const anna = { fullName: 'Άννα Δημητρίου', username: 'anna.d', email: 'anna@test.invalid', password: 'Initial2026pass' };

describe('a consultant\'s employees', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
  });
  afterAll(() => t.close());

  it('lists its employees; an employee sees only their own entry', async () => {
    const list = await t.as('consultant')('GET', '/employees');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((e: { id: number }) => e.id).sort()).toEqual([t.ids.employee, t.ids.otherEmployee].sort());
    const own = (await t.as('employee')('GET', '/employees')).json().items;
    expect(own).toEqual([expect.objectContaining({ id: t.ids.employee, full_name: 'Νίκος Αλεξίου', customers: { items: [], nextCursor: null }, applications: { items: [], nextCursor: null } })]);
    expect((await t.as('otherConsultant')('GET', '/employees')).json().items).toEqual([]);
    expect((await t.as('farmerGr')('GET', '/employees')).statusCode).toBe(403);
    expect((await t.as('employee')('GET', `/employees/${t.ids.otherEmployee}`)).statusCode).toBe(403);
    expect((await t.as('otherConsultant')('GET', `/employees/${t.ids.employee}`)).statusCode).toBe(404);
  });

  it('creates an employee who can sign in at once and is told by e-mail', async () => {
    const weak = await t.as('consultant')('POST', '/employees', { ...anna, password: 'short', username: 'Anna D' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['/password', '/username']));
    const taken = await t.as('consultant')('POST', '/employees', { ...anna, username: 'demo.staff' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().messageId).toBe('employees.usernameTaken');
    expect((await t.as('employee')('POST', '/employees', anna)).statusCode).toBe(403);

    const created = await t.as('consultant')('POST', '/employees', anna);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ full_name: 'Άννα Δημητρίου', username: 'anna.d' });
    const tokens = await login(t.server.app, 'anna.d', anna.password);
    const profile = await t.server.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(profile.json()).toMatchObject({ role: 'consultant', is_employee: true });
    await t.server.app.mail.sendQueued();
    const outbox = path.join(t.server.config.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
    expect(mails).toContainEqual(expect.objectContaining({ to: 'anna@test.invalid', text: expect.stringContaining('anna.d') }));
  });

  it('edits its own employees only', async () => {
    const body = { fullName: 'Νίκος Αλεξίου-Παππάς', username: 'demo.employee', email: 'employee@demo.invalid' };
    const saved = await t.as('consultant')('PUT', `/employees/${t.ids.employee}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().full_name).toBe('Νίκος Αλεξίου-Παππάς');
    expect((await t.as('consultant')('PUT', `/employees/${t.ids.employee}`, { ...body, username: 'anna.d' })).statusCode).toBe(409);
    expect((await t.as('otherConsultant')('PUT', `/employees/${t.ids.employee}`, body)).statusCode).toBe(404);
    expect((await t.as('consultant')('PUT', `/employees/${t.ids.staff}`, body)).statusCode).toBe(404);
  });

  it('assigns an application of a customer to an employee, who then sees it', async () => {
    const app = await t.api('farmerGr').draft({ type: 'globalgap' });
    expect((await t.api('employee').get(app.id)).statusCode).toBe(404);
    expect((await t.as('otherConsultant')('PUT', `/applications/${app.id}/employee`, { employee_id: t.ids.employee })).statusCode).toBe(404);
    expect((await t.as('consultant')('PUT', `/applications/${app.id}/employee`, { employee_id: t.ids.staff })).statusCode).toBe(404);
    const assigned = await t.as('consultant')('PUT', `/applications/${app.id}/employee`, { employee_id: t.ids.employee });
    expect(assigned.statusCode).toBe(204);
    expect((await t.api('employee').get(app.id)).statusCode).toBe(200);
    const entry = (await t.as('consultant')('GET', `/employees/${t.ids.employee}`)).json();
    expect(entry.applications.items).toEqual([expect.objectContaining({ id: app.id, type: 'globalgap', status: 'draft' })]);
  });

  it('gives the first five assignments with the employee and the rest page by page, to the consultant and to the employee themself', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const app = await t.api('farmerGr').draft({ type: 'globalgap', year: 2040 + i });
      await t.as('consultant')('PUT', `/applications/${app.id}/employee`, { employee_id: t.ids.employee });
      made.push(app.id);
    }
    const entry = (await t.as('consultant')('GET', `/employees/${t.ids.employee}`)).json();
    expect(entry.applications.items).toHaveLength(5);
    expect(entry.applications.nextCursor).toEqual(expect.any(String));
    // newest first: the five made last, then the rest from the entry's cursor, every one once
    expect(entry.applications.items.map((a: { id: string }) => a.id)).toEqual(made.slice(2).reverse());
    const rest = await t.as('employee')('GET', `/employees/${t.ids.employee}/applications?cursor=${encodeURIComponent(entry.applications.nextCursor)}`);
    expect(rest.statusCode).toBe(200);
    const ids = rest.json().items.map((a: { id: string }) => a.id);
    expect(ids.slice(0, 2)).toEqual(made.slice(0, 2).reverse());
    expect(rest.json().total).toBe(made.length + 1);
    expect(rest.json().nextCursor).toBeNull();
    const customers = await t.as('consultant')('GET', `/employees/${t.ids.employee}/customers?limit=1`);
    expect(customers.json()).toEqual(expect.objectContaining({ items: expect.any(Array), total: expect.any(Number) }));
    // nobody else's: another consultant, or a colleague of the employee
    expect((await t.as('otherConsultant')('GET', `/employees/${t.ids.employee}/applications`)).statusCode).toBe(404);
    expect((await t.as('otherEmployee')('GET', `/employees/${t.ids.employee}/customers`)).statusCode).toBe(404);
  });

  it('bulk-deletes its own employees, releasing their assignments', async () => {
    await t.as('consultant')('PUT', `/customers/${t.ids.farmerGr}/employee`, { employee_id: t.ids.otherEmployee });
    expect((await t.as('otherConsultant')('POST', '/employees/delete', { ids: [t.ids.otherEmployee] })).statusCode).toBe(404);
    const deleted = await t.as('consultant')('POST', '/employees/delete', { ids: [t.ids.otherEmployee, t.ids.farmerGr] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deleted).toEqual([t.ids.otherEmployee]);
    const customer = (await t.as('consultant')('GET', `/customers/${t.ids.farmerGr}`)).json();
    expect(customer.assigned_employee).toBeNull();
    expect((await t.as('consultant')('GET', `/employees/${t.ids.otherEmployee}`)).statusCode).toBe(404);
  });
});
