import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApplicationsServer, type Who } from './helpers';

describe('who may see and change an application', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer();
  });
  afterAll(() => t.close());

  const sees = async (who: Who, id: string) => {
    const read = (await t.api(who).get(id)).statusCode;
    const listed = ((await t.api(who).list()).json().items as { id: string }[]).some((a) => a.id === id);
    expect(listed, `${who} lists it as it reads it`).toBe(read === 200);
    return read;
  };

  it('answers each role as the access rules say, and 404 to everyone else', async () => {
    const app = await t.api('farmerGr').draft({ type: 'globalgap' });
    const expected: Record<Who, number> = {
      farmerGr: 200, // owner
      consultant: 200, // has the owner as an approved customer
      staff: 200,
      employee: 404, // not assigned, did not create it
      otherEmployee: 404,
      farmerEs: 404,
      otherFarmer: 404,
      otherConsultant: 404,
    };
    for (const [who, status] of Object.entries(expected) as [Who, number][]) expect(await sees(who, app.id), who).toBe(status);
    // the others cannot change it either, and cannot tell it exists
    for (const who of ['employee', 'farmerEs', 'otherFarmer', 'otherConsultant'] as const) {
      const save = await t.api(who).save(app.id, { answers: {}, row_version: 1 });
      expect(save.statusCode, who).toBe(404);
      expect((await t.api(who).remove(app.id)).statusCode, who).toBe(404);
      expect((await t.api(who).submit(app.id, { row_version: 1 })).statusCode, who).toBe(404);
    }
  });

  it('lets an employee in when assigned to the application or its customer, or when they created it', async () => {
    const app = await t.api('farmerGr').draft({ type: 'globalgap' });
    await t.db.updateTable('applications').set({ assigned_employee_id: t.ids.employee }).where('id', '=', app.id).execute();
    expect(await sees('employee', app.id)).toBe(200);
    expect(await sees('otherEmployee', app.id)).toBe(404);
    const saved = await t.api('employee').save(app.id, { answers: { general: { name: 'by employee' } }, row_version: 1 });
    expect(saved.statusCode).toBe(200);

    const created = await t.api('otherEmployee').draft({ type: 'globalgap', customer_id: t.ids.farmerEs });
    expect(await sees('otherEmployee', created.id)).toBe(200);
    expect(await sees('employee', created.id)).toBe(404);
    expect(await sees('consultant', created.id)).toBe(200);
    expect(await sees('farmerEs', created.id)).toBe(200);

    await t.db
      .updateTable('consultant_customers')
      .set({ assigned_employee_id: t.ids.employee })
      .where('customer_id', '=', t.ids.farmerEs)
      .execute();
    expect(await sees('employee', created.id)).toBe(200);

    // the customer leaves the consultant: the consultant's side loses sight of it
    await t.db.updateTable('consultant_customers').set({ status: 'declined' }).where('customer_id', '=', t.ids.farmerEs).execute();
    expect(await sees('consultant', created.id)).toBe(404);
    expect(await sees('employee', created.id)).toBe(404);
    expect(await sees('otherEmployee', created.id)).toBe(404);
    expect(await sees('farmerEs', created.id)).toBe(200);
    await t.db.updateTable('consultant_customers').set({ status: 'approved' }).where('customer_id', '=', t.ids.farmerEs).execute();
  });

  it('lets the owner and the consultant write, and staff only read', async () => {
    const app = await t.api('consultant').draft({ type: 'globalgap', customer_id: t.ids.farmerGr });
    expect((await t.api('farmerGr').save(app.id, { answers: { a: 1 }, row_version: 1 })).statusCode).toBe(200);
    expect((await t.api('consultant').save(app.id, { answers: { a: 2 }, row_version: 2 })).statusCode).toBe(200);
    const staffRead = await t.api('staff').get(app.id);
    expect(staffRead.json()).toMatchObject({ row_version: 3, editable: false });
    expect((await t.api('consultant').get(app.id)).json().editable).toBe(true);
    expect((await t.api('staff').save(app.id, { answers: {}, row_version: 3 })).statusCode).toBe(403);
    expect((await t.api('staff').remove(app.id)).statusCode).toBe(403);
    expect((await t.api('staff').submit(app.id, { row_version: 3 })).statusCode).toBe(403);
    expect((await t.api('farmerGr').remove(app.id)).statusCode).toBe(204);
  });

  it('lets only staff review a submitted application', async () => {
    const app = await t.api('farmerGr').draft({ type: 'globalgap' });
    await t.db.updateTable('applications').set({ status: 'submitted' }).where('id', '=', app.id).execute();
    for (const who of ['farmerGr', 'consultant', 'employee'] as const) {
      expect((await t.api(who).review(app.id, { outcome: 'complete', risk_level: 'low', row_version: app.row_version })).statusCode, who).toBe(403);
    }
    const reviewed = await t.api('staff').review(app.id, { outcome: 'complete', risk_level: 'low' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await t.api('farmerGr').get(app.id)).json().status).toBe('submitted');
  });
});
