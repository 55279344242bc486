import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bioDraftAtParcels } from './api-support';
import { signIn } from './support';
import { continueButton, tableCell, tick } from './wizard-support';
import { deviceThatOpened, expect, fileKept, photo, uploadsOf } from './offline-support';

// Changes made on a phone without signal (answers, table rows, photos) and what happens to
// them when the connection returns. The portal's service worker runs here (playwright.config.ts
// blocks it for the other specs); pages opened without signal are in offline.spec.ts.
test.use({ serviceWorkers: 'allow', actionTimeout: 15_000 });

/**
 * Offline, in a tab opened anew: one answer changed on the certification options' step, three
 * parcel rows added on the parcels' step. Both steps were opened once before with a connection.
 */
async function changeOffline(page: Page, id: string) {
  await page.goto(`/applications/bio/edit/${id}`);
  const parcels = page.locator('[data-field="root_parcels"]');
  await expect(parcels.getByRole('button', { name: 'Add row' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const ownership = page.getByRole('radiogroup', { name: 'Parallel ownership' });
  await tick(ownership.getByRole('radio', { name: 'Yes' }));
  await continueButton(page).click();
  await expect(parcels.getByRole('button', { name: 'Add row' })).toBeVisible();
  for (const n of [4, 5, 6]) {
    await parcels.getByRole('button', { name: 'Add row' }).click();
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', `Parcel number, row ${n}`);
    await page.keyboard.type(`P${n}`);
    await page.keyboard.press('ArrowRight');
    // typed as a person does: once the cell has the cursor
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', `Toponym, row ${n}`);
    await page.keyboard.type(`Offline ${n}`);
    // (the arrow left would move within the text typed: Tab leaves the cell)
    await page.keyboard.press('Tab');
    await expect(page.locator(`#root_parcels_${n - 1}_toponym`)).toHaveValue(`Offline ${n}`);
  }
  await expect(page.getByTestId('waiting-indicator')).toContainText('1 change');
}

/** Opens the draft with a connection, once at the parcels and once at the step before: both steps' files are kept. */
async function openBothSteps(page: Page, id: string) {
  await page.goto(`/applications/bio/edit/${id}`);
  const parcels = page.locator('[data-field="root_parcels"]');
  await expect(parcels.getByRole('button', { name: 'Add row' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('radiogroup', { name: 'Parallel ownership' })).toBeVisible();
  await continueButton(page).click();
  await expect(parcels.getByRole('button', { name: 'Add row' })).toBeVisible();
  // the dialog a conflict opens comes onto the device with the wizard, before any conflict: it
  // opens just as the connection returns, when a download may still fail
  await expect.poll(() => fileKept(page, '/assets/conflict-dialog-view'), { timeout: 30_000 }).toBe(true);
}

/** A draft opened at both steps on a phone with a connection; then, without signal, a tab opened anew on that phone. */
async function offlineTabOnDraft(browser: Browser, request: APIRequestContext, prefix: string) {
  const { account, headers, id } = await bioDraftAtParcels(request, prefix);
  const context = await deviceThatOpened(browser, account.username, (first) => openBothSteps(first, id));
  await context.setOffline(true);
  return { account, headers, id, context, page: await context.newPage() };
}

test('changes made offline in a tab opened anew arrive once, in order, and the server keeps what the person sees', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { headers, id, context, page } = await offlineTabOnDraft(browser, request, 'offsend');
  // each save that reached the server: its status and the version it made. A request sent
  // through the service worker shows Playwright no body, so a save sent twice is caught by the
  // server instead: the second one names a version that is gone (409).
  const puts: Promise<string>[] = [];
  // the saves that reached the server (offline attempts fail in the browser and are not counted)
  page.on('requestfinished', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(`/api/applications/${id}/answers`)) puts.push(request.response().then(async (response) => `${response?.status()} ${((await response?.json()) as { row_version?: number }).row_version}`));
  });
  const uploads = uploadsOf(page);
  await changeOffline(page, id);
  // two photos taken on the spot, attached to the parcel maps without signal: kept, listed as waiting
  const maps = page.getByRole('group', { name: 'Parcel maps' });
  await maps.getByLabel(/Choose files/).setInputFiles([photo('parcel-north.jpg'), photo('parcel-south.jpg')]);
  await expect(maps.getByTestId('waiting-file')).toHaveCount(2);
  await expect(page.getByTestId('waiting-indicator')).toContainText('1 change and 2 files');
  await context.setOffline(false);
  await expect(maps.getByTestId('waiting-file')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('waiting-indicator')).toBeHidden({ timeout: 30_000 });

  const answersOnServer = async () => (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers;
  await expect.poll(async () => (await answersOnServer())['plant-production'].parcels.map((p: { parcel_number: string }) => p.parcel_number)).toEqual(['1', '2', '3A', 'P4', 'P5', 'P6']);
  const stored = await answersOnServer();
  expect(stored['certification-options'].parallel_ownership).toBe(true);
  expect(stored['plant-production'].parcels.map((p: { toponym: string }) => p.toponym).slice(3)).toEqual(['Offline 4', 'Offline 5', 'Offline 6']);
  // the photos arrived once each, in the order attached, and the form refers to them
  await expect.poll(async () => (await answersOnServer())['plant-production'].attachments.parcel_maps.map((f: { name: string }) => f.name).filter((n: string) => n.startsWith('parcel-'))).toEqual(['parcel-north.jpg', 'parcel-south.jpg']);
  expect(uploads).toEqual([201, 201]);
  // sent once: no save reached the server twice with the same answers
  const saves = await Promise.all(puts);
  expect(saves.length).toBeGreaterThan(0);
  expect(saves.every((save) => save.startsWith('200 '))).toBe(true);
  expect(new Set(saves).size).toBe(saves.length);
  // what the person sees after a reload with a connection is the server's copy
  await page.reload();
  for (const n of [4, 5, 6]) await expect(tableCell(page, `Toponym, row ${n}`)).toHaveAttribute('aria-label', new RegExp(`Offline ${n}`));
  await context.close();
});

test('photos attached offline go when the connection returns though their form is no longer open, and the draft refers to them', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { account, headers, id } = await bioDraftAtParcels(request, 'offfiles');
  const context = await deviceThatOpened(browser, account.username, async (first) => {
    await openBothSteps(first, id);
    // once in Greek too: its texts of the form are then kept on the device for the screenshots offline
    await first.evaluate(() => localStorage.setItem('locale', 'el'));
    await first.reload();
    await expect(first.locator('[data-field="root_attachments_parcel_maps"]')).toBeVisible();
    await first.waitForLoadState('networkidle');
    // and the list of applications in Greek, which the person goes back to offline: its texts are
    // kept only if fetched while the worker is in control (sign-in's landing came before it)
    await first.goto('/');
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
    await first.waitForLoadState('networkidle');
    await first.evaluate(() => localStorage.setItem('locale', 'en'));
  });

  await context.setOffline(true);
  const page = await context.newPage();
  const uploads = uploadsOf(page);
  await page.goto(`/applications/bio/edit/${id}`);
  const maps = page.getByRole('group', { name: 'Parcel maps' });
  await maps.getByLabel(/Choose files/).setInputFiles([photo('map-east.jpg'), photo('map-west.jpg')]);
  await expect(maps.getByTestId('waiting-file')).toHaveCount(2);
  // as a Greek farmer's phone shows them (360 px): the photos waiting in the form and in the indicator
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => localStorage.setItem('locale', 'el'));
  await page.reload();
  await expect(page.getByTestId('waiting-indicator')).toContainText('Περιμένουν να σταλούν: 2 αρχεία');
  const waitingGreek = page.getByTestId('waiting-file').filter({ hasText: 'map-west.jpg' });
  await expect(waitingGreek).toContainText('περιμένει να σταλεί');
  await waitingGreek.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/offline-photos-waiting-form-360-el.png' });
  // the person leaves the form for the list of applications, still without signal
  await page.goto('/');
  await expect(page.getByTestId('waiting-indicator')).toContainText('2 αρχεία');
  await page.screenshot({ path: 'test-results/offline-photos-waiting-list-360-el.png' });
  await context.setOffline(false);
  await expect(page.getByTestId('waiting-indicator')).toBeHidden({ timeout: 30_000 });
  const mapsOnServer = async () => (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers['plant-production'].attachments.parcel_maps.map((f: { name: string }) => f.name).filter((n: string) => n.startsWith('map-'));
  await expect.poll(mapsOnServer).toEqual(['map-east.jpg', 'map-west.jpg']);
  expect(uploads).toEqual([201, 201]);
  // the form shows them when opened again
  await page.goto(`/applications/bio/edit/${id}`);
  await expect(page.locator('[data-field="root_attachments_parcel_maps"]').getByText('map-west.jpg')).toBeVisible();
  await context.close();
});

test('changes and photos made offline meet a change made meanwhile on another device: the person chooses, nothing is sent blindly or lost', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { account, headers, id, context, page } = await offlineTabOnDraft(browser, request, 'offconflict');
  await changeOffline(page, id);
  const maps = page.getByRole('group', { name: 'Parcel maps' });
  await maps.getByLabel(/Choose files/).setInputFiles([photo('parcel-north.jpg'), photo('parcel-south.jpg')]);
  await expect(maps.getByTestId('waiting-file')).toHaveCount(2);

  // meanwhile, another device (a second browser context) saves the same draft
  const other = await browser.newContext({ locale: 'el-GR' });
  const otherPage = await other.newPage();
  await signIn(otherPage, account.username, 'Firstpass2026');
  const current = (await (await otherPage.request.get(`/api/applications/${id}`, { headers })).json()) as { answers: Record<string, { unit: Record<string, unknown> }>; row_version: number };
  const theirs = current.answers;
  theirs['plant-production'].unit.phone = '6900000000';
  const savedThere = await otherPage.request.put(`/api/applications/${id}/answers`, { headers, data: { answers: theirs, current_step: 'plant-production', row_version: current.row_version } });
  expect(savedThere.ok(), await savedThere.text()).toBe(true);
  await other.close();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'This application was changed elsewhere' })).toBeVisible({ timeout: 30_000 });
  // the photos went up meanwhile and joined the person's answers (on this device), not the server's copy
  await expect(maps.getByTestId('waiting-file')).toHaveCount(0, { timeout: 30_000 });
  const mapsNamed = (answers: Record<string, { attachments: { parcel_maps: { name: string }[] } }>) => answers['plant-production'].attachments.parcel_maps.map((f) => f.name).filter((n) => n.startsWith('parcel-'));
  // the device's copy follows the form a moment after a file has joined it (the form's change
  // is written on its next render): waited for, as a later read would find it
  const onDevice = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { answers: never } | null, `application-draft:${id}`);
  await expect.poll(async () => mapsNamed((await onDevice())!.answers)).toEqual(['parcel-north.jpg', 'parcel-south.jpg']);
  // nothing of the person's was overwritten meanwhile: the server still has the other device's
  const meanwhile = (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers;
  expect(meanwhile['plant-production'].unit.phone).toBe('6900000000');
  expect(mapsNamed(meanwhile)).toEqual([]);
  await page.getByRole('button', { name: 'Keep my answers' }).click();
  await expect
    .poll(async () => (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers['plant-production'].parcels.length, { timeout: 20_000 })
    .toBe(6);
  const stored = (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers;
  expect(stored['certification-options'].parallel_ownership).toBe(true);
  expect(mapsNamed(stored)).toEqual(['parcel-north.jpg', 'parcel-south.jpg']);
  await context.close();
});
