import { test } from '@playwright/test';
import { bioDraftAtParcels } from './api-support';
import { signIn } from './support';
import { useEnglish } from './wizard-support';
import { expect, readKept, workerInControl } from './offline-support';
import { isKeptApiRead } from '../../src/app/offline/sw-rules';

// Pages opened without signal, and the worker that keeps them. The portal's service worker runs
// here (playwright.config.ts blocks it for the other specs); changes made offline are in
// offline-changes.spec.ts.
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
  await expect.poll(() => readKept(page, '/api/users/profile')).toBe(true);

  await context.setOffline(true);
  expect(await read({})).toBe(200);
  // whether a draft still exists before a photo kept offline joins it: the server's answer or none
  expect(await read({ cache: 'no-store' })).toBe('no answer');
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
