import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bioDraftAtParcels } from './api-support';
import { signIn } from './support';
import { continueButton, tableCell, tick, useEnglish } from './wizard-support';
import { deviceThatOpened, expect, photo, uploadsOf, workerInControl } from './offline-support';
import { isKeptApiRead } from '../../src/app/offline/sw-rules';

// The portal's service worker runs here (playwright.config.ts blocks it for the other specs).
test.use({ serviceWorkers: 'allow', actionTimeout: 15_000 });

test('a draft opened before opens again without signal', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { account, id } = await bioDraftAtParcels(request, 'offline');

  await signIn(page, account.username, 'Firstpass2026');
  await useEnglish(page);
  await workerInControl(page);
  await page.goto(`/applications/bio/edit/${id}`);
  const parcels = page.locator('[data-field="root_parcels"]');
  await expect(parcels.getByRole('button', { name: 'Add row' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My applications' })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/applications/bio/edit/${id}`);
  await expect(parcels.getByRole('button', { name: 'Add row' })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-draft.png' });
});

test('offline, the indicator says so and a page never opened says it needs a connection once (360 px, Greek)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'demo.farmer.gr');
  await workerInControl(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('waiting-indicator')).toContainText('Χωρίς σύνδεση');
  await page.screenshot({ path: 'test-results/offline-indicator-360-el.png' });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Αυτή η σελίδα χρειάζεται σύνδεση μία φορά' })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-never-visited-360-el.png' });
});

test('a first visit opens again without signal: what the page loaded before the worker took over is kept', async ({ browser }) => {
  test.setTimeout(120_000);
  // signed in on a device without the worker yet: the home page, its files and its reads all
  // come before any worker runs
  const signingIn = await browser.newContext({ serviceWorkers: 'block', locale: 'el-GR' });
  const first = await signingIn.newPage();
  await signIn(first, 'demo.farmer.gr');
  const signedIn = await signingIn.storageState();
  await signingIn.close();

  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'el-GR', storageState: signedIn });
  const page = await context.newPage();
  // the signed-in reads the page made before a worker answered anything
  const readsBefore = new Set<string>();
  page.on('requestfinished', (request) => {
    void request.response().then((response) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && isKeptApiRead(url.pathname) && request.headers().authorization && response?.status() === 200 && !response.fromServiceWorker())
        readsBefore.add(url.href);
    });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Οι αιτήσεις μου' })).toBeVisible();
  await workerInControl(page);
  // the page handed the worker its files and read the screen again: every file it fetched and
  // every read it made is on the device
  await expect
    .poll(
      () =>
        page.evaluate(async (reads) => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.startsWith('/assets/'));
          const keptReads = new Set((await (await caches.open('api-reads')).keys()).map(({ url }) => url.replace(/[?&]__account=[^&]*$/, '')));
          const missing = [...reads].filter((read) => !keptReads.has(read));
          for (const file of files) if (!(await caches.match(file))) missing.push(file);
          return missing;
        }, [...readsBefore]),
      { timeout: 30_000 },
    )
    .toEqual([]);
  expect(readsBefore.size).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Οι αιτήσεις μου' })).toBeVisible();
  await expect(page.getByTestId('waiting-indicator')).toContainText('Χωρίς σύνδεση');
  await expect(page.getByRole('heading', { name: 'Αυτή η σελίδα χρειάζεται σύνδεση μία φορά' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/offline-first-visit.png' });
  await context.close();
});

test('a page loaded past the worker (a forced reload; a reload while it activated) asks it to take over, and is kept for offline', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo.farmer.gr');
  await workerInControl(page);
  // Ctrl+Shift+R: the browser loads the page without the worker, which claimed its pages long ago
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.reload', { ignoreCache: true });
  await expect(page.getByRole('link', { name: 'Οι αιτήσεις μου' })).toBeVisible();
  await workerInControl(page);
});

test('a read asked for the server\'s answer (no-store) is never answered with the copy kept on the device', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo.farmer.gr');
  await workerInControl(page);
  const read = (init: RequestInit) =>
    page.evaluate(async (init) => {
      const token = (JSON.parse(localStorage.getItem('session') ?? '{}') as { accessToken?: string }).accessToken;
      return fetch('/api/users/profile', { ...init, headers: { Authorization: `Bearer ${token}` } }).then(
        (response) => response.status,
        () => 'no answer',
      );
    }, init);
  // read once with a connection: the worker keeps it
  expect(await read({})).toBe(200);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('api-reads')).keys()).some(({ url }) => new URL(url).pathname === '/api/users/profile')))
    .toBe(true);

  await context.setOffline(true);
  expect(await read({})).toBe(200);
  // whether a draft still exists before a photo kept offline joins it: the server's answer or none
  expect(await read({ cache: 'no-store' })).toBe('no answer');
});

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
  await expect
    .poll(() => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map(({ url }) => url)))).flat().some((url) => url.includes('/assets/conflict-dialog-view'))), { timeout: 30_000 })
    .toBe(true);
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
  const onDevice = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { answers: never } | null, `application-draft:${id}`);
  expect(mapsNamed(onDevice!.answers)).toEqual(['parcel-north.jpg', 'parcel-south.jpg']);
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

test('installable: the browser finds no installability error in the manifest and the worker', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await workerInControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // a test browser's context is incognito, where no browser offers to install: that is the only one allowed
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = await (await page.request.get('/manifest-el.webmanifest')).json();
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: expect.any(String), display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('offline, an online-only action is disabled and says why; back online it is enabled again', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo.farmer.gr');
  await workerInControl(page);
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Αποστολή' })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Αποστολή' })).toBeDisabled();
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Αποστολή' })).toBeEnabled();
});
