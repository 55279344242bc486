import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiAuth, completeGlobalgapAnswers } from './api-support';
import { mailsTo, registeredAccount } from './outbox';
import { signIn } from './support';
import { chooseInCell, signedPdf, tableCell, typeInCell, useEnglish } from './wizard-support';

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

// The lifecycle panel (the read-only answers below it have their own checks).
async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby="lifecycle-heading"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const state = (page: Page) => page.getByTestId('lifecycle-state');
const expectState = (page: Page, text: RegExp) => slow(state(page)).toHaveText(text);

/** Staff record the inspection's results with two non-conformities, typed into the table. */
async function recordResults(staffPage: Page) {
  await staffPage.getByLabel('Summary of the results').fill('Two findings.');
  const form = staffPage.getByTestId('action-staff-results');
  const rows = [
    ['AF 1.2', 'The fertiliser log is missing.', 'Minor'],
    ['CB 7.1', 'The store is not labelled.', 'Major'],
  ];
  for (const [i, [requirement, finding, severity]] of rows.entries()) {
    if ((await tableCell(staffPage, `Requirement, row ${i + 1}`).count()) === 0) await form.getByRole('button', { name: 'Add row' }).click();
    await typeInCell(staffPage, `Requirement, row ${i + 1}`, requirement);
    await typeInCell(staffPage, `Finding, row ${i + 1}`, finding);
    await chooseInCell(staffPage, `Severity, row ${i + 1}`, severity);
    await typeInCell(staffPage, `Deadline, row ${i + 1}`, `30/04/${nextYear}`);
  }
  await staffPage.getByRole('button', { name: 'Record the results' }).click();
  await expectState(staffPage, /Non-conformities awaiting the customer's answer/);
}

/** Presses Tab until the control has the focus, as a keyboard user moves through a form. */
async function tabTo(page: Page, control: Locator, presses = 20) {
  for (let i = 0; i < presses; i += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

test('from submission to a partial certification, both sides', async ({ page, request, browser }) => {
  test.setTimeout(900_000);
  const account = await registeredAccount(request, 'client', 'lc');
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const id = await submit(request, farmer);
  const { reference } = await (await request.get(`/api/applications/${id}`, { headers: farmer })).json();
  expect(reference).toMatch(/^GG-\d{4}-\d{6}$/);

  // Staff find it in the queue and complete the review and send the offer in the workspace.
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, 'demo.staff');
  await useEnglish(staffPage);
  await staffPage.goto('/staff/applications?step=review');
  await staffPage.getByRole('link', { name: `Open the application of ${account.name}` }).click();
  // the state says what happens, the waiting part whose move it is: neither repeats the other
  await expectState(staffPage, /^Under review · Awaited from you$/);
  await axeClean(staffPage);
  await staffPage.getByRole('combobox', { name: 'Outcome of the review' }).selectOption({ label: 'Complete: prepare the offer' });
  await staffPage.getByRole('combobox', { name: 'Risk level of the operator' }).selectOption({ label: 'Medium' });
  await staffPage.getByRole('button', { name: 'Record the review' }).click();
  await expectState(staffPage, /The offer is being prepared/);
  await staffPage.getByLabel('Amount (€)').fill('850');
  await staffPage.getByLabel('Valid until').fill(`${nextYear}-06-30`);
  await staffPage.getByRole('button', { name: 'Send the offer' }).click();
  await expectState(staffPage, /^Offer sent, awaiting the customer's answer$/);
  // the sent offer is a line saying so, not a form with its Send button still open; the review's risk shows
  await expect(staffPage.getByTestId('sent-line')).toContainText(/^Offer sent · .+ · Μαρία Σταματίου/);
  await expect(staffPage.getByRole('button', { name: 'Send the offer' })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: 'Send a corrected offer' })).toBeVisible();
  await expect(staffPage.getByTestId('risk-level')).toHaveText('Risk level of the operator: Medium');

  // The farmer is told, opens the application, downloads the offer and accepts it with the signed copy.
  await signIn(page, account.username, 'Firstpass2026');
  await useEnglish(page);
  await page.goto('/notifications');
  // the notice says what to do, by when
  await expect(page.getByText(new RegExp(`${reference}.*An offer was sent to you: accept it with the signed offer, or decline it, by Jun 30, ${nextYear}\\.`)).first()).toBeVisible();
  await expect.poll(() => mailsTo(account.email).map((m) => m.subject)).toContain(`Your certification application ${reference}: Offer sent`);
  // Their list says what waits on them (not "Submitted" alone); they open it from there.
  await page.goto('/');
  const row = page.getByTestId('application-row').filter({ hasText: reference });
  await expect(row.getByTestId('application-stage')).toHaveText('Offer awaiting your answer');
  await expect(row.getByTestId('application-waits-on-you')).toHaveText('Awaited from you');
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/global/inner/${id}$`));
  await expectState(page, /^Offer awaiting your answer$/);
  // the offer to sign is inside the answer's form (and in the offer's record below it)
  await expect(page.getByTestId('document-to-sign').getByRole('link', { name: /^Download: Offer, [\d.]+ (B|kB)$/ })).toBeVisible();
  await axeClean(page);
  await page.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Accept and send the signed offer' });
  await page.getByRole('group', { name: 'Signed offer' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('offer-signed.pdf'));
  await expect(page.getByRole('link', { name: 'Download offer-signed.pdf' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send your answer' }).click();
  await expectState(page, /The contract is being prepared/);

  // Staff send the contract on screen (the portal writes it), the farmer signs it.
  await staffPage.reload();
  await expectState(staffPage, /The contract is being prepared/);
  await staffPage.getByLabel('Duration (years)').fill('3');
  await staffPage.getByLabel('Start date').fill(`01/01/${nextYear}`);
  await staffPage.getByRole('button', { name: 'Send the contract' }).click();
  await expectState(staffPage, /Contract sent, awaiting the customer's signature/);
  await page.reload();
  await expectState(page, /Contract awaiting your signature/);
  await expect(page.getByRole('link', { name: /^Download: Contract\b/ }).first()).toBeVisible();
  await page.getByRole('group', { name: 'Signed contract' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('contract-signed.pdf'));
  await expect(page.getByRole('link', { name: 'Download contract-signed.pdf' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send the signed contract' }).click();
  await expectState(page, /The inspection is being planned/);

  // Staff plan the inspection and record its results with two non-conformities, on screen.
  await staffPage.reload();
  await expectState(staffPage, /The inspection is being planned/);
  await staffPage.getByLabel('Inspection date').fill(`15/03/${nextYear}`);
  // the inspector is chosen among the active inspectors (docs/staff-accounts.md)
  await staffPage.getByLabel('Inspector').selectOption({ label: 'Δημήτρης Οικονόμου' });
  await staffPage.getByRole('button', { name: 'Save the inspection plan' }).click();
  await expectState(staffPage, /Inspection planned/);
  // the plan closes into a line of what was sent; planning again starts from the plan as it stands
  await expect(staffPage.getByTestId('sent-line')).toContainText('Inspection planned');
  await staffPage.getByRole('button', { name: 'Change the inspection plan' }).click();
  await expect(staffPage.getByTestId('action-staff-inspection-plan').getByLabel('Inspection date')).toBeFocused();
  await expect(staffPage.getByTestId('action-staff-inspection-plan').getByLabel('Inspector').locator('option:checked')).toHaveText('Δημήτρης Οικονόμου');
  await recordResults(staffPage);
  // Evidence for the first non-conformity, a recheck for the second.
  await page.reload();
  await expectState(page, /Non-conformities awaiting your answer/);
  const first = page.getByTestId(/^action-lifecycle-nc-response-/).filter({ hasText: 'AF 1.2' });
  await first.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Corrected: send the evidence' });
  await first.getByRole('group', { name: 'Evidence' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('fertiliser-log.pdf'));
  await expect(first.getByRole('link', { name: 'Download fertiliser-log.pdf' }).first()).toBeVisible();
  await first.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByTestId('non-conformity').filter({ hasText: 'AF 1.2' })).toContainText('Answered');
  // The recheck is asked by keyboard alone: Tab between the controls, arrows in the choice, Enter to send.
  const second = page.getByTestId(/^action-lifecycle-nc-response-/).filter({ hasText: 'CB 7.1' });
  const answer = second.getByRole('combobox', { name: 'Answer' });
  await answer.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(answer.locator('option:checked')).toHaveText('Ask for a recheck');
  await tabTo(page, second.getByLabel('Reason or note'));
  await page.keyboard.type('The labels were there; see the photo from the visit.');
  await tabTo(page, second.getByRole('button', { name: 'Send the answer' }));
  await page.keyboard.press('Enter');
  await expectState(page, /Answers to non-conformities under review/);

  // Staff return the first answer with its reason: the farmer reads it above the form and answers again.
  await staffPage.reload();
  await expectState(staffPage, /Answers to non-conformities under review/);
  const toReturn = staffPage.getByTestId(/^action-staff-nc-review-/).filter({ hasText: 'AF 1.2' });
  await toReturn.getByRole('combobox', { name: 'Your review' }).selectOption({ label: 'Return to the customer' });
  await toReturn.getByLabel('Note').fill('The log is not signed.');
  await toReturn.getByRole('button', { name: 'Save the review' }).click();
  await slow(staffPage.getByTestId('non-conformity').filter({ hasText: 'AF 1.2' })).toContainText('Open');
  await page.reload();
  const again = page.getByTestId(/^action-lifecycle-nc-response-/).filter({ hasText: 'AF 1.2' });
  await expect(again.getByTestId('nc-returned-reason')).toHaveText('Your earlier answer was returned: The log is not signed.');
  await again.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Corrected: send the evidence' });
  await again.getByRole('group', { name: 'Evidence' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('fertiliser-log-signed.pdf'));
  await expect(again.getByRole('link', { name: 'Download fertiliser-log-signed.pdf' }).first()).toBeVisible();
  await again.getByRole('button', { name: 'Send the answer' }).click();
  // the first answer and the reason it went back stay on the record
  await expect(page.getByTestId('non-conformity').filter({ hasText: 'AF 1.2' }).getByTestId('nc-rounds')).toContainText('returned to the customer: The log is not signed.');

  // Staff accept both answers and decide a partial certification, on screen.
  await staffPage.reload();
  await expectState(staffPage, /Answers to non-conformities under review/);
  for (const requirement of ['AF 1.2', 'CB 7.1']) {
    const review = staffPage.getByTestId(/^action-staff-nc-review-/).filter({ hasText: requirement });
    await review.getByRole('combobox', { name: 'Your review' }).selectOption({ label: 'Accept and close' });
    await review.getByRole('button', { name: 'Save the review' }).click();
    await slow(staffPage.getByTestId('non-conformity').filter({ hasText: requirement })).toContainText('Closed');
  }
  await expectState(staffPage, /Awaiting the certification decision/);
  await axeClean(staffPage);
  await staffPage.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'Certify partially' });
  // the products of the application are offered ticked: the one in conversion is left out
  await staffPage.getByTestId('action-staff-decision').getByRole('checkbox', { name: 'Table grapes' }).uncheck();
  await staffPage.getByLabel('Scope of the certificate').fill('Fruit and vegetables');
  await staffPage.getByLabel('Valid from').fill(`01/05/${nextYear}`);
  await staffPage.getByLabel('Valid until').fill(`30/04/${Number(nextYear) + 1}`);
  await staffPage.getByLabel('Reasons').fill('The vineyard is in conversion.');
  await staffPage.getByRole('button', { name: 'Record the decision' }).click();
  await expectState(staffPage, /Partially certified/);

  // The farmer sees the result, its notification and its mail.
  await page.reload();
  await expectState(page, /Partially certified/);
  await expect(page.getByText(/Certificate GG-/)).toBeVisible();
  await expect(page.getByTestId('lifecycle-actions')).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByText(/Partially certified\. The certificate and the reasons are in the application\./).first()).toBeVisible();
  await expect.poll(() => mailsTo(account.email).map((m) => m.subject)).toContain(`Your certification application ${reference}: Certification decided`);
  // staff heard of each of the farmer's actions, by mail too
  await expect.poll(() => mailsTo('staff@demo.invalid').map((m) => m.subject)).toEqual(
    expect.arrayContaining([`${reference} · ${account.name}: Application submitted`, `${reference} · ${account.name}: Offer accepted`, `${reference} · ${account.name}: Contract signed`]),
  );

  // Staff open the customer's profile from the workspace (they may correct it) and come back.
  await staffPage.getByRole('link', { name: `The profile of ${account.name}` }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: "Customer's profile" })).toBeVisible();
  await slow(staffPage.getByTestId('profile-status')).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  const profileAxe = await new AxeBuilder({ page: staffPage }).analyze();
  expect(profileAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await staffPage.getByRole('link', { name: 'Back to the applications' }).click();
  await expect(staffPage).toHaveURL(new RegExp(`/staff/applications/${id}$`));

  // On a phone, both sides' pages fit the screen.
  for (const [who, path] of [[page, `/applications/global/inner/${id}`], [staffPage, `/staff/applications/${id}`], [staffPage, '/staff/applications']] as const) {
    await who.setViewportSize({ width: 360, height: 740 });
    await who.goto(path);
    await slow(who.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await who.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});
