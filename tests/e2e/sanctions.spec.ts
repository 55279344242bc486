import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { certifiedFarmer } from './sanction-support';
import { signIn } from './support';
import { signedPdf, useEnglish } from './wizard-support';

test.use({ actionTimeout: 15_000 });
const slow = expect.configure({ timeout: 60_000 });
const nextYear = new Date().getUTCFullYear() + 1;

async function axeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Staff impose a sanction in the workspace, on screen. */
async function impose(staffPage: Page, reason: string) {
  const form = staffPage.getByTestId('action-staff-sanction');
  await form.getByRole('combobox', { name: 'Kind of sanction' }).selectOption({ label: 'Warning' });
  await form.getByLabel('Reason').fill(reason);
  await form.getByLabel('Corrective action to take').fill('Send the completed spray log.');
  await form.getByLabel('Deadline').fill(`31/03/${nextYear}`);
  await form.getByRole('button', { name: 'Impose the sanction' }).click();
}

test('sanctions: staff impose, the farmer sends the corrective action, staff lift; a second one escalated suspends the certificate; the inspection history', async ({ page, request, browser }) => {
  test.setTimeout(600_000);
  const { account, id, farmerId, verifyPath } = await certifiedFarmer(request, 'sanction');

  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, 'demo.staff');
  await useEnglish(staffPage);
  await staffPage.goto(`/staff/applications/${id}`);
  await slow(staffPage.getByTestId('lifecycle-state')).toHaveText(/Certified/);
  await impose(staffPage, 'The spray log is not kept.');
  const records = staffPage.getByTestId('sanction-records');
  await slow(records.getByTestId('sanction-status')).toHaveText('Awaiting corrective action');

  // The farmer sees it with its deadline and sends a document with a comment.
  await signIn(page, account.username, 'Firstpass2026');
  await useEnglish(page);
  await page.goto(`/applications/global/inner/${id}`);
  const answer = page.getByTestId('action-lifecycle-sanction-answer-1');
  await slow(answer).toBeVisible();
  await expect(answer.getByText('The spray log is not kept.')).toBeVisible();
  await expect(answer.getByTestId('sanction-deadline')).toContainText(`${nextYear}`);
  await answer.getByRole('group', { name: 'Corrective-action documents' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('spray-log.pdf'));
  await expect(answer.getByText('spray-log.pdf')).toBeVisible();
  await answer.getByLabel('Comment').fill('The log is complete now.');
  await answer.getByRole('button', { name: 'Send the corrective action' }).click();
  await slow(page.getByTestId('sanction-records').getByTestId('sanction-status')).toHaveText('Corrective action sent, under review');
  await expect(page.getByTestId('action-lifecycle-sanction-answer-1')).toHaveCount(0);
  await axeClean(page, 'section[aria-labelledby="lifecycle-heading"]');

  // Staff read it and lift the sanction.
  await staffPage.reload();
  const review = staffPage.getByTestId('action-staff-sanction-review-1');
  await slow(review.getByText('The log is complete now.')).toBeVisible();
  await review.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'Accept the corrective action and lift the sanction' });
  await review.getByRole('button', { name: 'Save the decision' }).click();
  await slow(records.getByTestId('sanction-status')).toHaveText('Lifted');
  await expect(staffPage.getByTestId('certificate-status')).toHaveText('Valid');

  // A second sanction, left unanswered, is escalated: the certificate is suspended.
  await impose(staffPage, 'Residues found in a second sample.');
  const second = staffPage.getByTestId('action-staff-sanction-review-2');
  await slow(second).toBeVisible();
  await second.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'Escalate: suspend the certificate' });
  await second.getByLabel('Note').fill('No corrective action received.');
  await second.getByRole('button', { name: 'Save the decision' }).click();
  await slow(staffPage.getByTestId('certificate-status')).toHaveText('Suspended');
  await expect(records.getByTestId('sanction-status').first()).toHaveText('Escalated: certificate suspended');
  await axeClean(staffPage, 'section[aria-labelledby="lifecycle-heading"]');

  // The public page says so at once.
  const guest = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await guest.goto(verifyPath);
  await slow(guest.getByTestId('certificate-live-status')).toContainText('Suspended');

  // Both sides' history names each step.
  await page.reload();
  const history = page.getByTestId('event-history');
  await slow(history).toContainText('Sanction escalated, certificate suspended');
  await expect(history).toContainText('Corrective action sent');
  await expect(history).toContainText('Sanction lifted');
  await expect(history.getByTestId('history-event').filter({ hasText: 'Corrective action sent' })).toContainText(`(customer)`);
  // the newest events show; the older fold into a disclosure a person opens
  const submitted = history.getByTestId('history-event').filter({ hasText: 'Application submitted' });
  await expect(submitted).toBeHidden();
  await history.getByTestId('older-events').click();
  await expect(submitted).toBeVisible();

  // The inspection history: on the farmer's home page and in staff's view of the customer.
  await page.goto('/');
  const mine = page.getByTestId('inspection-history-item');
  await slow(mine).toHaveCount(1);
  await expect(mine).toContainText(`September 14, ${nextYear - 2}`);
  await expect(mine).toContainText('Δημήτρης Οικονόμου');
  await expect(mine).toContainText('No findings.');
  await axeClean(page, '[data-testid="inspection-history"]');
  await staffPage.goto(`/staff/customers/${farmerId}/profile`);
  await slow(staffPage.getByTestId('inspection-history-item')).toContainText('Δημήτρης Οικονόμου');
});
