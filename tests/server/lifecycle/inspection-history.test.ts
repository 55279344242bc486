import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifiedApplication } from './certified';
import { startLifecycleServer, type LifecycleServer } from './helpers';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

type Row = { application_id: string; reference: string; customer_id: number; inspection_date: string; inspected_on: string | null; inspector: string | null; results: string | null; status: string; type: string; year: number; non_conformities_found: number; non_conformities_closed: number };
const historyOf = async (who: Parameters<LifecycleServer['as']>[0], query = '') => {
  const response = await t.as(who)('GET', `/inspection-history${query}`);
  return { status: response.statusCode, rows: response.statusCode === 200 ? (response.json().items as Row[]) : [] };
};

describe('the inspection history of a customer', () => {
  it('lists the inspections of every application and year, newest first, with the non-conformities found and closed', async () => {
    const older = await certifiedApplication(t, { inspectionDate: '2024-05-10', inspector: 'demo.inspector2' });
    await t.db.updateTable('applications').set({ year: 2024 }).where('id', '=', older.id).execute();
    const newer = await certifiedApplication(t, { inspectionDate: '2025-06-20' });
    // a third one inspected with two non-conformities, one of them since closed
    const open = await t.submitted();
    for (const [url, body] of [
      ['review', { outcome: 'complete', risk_level: 'low' }], ['offer', { amount: 100, expires_on: '2030-12-31' }],
    ] as const) await t.act('staff', open, `/staff/applications/${open}/${url}`, body);
    await t.act('farmerGr', open, `/applications/${open}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
    await t.act('staff', open, `/staff/applications/${open}/contract`, { duration_years: 1, start_date: '2026-01-01' });
    await t.act('farmerGr', open, `/applications/${open}/contract/signature`, { signed_contract: await t.upload('farmerGr') });
    await t.act('staff', open, `/staff/applications/${open}/inspection`, { inspection_date: '2026-04-01', inspector_id: await t.userId('demo.inspector1') });
    const nc = { requirement: 'Άρθ. 28', finding: 'Ανάμειξη προϊόντων.', severity: 'minor', deadline: '2030-01-01' };
    await t.act('staff', open, `/staff/applications/${open}/results`, { inspected_on: '2026-03-10', results: 'Δύο ευρήματα.', non_conformities: [nc, { ...nc, finding: 'Λείπει ημερολόγιο.' }] });
    const first = (await t.lifecycle('farmerGr', open)).non_conformities[0];
    await t.act('farmerGr', open, `/applications/${open}/non-conformities/${first.id}/response`, { response: 'confirm', evidence: [await t.upload('farmerGr')] });
    await t.act('staff', open, `/staff/applications/${open}/non-conformities/${first.id}/review`, { review: 'accepted' });

    const mine = await historyOf('farmerGr');
    expect(mine.status).toBe(200);
    const dates = mine.rows.map((r) => r.inspection_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates.map((d) => d.slice(0, 4)))).toEqual(new Set(['2024', '2025', '2026']));
    expect(mine.rows.find((r) => r.inspection_date === '2024-05-10')).toMatchObject({ inspector: 'Σοφία Λαμπράκη', status: 'certified', type: 'bio', year: 2024, results: 'Καμία παρατήρηση.' });
    expect(mine.rows.find((r) => r.inspection_date === '2026-04-01')).toMatchObject({ non_conformities_found: 2, non_conformities_closed: 1, status: 'in_inspection' });
    expect(mine.rows.every((r) => r.customer_id === t.ids.farmerGr)).toBe(true);

    // the consultant and staff read the same for this customer
    const byConsultant = await historyOf('consultant', `?customer_id=${t.ids.farmerGr}`);
    expect(byConsultant.rows.map((r) => r.reference).sort()).toEqual(mine.rows.map((r) => r.reference).sort());
    const byStaff = await historyOf('staff', `?customer_id=${t.ids.farmerGr}`);
    expect(byStaff.rows).toHaveLength(mine.rows.length);
    const newerReference = (await t.lifecycle('staff', newer.id)).application.reference;
    expect(byStaff.rows.some((r) => r.reference === newerReference)).toBe(true);

    // one application's own page: its inspection alone, planned and actual days apart
    const ofOne = await historyOf('farmerGr', `?application_id=${open}`);
    expect(ofOne.status).toBe(200);
    expect(ofOne.rows).toHaveLength(1);
    expect(ofOne.rows[0]).toMatchObject({ application_id: open, inspection_date: '2026-04-01', inspected_on: '2026-03-10', inspector: 'Δημήτρης Οικονόμου', results: 'Δύο ευρήματα.', non_conformities_found: 2 });
    expect((await historyOf('staff', `?application_id=${open}`)).rows).toHaveLength(1);
    // nobody learns of another's application through it
    expect((await historyOf('otherFarmer', `?application_id=${open}`)).status).toBe(404);
    expect((await historyOf('otherConsultant', `?application_id=${open}`)).status).toBe(404);
  });

  it('shows a caller only the customers they may see', async () => {
    await certifiedApplication(t, { who: 'otherFarmer', inspectionDate: '2025-09-09' });
    const other = await historyOf('otherFarmer');
    expect(other.rows.length).toBeGreaterThan(0);
    expect(other.rows.every((r) => r.customer_id === t.ids.otherFarmer)).toBe(true);
    // the demo farmer's history is not theirs, nor another consultant's, nor an employee's not on them
    expect((await historyOf('otherFarmer', `?customer_id=${t.ids.farmerGr}`)).status).toBe(404);
    expect((await historyOf('otherConsultant', `?customer_id=${t.ids.farmerGr}`)).status).toBe(404);
    expect((await historyOf('otherEmployee', `?customer_id=${t.ids.farmerGr}`)).status).toBe(404);
    // the demo consultant sees their customers' inspections, never the other farmer's
    const consultant = await historyOf('consultant');
    expect(consultant.rows.some((r) => r.customer_id === t.ids.otherFarmer)).toBe(false);
    expect((await historyOf('consultant', `?customer_id=${t.ids.otherFarmer}`)).status).toBe(404);
    expect((await historyOf('guest')).status).toBe(401);
  });
});
