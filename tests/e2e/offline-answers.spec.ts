import { test } from '@playwright/test';
import { bioDraftAtParcels } from './api-support';
import { farmerAwaitingDecision } from './sanction-support';
import { deviceThatOpened, expect, photo, uploadsOf } from './offline-support';

// The portal's service worker runs here (playwright.config.ts blocks it for the other specs).
test.use({ serviceWorkers: 'allow', actionTimeout: 15_000 });

const nextYear = new Date().getUTCFullYear() + 1;

test('a non-conformity answered at the field without signal: the photos go when the connection returns, and the answer is sent once online', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { account, farmer, id } = await farmerAwaitingDecision(request, 'offnc', {
    results: 'One finding.',
    non_conformities: [{ requirement: 'AF 4.1', finding: 'The fence around the spray store is broken.', severity: 'minor', deadline: `${nextYear}-06-30` }],
  });
  const address = `/applications/global/inner/${id}`;
  const answerCard = (page: import('@playwright/test').Page) => page.getByTestId(/^action-lifecycle-nc-response-/);
  const context = await deviceThatOpened(browser, account.username, async (first) => {
    await first.goto(address);
    await expect(answerCard(first).getByRole('combobox', { name: 'Answer' })).toBeVisible();
    await first.waitForLoadState('networkidle');
  });

  await context.setOffline(true);
  const page = await context.newPage();
  const uploads = uploadsOf(page);
  await page.goto(address);
  const card = answerCard(page);
  await card.getByRole('combobox', { name: 'Answer' }).selectOption({ label: 'Corrected: send the evidence' });
  const evidence = card.getByRole('group', { name: 'Evidence' });
  await evidence.getByLabel(/Choose (a file|files)/).setInputFiles([photo('fence-before.jpg'), photo('fence-mended.jpg')]);
  await expect(evidence.getByTestId('waiting-file')).toHaveCount(2);
  // sending the answer is an online action: its button says why it waits
  await expect(card.getByRole('button', { name: 'Send the answer' })).toBeDisabled();
  // the farmer leaves the answer for the list, still without signal
  await page.goto('/');
  await expect(page.getByTestId('waiting-indicator')).toContainText('2 files');
  await context.setOffline(false);
  await expect(page.getByTestId('waiting-indicator')).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => uploads).toEqual([201, 201]);

  // back at the application: the answer chosen offline, with both photos, waits to be sent
  await page.goto(address);
  await expect(card.getByRole('combobox', { name: 'Answer' }).locator('option:checked')).toHaveText('Corrected: send the evidence');
  await expect(evidence.getByText('fence-before.jpg')).toBeVisible();
  await expect(evidence.getByText('fence-mended.jpg')).toBeVisible();
  await card.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByTestId('non-conformity').filter({ hasText: 'AF 4.1' })).toContainText('Answered');
  const view = await (await request.get(`/api/applications/${id}/lifecycle`, { headers: farmer })).json();
  const answered = view.non_conformities[0];
  expect(JSON.stringify(answered)).toContain('fence-before.jpg');
  // each photo stored once
  expect(uploads).toEqual([201, 201]);
  // the answer kept on the device went with the send
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('form-copy:')))).toEqual([]);
  await context.close();
});

test('a photo whose draft was deleted on another device is named in the indicator\'s list and removed there (360 px, Greek)', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { account, headers, id } = await bioDraftAtParcels(request, 'offgone');
  const context = await deviceThatOpened(browser, account.username, async (first) => {
    await first.goto(`/applications/bio/edit/${id}`);
    await expect(first.locator('[data-field="root_attachments_parcel_maps"]')).toBeVisible();
    // the field's offline part (keeping a file on the device) comes after the form shows
    await first.waitForLoadState('networkidle');
    await first.goto('/');
    // the list in Greek once, so that its texts are kept on the device
    await first.evaluate(() => localStorage.setItem('locale', 'el'));
    await first.reload();
    await first.waitForLoadState('networkidle');
    await first.evaluate(() => localStorage.setItem('locale', 'en'));
  });

  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(`/applications/bio/edit/${id}`);
  const maps = page.getByRole('group', { name: 'Parcel maps' });
  await maps.getByLabel(/Choose files/).setInputFiles([photo('map-east.jpg')]);
  await expect(maps.getByTestId('waiting-file')).toHaveCount(1);
  await page.goto('/');
  // meanwhile the farmer deletes the draft on another device
  expect((await request.delete(`/api/applications/${id}`, { headers })).status()).toBe(204);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => localStorage.setItem('locale', 'el'));
  await context.setOffline(false);
  await page.reload();
  const indicator = page.getByTestId('waiting-indicator');
  await expect(indicator).toContainText('1 αρχείο δεν μπόρεσε να σταλεί', { timeout: 30_000 });
  await indicator.getByRole('button', { name: 'Εμφάνιση του αρχείου που φυλάσσεται σε αυτή τη συσκευή' }).click();
  const kept = indicator.getByTestId('device-file');
  await expect(kept).toHaveText(/map-east\.jpg: η αίτησή του διαγράφηκε/);
  await page.screenshot({ path: 'test-results/offline-draft-gone-360-el.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/offline-draft-gone-1280-el.png' });
  await kept.getByRole('button', { name: /map-east\.jpg/ }).click();
  await expect(indicator).toBeHidden();
  await context.close();
});
