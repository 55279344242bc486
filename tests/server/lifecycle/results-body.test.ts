import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inAYear, startLifecycleServer, type LifecycleServer } from './helpers';

// Issue #28: the inspection results used to copy every field of each non-conformity into
// the INSERT, so a body could store a finding already closed, write it onto another
// application, attach a stranger's upload, or answer 500 for a column that does not exist.
// A body carries only what its form declares: anything else is a 400 naming it, and nothing
// is stored.

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

/** An application brought by the API to a planned inspection, ready for its results. */
async function inspectionPlanned() {
  const id = await t.submitted();
  await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'medium' });
  await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
  await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
  await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2027-01-01', documents: [await t.upload('staff', 'contract.pdf')] });
  await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') });
  const planned = await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2027-03-15', inspector_id: await t.userId('demo.inspector1') });
  expect(planned.json().application.state, planned.body).toBe('inspection_planned');
  return id;
}

const finding = () => ({ requirement: 'AF 1.2', finding: 'Λείπει ημερολόγιο λιπάνσεων', severity: 'minor', deadline: inAYear() });

describe('the inspection results carry only what the results form declares', () => {
  let other: string;
  let otherBefore: unknown;
  let stranger: Awaited<ReturnType<LifecycleServer['upload']>>;
  beforeAll(async () => {
    other = await t.submitted('farmerGr');
    otherBefore = (await t.lifecycle('staff', other)).non_conformities;
    stranger = await t.upload('farmerGr', 'stranger.pdf');
  }, 120_000);

  const smuggled: [string, () => unknown][] = [
    ['application_id', () => other],
    ['status', () => 'closed'],
    ['review', () => 'accepted'],
    ['position', () => 99],
    ['evidence', () => JSON.stringify([stranger])],
    ['inspection_id', () => '00000000-0000-0000-0000-000000000000'],
    ['no_such_column', () => 'x'],
  ];

  // each on an application of its own: one leak must not hide the next
  it.each(smuggled)('refuses a non-conformity with %s: 400 naming it, nothing stored', async (field, value) => {
    const id = await inspectionPlanned();
    const response = await t.act('staff', id, `/staff/applications/${id}/results`, {
      inspected_on: '2026-03-10',
      results: 'Ένα εύρημα.',
      non_conformities: [{ ...finding(), [field]: value() }],
    });
    expect(response.statusCode, response.body).toBe(400);
    const issue = response.json().issues.find((i: { path: string }) => i.path.endsWith(`/non_conformities/0/${field}`));
    expect(issue, response.body).toMatchObject({ messageId: 'validation.errors.additionalProperties', params: { property: field } });
    const view = await t.lifecycle('staff', id);
    expect(view.application.state).toBe('inspection_planned');
    expect(view.non_conformities).toEqual([]);
    expect((await t.lifecycle('staff', other)).non_conformities).toEqual(otherBefore);
  });

  it('refuses unknown fields at the top and inside the report', async () => {
    const id = await inspectionPlanned();
    const report = await t.upload('staff', 'report.pdf');
    for (const body of [
      { inspected_on: '2026-03-10', results: 'x', status: 'closed' },
      { inspected_on: '2026-03-10', results: 'x', report: { ...report, owner_id: 'someone' } },
    ]) {
      const response = await t.act('staff', id, `/staff/applications/${id}/results`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().issues[0].messageId).toBe('validation.errors.additionalProperties');
    }
    expect((await t.lifecycle('staff', id)).application.state).toBe('inspection_planned');
  });

  it('still records the declared fields', async () => {
    const id = await inspectionPlanned();
    const response = await t.act('staff', id, `/staff/applications/${id}/results`, { inspected_on: '2026-03-10', results: 'Ένα εύρημα.', non_conformities: [finding()] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().non_conformities).toMatchObject([{ position: 1, status: 'open', requirement: 'AF 1.2' }]);
    expect((await t.lifecycle('staff', other)).non_conformities).toEqual(otherBefore);
  });
});
