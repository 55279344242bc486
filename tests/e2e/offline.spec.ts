import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAuth, withOwnUploads } from './api-support';
import { registeredAccount } from './outbox';
import { signIn } from './support';
import { useEnglish } from './wizard-support';

// The portal's service worker runs here (playwright.config.ts blocks it for the other specs).
test.use({ serviceWorkers: 'allow', actionTimeout: 15_000 });

const fixture = (name: string) => JSON.parse(fs.readFileSync(`schemas/fixtures/${name}.json`, 'utf8')) as Record<string, unknown>;

/** The page is controlled by the worker once it installed and claimed it. */
async function workerInControl(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

test('a draft opened before opens again without signal', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const account = await registeredAccount(request, 'client', 'offline');
  const headers = await apiAuth(request, account.username, 'Firstpass2026');
  const created = await request.post('/api/applications', { headers, data: { type: 'bio' } });
  const { id, row_version } = (await created.json()).application;
  const answers = await withOwnUploads(request, headers, {
    general: { ...fixture('common/general'), year: 2027, purpose: 'initial', transfer: undefined },
    scope: { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: ['olives'] }, activities: ['production'] },
    'handling-sites': fixture('common/handling-sites'),
    'certification-options': fixture('common/certification-options'),
    'plant-production': fixture('bio/plant-production'),
  });
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'plant-production', row_version } });
  expect(saved.ok(), await saved.text()).toBe(true);

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
