import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, storedSession } from './support';
import { tick, useEnglish } from './wizard-support';

// This project's server issues access tokens that live 3 seconds.
const ACCESS_TOKEN_LIFETIME_MS = 3_000;

test.use({ actionTimeout: 15_000 });

const status = (page: Page) => page.getByTestId('save-status');

async function startGlobalgap(page: Page) {
  await page.getByRole('link', { name: 'New GLOBALG.A.P. application' }).click();
  await expect(page.getByTestId('wizard-position')).toBeVisible();
  return page.url().split('/').pop()!;
}

// What the server holds, read with a sign-in of the test's own: the page's access token may be
// past its 3 seconds by now (the page refreshes it only when it next calls the API).
async function serverAnswers(page: Page, id: string) {
  const login = await page.request.post('/api/users/login', { data: { username: 'demo.farmer.gr', password: DEMO_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await page.request.get(`/api/applications/${id}`, { headers: { Authorization: `Bearer ${access_token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).answers as Record<string, Record<string, unknown>>;
}

test('answers survive a lost network, a reload and an expired session', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo.farmer.gr');
  await useEnglish(page);
  const id = await startGlobalgap(page);

  // The network goes away while the person types: the answers stay on the device.
  await context.setOffline(true);
  await page.getByLabel('Year').selectOption({ label: '2026' });
  // a transfer: its questions are asked only then (issue 47), and the last part types one
  await tick(page.getByRole('radio', { name: 'Transfer from another control body' }));
  await expect(status(page)).toHaveText('Offline: answers kept on this device');
  await context.setOffline(false);
  await expect(status(page)).toHaveText(/^Saved at/);
  expect((await serverAnswers(page, id)).general).toMatchObject({ year: 2026, purpose: 'transfer' });

  // A reload before the autosave ran: the device copy is picked up and saved.
  await page.getByLabel('Financing programme').selectOption({ label: 'Other programme' });
  await page.reload();
  await expect(page.getByLabel('Financing programme')).toHaveValue(/.+/);
  await expect(page.getByLabel('Financing programme').locator('option:checked')).toHaveText('Other programme');
  await expect(status(page)).toHaveText(/^Saved at/);

  // The access token expires while the person is on the page: the save refreshes it and goes through.
  const before = (await storedSession(page))!.accessToken;
  await page.waitForTimeout(ACCESS_TOKEN_LIFETIME_MS + 1_000);
  await page.getByLabel('Reason for the transfer').fill('Αλλαγή φορέα λόγω μετακόμισης.');
  await expect(status(page)).toHaveText(/^Saved at/, { timeout: 15_000 });
  expect((await storedSession(page))!.accessToken).not.toBe(before);
  expect((await serverAnswers(page, id)).general).toMatchObject({
    year: 2026,
    purpose: 'transfer',
    financing_program: 'other',
    transfer: { transfer_reason: 'Αλλαγή φορέα λόγω μετακόμισης.' },
  });
  await page.reload();
  await expect(page.getByLabel('Reason for the transfer')).toHaveValue('Αλλαγή φορέα λόγω μετακόμισης.');
});

test('two tabs edit one draft: the stale one is told and chooses which version to keep', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo.farmer.es');
  await useEnglish(page);
  await startGlobalgap(page);
  await expect(status(page)).toHaveText(/^Saved at/);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('wizard-position')).toBeVisible();

  await page.getByLabel('Year').selectOption({ label: '2027' });
  await expect(status(page)).toHaveText(/^Saved at/);

  await other.getByLabel('Year').selectOption({ label: '2028' });
  const question = other.getByRole('alertdialog');
  await expect(question).toContainText('This application was changed elsewhere');
  await question.getByRole('button', { name: 'Keep my answers' }).click();
  await expect(other.getByTestId('save-status')).toHaveText(/^Saved at/);

  // The first tab's next save is now the stale one; it takes the saved version.
  await tick(page.getByRole('radio', { name: 'Renewal' }));
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Use the saved version' }).click();
  await expect(page.getByLabel('Year').locator('option:checked')).toHaveText('2028');
  await expect(status(page)).toHaveText(/^Saved at/);
});
