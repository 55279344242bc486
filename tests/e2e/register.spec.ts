import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe-support';
import { actAs, certifiedFarmer } from './sanction-support';

test.use({ actionTimeout: 15_000 });
const slow = expect.configure({ timeout: 60_000 });

/** A GGN of its own (13 digits with the GS1 check digit), so the search finds this test's farmer alone. */
function freshGgn(): string {
  const body = `406306${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test('a guest finds a certified farmer in the public register by GGN, by a name without accents and by product, and opens the certificate', async ({ request, browser }) => {
  test.setTimeout(300_000);
  const ggn = freshGgn();
  const { account, staff, id } = await certifiedFarmer(request, 'register', { items: ['Ελιές', 'Σταφύλια Σουλτανίνα'], ggn });
  const today = new Date().toISOString().slice(0, 10);
  await actAs(request, staff, id, `/staff/applications/${id}/certificate/status`, {
    change: 'suspend_partially', items: ['Σταφύλια Σουλτανίνα'], reason: 'Υπολείμματα στο δείγμα.', effective_from: today,
  });

  // a guest on a phone, in Greek, from the sign-in page
  const guest = await (await browser.newContext({ locale: 'el-GR', viewport: { width: 360, height: 740 }, acceptDownloads: true })).newPage();
  await guest.goto('/login');
  await guest.getByRole('link', { name: 'Μητρώο πιστοποιημένων παραγωγών' }).click();
  await expect(guest).toHaveURL(/\/public-register$/);
  await slow(guest.getByRole('heading', { level: 1, name: 'Μητρώο πιστοποιημένων' })).toBeVisible();

  const search = async (field: string, value: string) => {
    for (const label of ['Όνομα κατόχου', 'GGN (αριθμός GLOBALG.A.P.)', 'Προϊόν']) await guest.getByLabel(label).fill('');
    await guest.getByLabel(field).fill(value);
    await guest.getByRole('button', { name: 'Αναζήτηση' }).click();
    const entry = guest.getByTestId('register-entry').filter({ hasText: account.name });
    await slow(entry).toBeVisible();
    return entry;
  };

  const byGgn = await search('GGN (αριθμός GLOBALG.A.P.)', ggn);
  await expect(guest.getByTestId('register-entry')).toHaveCount(1);
  // each product with its own status: one suspended, the other still valid
  const products = byGgn.getByTestId('register-products').getByRole('listitem');
  await expect(products.filter({ hasText: 'Ελιές' }).getByTestId('product-status')).toHaveText('Σε ισχύ');
  await expect(products.filter({ hasText: 'Σταφύλια Σουλτανίνα' }).getByTestId('product-status')).toHaveText('Σε αναστολή');
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await wcagViolations(guest)).toEqual([]);

  // the holder's name typed without accents and in Latin letters; a product the same way
  await search('Όνομα κατόχου', 'dokimi register');
  await search('Προϊόν', 'soultanina');

  // the open data of these results: the CSV, read back, keeps the Greek names
  const [download] = await Promise.all([guest.waitForEvent('download'), guest.getByRole('link', { name: 'CSV' }).click()]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(account.name);
  expect(csv).toContain('Σταφύλια Σουλτανίνα (suspended)');
  expect(csv).not.toContain('Υπολείμματα');

  // the certificate's public page: the partial suspension and the line of its history, never the reason
  await guest.getByTestId('register-entry').filter({ hasText: account.name }).getByRole('link', { name: /^Πιστοποιητικό GG-/ }).click();
  await slow(guest.getByTestId('certificate-live-status')).toContainText('Σε μερική αναστολή');
  await expect(guest.getByTestId('suspended-items')).toHaveText('Σταφύλια Σουλτανίνα');
  const line = guest.getByTestId('history-line').last();
  await expect(line).toContainText('Σε ισχύ → Σε μερική αναστολή');
  await expect(line).toContainText('Προϊόντα: Σταφύλια Σουλτανίνα');
  await expect(guest.getByTestId('certificate-body')).toContainText('GR-BIO-03');
  await expect(guest.getByText('Υπολείμματα στο δείγμα.')).toHaveCount(0);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await wcagViolations(guest)).toEqual([]);

  // without JavaScript the server's own page says the same
  const address = guest.url();
  const plain = await (await browser.newContext({ locale: 'el-GR', javaScriptEnabled: false })).newPage();
  await plain.goto(address);
  await expect(plain.getByRole('status')).toContainText('Σε μερική αναστολή');
  // (Playwright's text search skips <noscript>, where this page lives: roles and the page's text instead)
  await expect(plain.getByRole('listitem').last()).toContainText('Σε ισχύ → Σε μερική αναστολή');
  expect(await plain.content()).not.toContain('Υπολείμματα');
});
