import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { qrOfPdf } from '../helpers/pdf-qr';
import { farmerAwaitingDecision } from './sanction-support';
import { signIn } from './support';
import { useEnglish } from './wizard-support';

test.use({ actionTimeout: 15_000 });
const slow = expect.configure({ timeout: 60_000 });
const nextYear = new Date().getUTCFullYear() + 1;

test('a certificate in the world: the farmer\'s PDF, its QR code, the public page, a partial suspension, a note each way', async ({ page, request, browser }) => {
  test.setTimeout(600_000);
  // the steps before the decision have their own end-to-end test (lifecycle.spec): here by the API
  const { account, id } = await farmerAwaitingDecision(request, 'cert');

  // Staff certify in the workspace: the application's own products are offered ticked, one is
  // left out and one the list lacks is added; the applicant's GGN is there to confirm.
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, 'demo.staff');
  await useEnglish(staffPage);
  await staffPage.goto(`/staff/applications/${id}`);
  await slow(staffPage.getByTestId('lifecycle-state')).toHaveText(/Awaiting the certification decision/);
  await staffPage.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'Certify' });
  const decision = staffPage.getByTestId('action-staff-decision');
  for (const product of ['Peaches', 'Table grapes', 'Nectarines']) await expect(decision.getByRole('checkbox', { name: product })).toBeChecked();
  await decision.getByRole('checkbox', { name: 'Nectarines' }).uncheck();
  await decision.getByRole('button', { name: 'Add another' }).click();
  await expect(decision.getByRole('textbox', { name: 'Other 1' })).toBeFocused();
  await staffPage.keyboard.type('Olives');
  await expect(decision.getByLabel(/GGN of the producer/)).toHaveValue('4063061581198');
  // an organic certificate's TRACES number is not asked of a GLOBALG.A.P. one
  await expect(decision.getByLabel(/TRACES/)).toHaveCount(0);
  await staffPage.getByLabel('Scope of the certificate').fill('Fruit');
  await staffPage.getByLabel('Valid from').fill(`01/01/${nextYear - 1}`);
  await staffPage.getByLabel('Valid until').fill(`31/12/${nextYear}`);
  await staffPage.getByRole('button', { name: 'Record the decision' }).click();
  await slow(staffPage.getByTestId('lifecycle-state')).toHaveText(/Certified/);

  // The farmer downloads the certificate; its QR code is read from the rendered page.
  await signIn(page, account.username, 'Firstpass2026');
  await useEnglish(page);
  await page.goto(`/applications/global/inner/${id}`);
  const record = page.getByTestId('certificate-record');
  await slow(record).toBeVisible();
  await expect(record.getByTestId('certificate-status')).toHaveText('Valid');
  await expect(record.getByTestId('certificate-ggn')).toHaveText('GGN: 4063061581198');
  const [download] = await Promise.all([page.waitForEvent('download'), record.getByRole('button', { name: 'Download the certificate (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^certificate-GG-\d{4}-[0-9A-F]+-en\.pdf$/);
  const address = qrOfPdf(fs.readFileSync(await download.path()));
  expect(address).toMatch(/\/verify\/[0-9a-f]{64}$/);

  // A guest opens that address: valid, fits a phone, no accessibility faults.
  const guest = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 740 } })).newPage();
  await guest.goto(address as string);
  const status = guest.getByTestId('certificate-live-status');
  await slow(status).toContainText('Valid');
  await expect(guest.getByText(account.name)).toBeVisible();
  await expect(guest.getByText('4063061581198')).toBeVisible();
  // when the answer was fetched, date and time: a printout or an old tab says when the status held
  await expect(guest.getByTestId('certificate-as-of')).toHaveText(/^Status as of .*\d{4}.*\d{1,2}:\d{2}/);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = await new AxeBuilder({ page: guest }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Staff suspend one product; the public page names it at once.
  await staffPage.getByRole('combobox', { name: 'Change' }).selectOption({ label: 'Suspend partially (some products)' });
  const change = staffPage.getByTestId('action-staff-certificate-status');
  // a partial suspension picks among the certificate's own products
  await change.getByRole('checkbox', { name: 'Table grapes' }).check();
  await change.getByLabel('Reason').fill('Residues in the sample.');
  await change.getByRole('button', { name: "Change the certificate's status" }).click();
  await slow(staffPage.getByTestId('certificate-status')).toHaveText('Partially suspended');
  await expect(staffPage.getByTestId('lifecycle-actions').getByText(/required/)).toHaveCount(0);
  await guest.reload();
  await slow(status).toContainText('Partially suspended');
  await expect(guest.getByTestId('suspended-items')).toHaveText('Table grapes');
  await expect(guest.getByText('Residues in the sample.')).toHaveCount(0);

  // A note each way: the farmer asks, staff answer; each sees the other's note.
  const farmerNote = page.getByTestId('notes-thread');
  await farmerNote.getByRole('textbox', { name: 'Note', exact: true }).fill('Which products are suspended, and until when?');
  await farmerNote.getByRole('button', { name: 'Send the note' }).click();
  await slow(page.getByText('Note sent')).toBeVisible();
  await expect(farmerNote.getByTestId('note')).toContainText(['Which products are suspended']);
  // the form is ready for the next note, with nothing marked wrong
  await expect(farmerNote.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('');
  await expect(farmerNote.getByText(/required/)).toHaveCount(0);
  await staffPage.reload();
  const staffNotes = staffPage.getByTestId('notes-thread');
  await slow(staffNotes.getByTestId('note')).toContainText(['Which products are suspended']);
  await staffNotes.getByRole('textbox', { name: 'Note', exact: true }).fill('Grapes, until a clean sample.');
  await staffNotes.getByRole('button', { name: 'Send the note' }).click();
  await slow(staffPage.getByText('Note sent')).toBeVisible();
  await page.reload();
  // newest first: the answer above the question
  await slow(page.getByTestId('notes-thread').getByTestId('note').first()).toContainText('Certification body');
  await expect(page.getByTestId('notes-thread').getByTestId('note').first()).toContainText('Grapes, until a clean sample.');
  await expect(page.getByTestId('notes-thread').getByTestId('note').nth(1)).toContainText('Which products are suspended');

  // A wrong code says so plainly.
  await guest.goto(`/verify/${'0'.repeat(64)}`);
  await slow(guest.getByTestId('certificate-not-found')).toContainText('No certificate has this code.');
});
