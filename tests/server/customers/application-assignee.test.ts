import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsultServer } from './helpers';

type Summary = { id: string; assigned_employee: { id: number; name: string } | null };

// Issue 6: the application list tells the consultant who each application is assigned to.
describe('the assignee of an application in lists and reads', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
  }, 120_000);
  afterAll(() => t.close());

  it('is null until the consultant assigns it, then names the employee, who sees it; null removes it', async () => {
    const app = await t.api('consultant').draft({ type: 'globalgap', customer_id: t.ids.farmerGr });
    const listed = async () => ((await t.api('consultant').list()).json().items as Summary[]).find((a) => a.id === app.id);
    expect((await listed())?.assigned_employee).toBeNull();
    expect((await t.api('employee').list()).json().items).toEqual([]);

    expect((await t.as('consultant')('PUT', `/applications/${app.id}/employee`, { employee_id: t.ids.employee })).statusCode).toBe(204);
    expect((await listed())?.assigned_employee).toEqual({ id: t.ids.employee, name: 'Νίκος Αλεξίου' });
    expect((await t.api('consultant').get(app.id)).json()).toMatchObject({
      assigned_employee_id: t.ids.employee,
      assigned_employee: { id: t.ids.employee, name: 'Νίκος Αλεξίου' },
    });
    const seen = (await t.api('employee').list()).json().items as Summary[];
    expect(seen.map((a) => a.id)).toEqual([app.id]);
    const note = (await t.as('employee')('GET', '/notifications')).json().items[0];
    expect(note).toMatchObject({ message_id: 'notifications.applicationAssigned', params: { type: 'globalgap' } });

    // another employee of the consultant takes it over; then nobody
    expect((await t.as('consultant')('PUT', `/applications/${app.id}/employee`, { employee_id: t.ids.otherEmployee })).statusCode).toBe(204);
    expect((await listed())?.assigned_employee?.id).toBe(t.ids.otherEmployee);
    expect((await t.api('employee').list()).json().items).toEqual([]);
    expect((await t.as('consultant')('PUT', `/applications/${app.id}/employee`, { employee_id: null })).statusCode).toBe(204);
    expect((await listed())?.assigned_employee).toBeNull();
    expect((await t.api('otherEmployee').get(app.id)).statusCode).toBe(404);
    // the application's history tells who had it when, named as they were then; giving it to the same person again adds nothing
    expect((await t.as('consultant')('PUT', `/applications/${app.id}/employee`, { employee_id: null })).statusCode).toBe(204);
    const history = await t.as('consultant')('GET', `/applications/${app.id}/lifecycle`);
    expect(history.statusCode, history.body).toBe(200);
    const handovers = (history.json().events as { action: string; actor_name: string; about: { person: string | null } }[]).filter((e) => e.action.endsWith('assign_employee'));
    expect(handovers.map((e) => [e.action, e.about.person])).toEqual([
      ['assign_employee', 'Νίκος Αλεξίου'],
      ['assign_employee', expect.any(String)],
      ['unassign_employee', null],
    ]);
    expect(handovers[0].actor_name).toBe('Ελένη Καραγιάννη');
  });

  it('is refused to anyone but the customer\'s consultant, and for employees not theirs', async () => {
    const app = await t.api('consultant').draft({ type: 'globalgap', customer_id: t.ids.farmerEs });
    const put = (who: 'consultant' | 'otherConsultant' | 'employee' | 'farmerEs', employee_id: number | null) =>
      t.as(who)('PUT', `/applications/${app.id}/employee`, { employee_id });
    expect((await put('otherConsultant', t.ids.employee)).statusCode).toBe(404);
    expect((await put('employee', t.ids.employee)).statusCode).toBe(403);
    expect((await put('farmerEs', t.ids.employee)).statusCode).toBe(403);
    expect((await put('consultant', t.ids.otherConsultant)).statusCode).toBe(404);
    // the customer reads the assignee too (it is their application), and it is still nobody
    const own = ((await t.api('farmerEs').list()).json().items as Summary[]).find((a) => a.id === app.id);
    expect(own?.assigned_employee).toBeNull();
  });
});
