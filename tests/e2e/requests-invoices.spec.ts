import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { certifiedFarmer } from './sanction-support';
import { signIn } from './support';
import { signedPdf, useEnglish } from './wizard-support';

test.use({ actionTimeout: 15_000 });
const slow = expect.configure({ timeout: 60_000 });
const nextYear = new Date().getUTCFullYear() + 1;

/** The new sections pass axe (serious and critical faults) and fit a 360 px phone. */
async function checkSections(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = await new AxeBuilder({ page }).include('[data-testid="certificate-requests"]').include('[data-testid="invoices"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('a certified farmer asks for an attestation (not twice), staff answer with a document and invoice; the farmer downloads both', async ({ page, request, browser }) => {
  test.setTimeout(600_000);
  // the steps to the certificate have their own end-to-end tests (lifecycle, certificates): here by the API
  const { account, id } = await certifiedFarmer(request, 'req');

  // The farmer has the application open twice (two tabs); in the first they ask for an attestation.
  await signIn(page, account.username, 'Firstpass2026');
  await useEnglish(page);
  const route = `/applications/global/inner/${id}`;
  await page.goto(route);
  const otherTab = await page.context().newPage();
  await otherTab.goto(route);
  const choose = async (tab: typeof page) => {
    const form = tab.getByTestId('certificate-request-form');
    await slow(form).toBeVisible();
    await form.getByRole('combobox', { name: 'What do you need?' }).selectOption({ label: 'Attestation' });
    await form.getByRole('combobox', { name: 'Attestation', exact: true }).selectOption({ label: 'Attestation of conversion period' });
    return form;
  };
  // Both tabs have chosen the same attestation before either sends (the second tab may learn of
  // the first one's request when it refreshes its data, so it chooses first, as a person racing would).
  const refused = await choose(otherTab);
  await (await choose(page)).getByRole('button', { name: 'Send the request' }).click();
  await slow(page.getByText('Certificate request sent')).toBeVisible();
  const requests = page.getByTestId('certificate-request');
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toContainText('Attestation of conversion period');
  await expect(requests.first()).toContainText('Open');
  // what is open is not offered again
  const form = page.getByTestId('certificate-request-form');
  await form.getByRole('combobox', { name: 'What do you need?' }).selectOption({ label: 'Attestation' });
  await expect(form.getByRole('option', { name: 'Attestation of conversion period' })).toBeDisabled();

  // The second tab had chosen it already: the server refuses, and the form says why.
  await refused.getByRole('button', { name: 'Send the request' }).click();
  // at the field, and in the form's list of what to fix
  await slow(refused.locator('#certificate-request_attestation__error')).toContainText(
    '“Attestation of conversion period” has already been requested and is still open; it cannot be requested again.',
  );
  await expect(otherTab.getByText('Certificate request sent')).toHaveCount(0);
  await otherTab.close();

  // Staff answer it with a document in the workspace.
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, 'demo.staff');
  await useEnglish(staffPage);
  // their list of open requests leads to the application
  await staffPage.goto('/staff/certificate-requests');
  const waiting = staffPage.getByTestId('open-certificate-request').filter({ hasText: account.name });
  await slow(waiting).toContainText('Attestation of conversion period');
  await waiting.getByRole('link', { name: /^Application .*: answer$/ }).click();
  await expect(staffPage).toHaveURL(new RegExp(`/staff/applications/${id}#request-`));
  const open = staffPage.getByTestId('certificate-request');
  await slow(open).toContainText('Attestation of conversion period');
  // the link opens the request itself, far down the application's page: focus is on it and it is in view
  await expect(open).toBeFocused();
  await expect(open).toBeInViewport();
  await open.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Send the document' });
  await open.getByRole('group', { name: 'Document' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('conversion-attestation.pdf'));
  await expect(open.getByRole('link', { name: 'Download conversion-attestation.pdf' })).toBeVisible();
  await open.getByRole('button', { name: 'Send the answer' }).click();
  await slow(staffPage.getByText('Answer sent')).toBeVisible();
  await slow(open).toContainText('Answered');

  // The farmer reads the answer and downloads the attestation.
  await page.reload();
  const answered = page.getByTestId('certificate-request').first();
  await slow(answered).toContainText('Answered');
  const [attestation] = await Promise.all([page.waitForEvent('download'), answered.getByRole('link', { name: /^Download: The body's answer, [\d.]+ (B|kB)$/ }).click()]);
  expect(attestation.suggestedFilename()).toBe('conversion-attestation.pdf');

  // Staff attach an invoice.
  const invoiceForm = staffPage.getByTestId('invoice-form');
  await invoiceForm.getByLabel('Invoice number').fill(`INV-${id.slice(0, 8)}`);
  await invoiceForm.getByLabel('Invoice total (€)').fill('620.50');
  await invoiceForm.getByLabel('Payment due date').fill(`31/12/${nextYear}`);
  await invoiceForm.getByRole('group', { name: 'Invoice document' }).getByLabel(/Choose (a file|files)/).setInputFiles(signedPdf('invoice-0142.pdf'));
  await expect(invoiceForm.getByRole('link', { name: 'Download invoice-0142.pdf' })).toBeVisible();
  await invoiceForm.getByRole('button', { name: 'Attach the invoice' }).click();
  await slow(staffPage.getByText('Invoice attached')).toBeVisible();

  // The farmer sees it unpaid and downloads it; once staff mark it paid, it says so.
  await page.reload();
  const invoice = page.getByTestId('invoice');
  await slow(invoice).toContainText(`INV-${id.slice(0, 8)}`);
  await expect(invoice).toContainText('€620.50');
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Unpaid');
  await expect(invoice.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  const [document] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('link', { name: /^Download: Invoice, [\d.]+ (B|kB)$/ }).click()]);
  expect(document.suggestedFilename()).toBe('invoice-0142.pdf');
  await staffPage.getByTestId('invoice').getByRole('button', { name: 'Mark paid' }).click();
  await slow(staffPage.getByTestId('invoice').getByTestId('invoice-status')).toHaveText('Paid');
  await page.reload();
  await slow(page.getByTestId('invoice').getByTestId('invoice-status')).toHaveText('Paid');

  await checkSections(page);
  await checkSections(staffPage);
});
