import { expect } from 'vitest';
import type { Who } from '../customers/helpers';
import { inAYear, type LifecycleServer } from './helpers';

/**
 * An organic application of `who` (the demo Greek farmer by default) brought to a certificate
 * by the API, inspected on `inspectionDate`.
 */
export async function certifiedApplication(t: LifecycleServer, { who = 'farmerGr' as Who, inspectionDate = '2026-03-15', inspector = 'demo.inspector1' } = {}) {
  const id = await t.submitted(who);
  await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
  await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
  await t.act(who, id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload(who) });
  await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2026-01-01' });
  await t.act(who, id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload(who, 'contract-signed.pdf') });
  await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: inspectionDate, inspector_id: await t.userId(inspector) });
  await t.act('staff', id, `/staff/applications/${id}/results`, { inspected_on: '2026-03-10', results: 'Καμία παρατήρηση.' });
  const decided = await t.act('staff', id, `/staff/applications/${id}/decision`, {
    outcome: 'certify', certified_items: ['Ελιές'], scope: 'Φυτική παραγωγή', valid_from: '2026-01-01', valid_to: inAYear(), traces_number: 'GR-BIO-03.001-0001234.2026.001',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return { id, certificate: decided.json().certificate as { verify_path: string; number: string } };
}
