import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuth, completeGlobalgapAnswers } from './api-support';
import { mailsTo, registeredAccount } from './outbox';
import { signIn } from './support';
import { signedPdf, useEnglish } from './wizard-support';

test.use({ actionTimeout: 15_000 });
// a shared, busy machine: the workspace reads the application, its forms and its lifecycle
// (the customer's page lays out every answer first, which takes long on a loaded machine)
const slow = expect.configure({ timeout: 60_000 });

const nextYear = `${new Date().getUTCFullYear() + 1}`;

async function upload(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const response = await request.post('/api/files', {
    headers,
    multipart: { document_type: 'signed_application', file: { name, mimeType: 'application/pdf', buffer: signedPdf(name).buffer } },
  });
  expect(response.status()).toBe(201);
  const { id, size, media_type } = await response.json();
  return { id, name, size, media_type };
}

/** The farmer's submission, made through the API (the wizard has its own end-to-end tests). */
async function submit(request: APIRequestContext, farmer: Record<string, string>) {
  const created = await request.post('/api/applications', { headers: farmer, data: { type: 'globalgap' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).application;
  const answers = { ...completeGlobalgapAnswers(), submission: { signed_application: [await upload(request, farmer, 'application.pdf')] } };
  expect((await request.put(`/api/applications/${id}/answers`, { headers: farmer, data: { answers, row_version: 1 } })).ok()).toBe(true);
  const submitted = await request.post(`/api/applications/${id}/submit`, { headers: farmer, data: { row_version: 2 } });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return id as string;
}

/** A staff action made through the API with the current row version. */
async function staffAct(request: APIRequestContext, staff: Record<string, string>, id: string, path: string, body: Record<string, unknown>) {
  const view = await (await request.get(`/api/applications/${id}/lifecycle`, { headers: staff })).json();
  const response = await request.post(`/api/staff/applications/${id}/${path}`, { headers: staff, data: { row_version: view.application.row_version, ...body } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

// The lifecycle panel (the read-only answers below it have their own checks).
async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby="lifecycle-heading"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const state = (page: Page) => page.getByTestId('lifecycle-state');
const expectState = (page: Page, text: RegExp) => slow(state(page)).toHaveText(text);

test('from submission to a partial certification, both sides', async ({ page, request, browser }) => {
  test.setTimeout(900_000);
  const account = await registeredAccount(request, 'client', 'lc');
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const staff = await apiAuth(request, 'demo.staff');
  const id = await submit(request, farmer);

  // Staff find it in the queue and complete the review and send the offer in the workspace.
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, 'demo.staff');
  await useEnglish(staffPage);
  await staffPage.goto('/staff/applications?step=review');
  await staffPage.getByRole('link', { name: `Open the application of ${account.name}` }).click();
  await expectState(staffPage, /Being reviewed by the certification body/);
  await axeClean(staffPage);
  await staffPage.getByRole('combobox', { name: 'Outcome of the review' }).selectOption({ label: 'Complete: prepare the offer' });
  await staffPage.getByRole('combobox', { name: 'Risk level of the operator' }).selectOption({ label: 'Medium' });
  await staffPage.getByRole('button', { name: 'Record the review' }).click();
  await expectState(staffPage, /The offer is being prepared/);
  await staffPage.getByLabel('Amount (€)').fill('850');
  await staffPage.getByLabel('Valid until').fill(`${nextYear}-06-30`);
  await staffPage.getByRole('button', { name: 'Send the offer' }).click();
  await expectState(staffPage, /Offer awaiting your answer/);

  // The farmer is told, opens the application, downloads the offer and accepts it with the signed copy.
  await signIn(page, account.username, 'Firstpass2026');
  await useEnglish(page);
  await page.goto('/notifications');
  await expect(page.getByText(/Offer sent/).first()).toBeVisible();
  expect(mailsTo(account.email).map((m) => m.subject)).toContain('Your certification application: Offer sent');
  await page.goto(`/applications/global/inner/${id}`);
  await expectState(page, /Offer awaiting your answer · Awaited from you/);
  await expect(page.getByRole('link', { name: /^Download offer-.*\.pdf$/ })).toBeVisible();
  await axeClean(page);
  await page.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Accept and send the signed offer' });
  await page.getByRole('group', { name: 'Signed offer' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('offer-signed.pdf'));
  await expect(page.getByRole('link', { name: 'Download offer-signed.pdf' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send your answer' }).click();
  await expectState(page, /The contract is being prepared/);

  // Contract (staff send, farmer signs), inspection with two non-conformities (staff).
  await staffAct(request, staff, id, 'contract', { duration_years: 3, start_date: `${nextYear}-01-01` });
  await page.reload();
  await expectState(page, /Contract awaiting your signature/);
  await page.getByRole('group', { name: 'Signed contract' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('contract-signed.pdf'));
  await expect(page.getByRole('link', { name: 'Download contract-signed.pdf' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send the signed contract' }).click();
  await expectState(page, /The inspection is being planned/);
  await staffAct(request, staff, id, 'inspection', { inspection_date: `${nextYear}-03-15`, inspector: 'Nikos Alexiou' });
  await staffAct(request, staff, id, 'results', {
    results: 'Two findings.',
    non_conformities: [
      { requirement: 'AF 1.2', finding: 'The fertiliser log is missing.', severity: 'minor', deadline: `${nextYear}-04-30` },
      { requirement: 'CB 7.1', finding: 'The store is not labelled.', severity: 'major', deadline: `${nextYear}-04-30` },
    ],
  });

  // Evidence for the first non-conformity, a recheck for the second.
  await page.reload();
  await expectState(page, /Non-conformities awaiting your answer/);
  const first = page.getByTestId(/^action-lifecycle-nc-response-/).filter({ hasText: 'AF 1.2' });
  await first.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Corrected: send the evidence' });
  await first.getByRole('group', { name: 'Evidence' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('fertiliser-log.pdf'));
  await expect(first.getByRole('link', { name: 'Download fertiliser-log.pdf' }).first()).toBeVisible();
  await first.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByTestId('non-conformity').filter({ hasText: 'AF 1.2' })).toContainText('Answered');
  const second = page.getByTestId(/^action-lifecycle-nc-response-/).filter({ hasText: 'CB 7.1' });
  await second.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Ask for a recheck' });
  await second.getByLabel('Reason or note').fill('The labels were there; see the photo from the visit.');
  await second.getByRole('button', { name: 'Send the answer' }).click();
  await expectState(page, /Answers to non-conformities under review/);

  // Staff accept both answers and decide a partial certification.
  const view = await (await request.get(`/api/applications/${id}/lifecycle`, { headers: staff })).json();
  for (const nc of view.non_conformities) {
    await staffAct(request, staff, id, `non-conformities/${nc.id}/review`, { review: 'accepted' });
  }
  await staffPage.goto(`/staff/applications/${id}`);
  await expectState(staffPage, /Awaiting the certification decision/);
  await expect(staffPage.getByRole('button', { name: 'Record the decision' })).toBeVisible();
  await staffAct(request, staff, id, 'decision', {
    outcome: 'certify_partially', certified_items: ['Olives, parcel 12'], scope: 'Fruit and vegetables',
    valid_from: `${nextYear}-05-01`, valid_to: `${Number(nextYear) + 1}-04-30`, reasons: 'The vineyard is in conversion.',
  });
  await staffPage.reload();
  await expectState(staffPage, /Partially certified/);

  // The farmer sees the result, its notification and its mail.
  await page.reload();
  await expectState(page, /Partially certified/);
  await expect(page.getByText(/Certificate GG-/)).toBeVisible();
  await expect(page.getByTestId('lifecycle-actions')).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByText(/Certification decided/).first()).toBeVisible();
  expect(mailsTo(account.email).map((m) => m.subject)).toContain('Your certification application: Certification decided');
});
