import { expect, type APIRequestContext } from '@playwright/test';
import { apiAuth, inspectorId, submittedApplication } from './api-support';
import { registeredAccount } from './outbox';
import { signedPdf } from './wizard-support';

const nextYear = new Date().getUTCFullYear() + 1;

export async function uploadAs(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const response = await request.post('/api/files', {
    headers,
    multipart: { document_type: 'lifecycle', file: { name, mimeType: 'application/pdf', buffer: signedPdf(name).buffer } },
  });
  expect(response.status()).toBe(201);
  const { id, size, media_type } = await response.json();
  return { id, name, size, media_type };
}

/** A lifecycle call through the API with the current row version, as the screens send it. */
export async function actAs(request: APIRequestContext, headers: Record<string, string>, id: string, path: string, body: Record<string, unknown>) {
  const view = await (await request.get(`/api/applications/${id}/lifecycle`, { headers })).json();
  const response = await request.post(`/api${path}`, { headers, data: { row_version: view.application.row_version, ...body } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * A farmer of their own with a GLOBALG.A.P. application brought through the API to the
 * certification decision, inspected last year (the steps before have their own end-to-end
 * tests): where a spec that decides on screen starts. With non-conformities in `results`, it
 * waits for the farmer's answers instead.
 */
export async function farmerAwaitingDecision(request: APIRequestContext, tag: string, results: Record<string, unknown> = { results: 'No findings.' }) {
  const account = await registeredAccount(request, 'client', tag);
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const staff = await apiAuth(request, 'demo.staff');
  const { id: farmerId } = await (await request.get('/api/users/profile', { headers: farmer })).json();
  const id = await submittedApplication(request, farmer, farmerId);
  await actAs(request, staff, id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
  await actAs(request, staff, id, `/staff/applications/${id}/offer`, { amount: 300, expires_on: `${nextYear}-12-31` });
  await actAs(request, farmer, id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await uploadAs(request, farmer, 'offer.pdf') });
  await actAs(request, staff, id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: `${nextYear - 1}-01-01` });
  await actAs(request, farmer, id, `/applications/${id}/contract/signature`, { signed_contract: await uploadAs(request, farmer, 'contract.pdf') });
  await actAs(request, staff, id, `/staff/applications/${id}/inspection`, { inspection_date: `${nextYear - 2}-09-14`, inspector_id: await inspectorId(request, staff) });
  await actAs(request, staff, id, `/staff/applications/${id}/results`, { inspected_on: '2026-03-10', ...results });
  return { account, farmer, staff, farmerId: farmerId as number, id };
}

/** The same farmer with the application certified through the API; the decision's products and GGN may be given. */
export async function certifiedFarmer(request: APIRequestContext, tag: string, decided: { items?: string[]; ggn?: string } = {}) {
  const { account, farmer, staff, farmerId, id } = await farmerAwaitingDecision(request, tag);
  const view = await actAs(request, staff, id, `/staff/applications/${id}/decision`, {
    outcome: 'certify', certified_items: decided.items ?? ['Olives'], ggn: decided.ggn ?? '4063061581198', scope: 'Fruit', valid_from: `${nextYear - 1}-01-01`, valid_to: `${nextYear}-12-31`,
  });
  return { account, farmer, staff, farmerId, id, verifyPath: view.certificate.verify_path as string };
}

/** The same, with a sanction imposed and answered: every sanction screen has something to show. */
export async function sanctionedFarmer(request: APIRequestContext, tag: string) {
  const certified = await certifiedFarmer(request, tag);
  const { id, staff, farmer } = certified;
  const imposed = await actAs(request, staff, id, `/staff/applications/${id}/sanctions`, {
    kind: 'declassification', reason: 'Τα τιμολόγια αγοράς λιπασμάτων δεν συμφωνούν με το ημερολόγιο.', corrective_action: 'Στείλτε τα τιμολόγια και το διορθωμένο ημερολόγιο.', deadline: `${nextYear}-03-31`,
  });
  await actAs(request, farmer, id, `/applications/${id}/sanctions/${imposed.sanctions[0].id}/answer`, {
    documents: [await uploadAs(request, farmer, 'timologia-lipasmaton-2026.pdf')], comment: 'Επισυνάπτονται τα τιμολόγια.',
  });
  await actAs(request, staff, id, `/staff/applications/${id}/sanctions`, {
    kind: 'warning', reason: 'Λείπει το ημερολόγιο ψεκασμών.', corrective_action: 'Συμπληρώστε το ημερολόγιο.', deadline: `${nextYear}-05-31`,
  });
  return certified;
}
