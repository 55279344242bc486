import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { apiAuth, submittedApplication } from './api-support';
import { registeredAccount } from './outbox';
import { actAs, uploadAs } from './sanction-support';

// Issue 29, "done when": staff's steps walked on screen in Greek, each screenshot at 1,280 px and
// at 360 px before it is done. The customer's side (the offer's and the contract's signatures)
// goes through the API: its screens have their own walk in lifecycle.spec.ts.
test.use({ actionTimeout: 15_000 });

const el: Record<string, string> = Object.assign(
  {},
  ...fs.readdirSync('locales/el').filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(`locales/el/${f}`, 'utf8'))),
);
const shots = path.join('test-results', 'staff-steps-greek');
const nextYear = new Date().getUTCFullYear() + 1;

/** The page at a phone's width and a laptop's, each screenshot whole; it must fit the phone. */
async function atBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: `${name} fits 360 px` }).toBe(true);
  await page.screenshot({ path: path.join(shots, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
}

const button = (page: Page, id: string) => page.getByRole('button', { name: el[id], exact: true });

test('staff take an application from review to certificate on screen in Greek, at 360 and 1,280 px', async ({ page, request }) => {
  test.setTimeout(300_000);
  fs.mkdirSync(shots, { recursive: true });
  const account = await registeredAccount(request, 'client', 'greekstaff');
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const { id: farmerId } = await (await request.get('/api/users/profile', { headers: farmer })).json();
  const id = await submittedApplication(request, farmer, farmerId);

  await signIn(page, 'demo.staff');
  await page.evaluate(() => localStorage.setItem('locale', 'el'));
  // the customer's address of the application takes staff to their own page of it
  await page.goto(`/applications/global/inner/${id}`);
  await expect(page).toHaveURL(new RegExp(`/staff/applications/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');

  // the review
  await atBothWidths(page, '1-review');
  await page.getByRole('combobox', { name: el['staff.review.outcome'] }).selectOption({ label: el['staff.review.outcome.complete'] });
  await page.getByRole('combobox', { name: el['staff.review.riskLevel'] }).selectOption({ label: el['staff.review.riskLevel.medium'] });
  await button(page, 'lifecycle.submit.review').click();

  // the offer
  await expect(page.getByLabel(el['staff.offer.amount'])).toBeVisible();
  await page.getByLabel(el['staff.offer.amount']).fill('850');
  await page.getByLabel(el['staff.offer.expiresOn']).fill(`30/06/${nextYear}`);
  await atBothWidths(page, '2-offer');
  await button(page, 'lifecycle.submit.sendOffer').click();
  await expect(page.getByTestId('sent-line')).toBeVisible();
  await atBothWidths(page, '3-offer-sent');

  // the customer accepts; staff send the contract
  await actAs(request, farmer, id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await uploadAs(request, farmer, 'προσφορά-υπογεγραμμένη.pdf') });
  await page.reload();
  await expect(page.getByLabel(el['staff.contract.durationYears'])).toBeVisible();
  await page.getByLabel(el['staff.contract.durationYears']).fill('3');
  await page.getByLabel(el['staff.contract.startDate']).fill(`01/01/${nextYear}`);
  await atBothWidths(page, '4-contract');
  await button(page, 'lifecycle.submit.sendContract').click();
  await expect(page.getByTestId('sent-line')).toBeVisible();

  // the customer signs; staff plan the inspection with an inspector from the list
  await actAs(request, farmer, id, `/applications/${id}/contract/signature`, { signed_contract: await uploadAs(request, farmer, 'σύμβαση-υπογεγραμμένη.pdf') });
  await page.reload();
  await expect(page.getByLabel(el['staff.inspection.date'])).toBeVisible();
  await page.getByLabel(el['staff.inspection.date']).fill(`15/03/${nextYear}`);
  await page.getByLabel(el['staff.inspection.inspector']).selectOption({ label: 'Δημήτρης Οικονόμου' });
  await atBothWidths(page, '5-inspection-plan');
  await button(page, 'lifecycle.submit.planInspection').click();
  await expect(page.getByTestId('sent-line')).toBeVisible();

  // the results, without findings; then the decision
  await expect(page.getByLabel(el['staff.results.results'])).toBeVisible();
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  await page.getByLabel(el['staff.results.inspectedOn']).fill(`${d}/${m}/${y}`);
  await page.getByLabel(el['staff.results.results']).fill('Καμία μη συμμόρφωση.');
  await page.getByTestId('action-staff-results').getByRole('group', { name: el['staff.results.report'] }).locator('input[type=file]').setInputFiles({ name: 'έκθεση.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') });
  await atBothWidths(page, '6-results');
  await button(page, 'lifecycle.submit.recordResults').click();

  const decision = page.getByTestId('action-staff-decision');
  await expect(decision).toBeVisible();
  await decision.getByRole('combobox', { name: el['staff.decision.outcome'] }).selectOption({ label: el['staff.decision.outcome.certify'] });
  // the application's own products are offered, ticked, and the applicant's GGN is there to confirm
  await expect(decision.getByRole('checkbox', { name: /Ροδάκινα/ })).toBeChecked();
  await expect(decision.getByLabel(el['staff.decision.ggn'])).toHaveValue('4063061581198');
  await decision.getByLabel(el['staff.decision.scope']).fill('Φρούτα και λαχανικά');
  await decision.getByLabel(el['staff.decision.validFrom']).fill(`01/05/${nextYear}`);
  await decision.getByLabel(el['staff.decision.validTo']).fill(`30/04/${nextYear + 1}`);
  await atBothWidths(page, '7-decision');
  await button(page, 'lifecycle.submit.decide').click();
  await expect(page.getByTestId('certificate-record')).toBeVisible();
  await expect(page.getByTestId('certificate-ggn')).toContainText('4063061581198');
  await atBothWidths(page, '8-certified');
});
