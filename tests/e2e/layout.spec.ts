import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuth, withOwnUploads } from './api-support';
import { registeredAccount } from './outbox';
import { sanctionedFarmer } from './sanction-support';
import { signIn } from './support';

// Every route, as a role its guards let in, and every step of the organic wizard with real
// answers, at a phone's width and a laptop's: no page is wider than the screen (wide tables
// scroll inside their own frame). Pages are in Greek, the longest of the three languages.
const WIDTHS = [360, 1280];

const fixture = (name: string) => JSON.parse(fs.readFileSync(`schemas/fixtures/${name}.json`, 'utf8')) as Record<string, unknown>;
const BIO_STEPS: [step: string, answers: Record<string, unknown>][] = [
  ['general', { ...fixture('common/general'), year: 2027, purpose: 'initial', transfer: undefined }],
  ['scope', { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: ['olives'] }, activities: ['production'] }],
  ['handling-sites', fixture('common/handling-sites')],
  ['certification-options', fixture('common/certification-options')],
  ['plant-production', fixture('bio/plant-production')],
  ['responsible-statement', fixture('common/responsible-statement')],
];

async function widthOverflow(page: Page, width: number) {
  return page.evaluate((w) => {
    const wide = document.documentElement.scrollWidth;
    return wide > w ? `${location.pathname}${location.search} is ${wide} px wide at ${w} px` : null;
  }, width);
}

async function visitAll(page: Page, paths: string[], found: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await widthOverflow(page, width);
      if (overflow) found.push(overflow);
    }
  }
}

/** An organic draft with every step answered, standing at `step`. */
async function draftAt(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/applications', { headers, data: { type: 'bio' } });
  expect(created.status()).toBe(201);
  const { id, row_version } = (await created.json()).application;
  const answers = await withOwnUploads(request, headers, Object.fromEntries(BIO_STEPS));
  let version = row_version as number;
  const moveTo = async (step: string) => {
    const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: step, row_version: version } });
    expect(saved.ok(), await saved.text()).toBe(true);
    version = (await saved.json()).row_version;
  };
  return { id: id as string, moveTo };
}

test('guests: every page fits a phone and a laptop', async ({ page }) => {
  const found: string[] = [];
  // a certificate's public page: the unknown code here, a real one in certificates.spec
  await visitAll(page, ['/login', '/register', '/forgot-password', '/forgot-username', '/no/such/page', `/verify/${'0'.repeat(64)}`, '/public-register'], found);
  expect(found).toEqual([]);
});

test('a farmer: home, news, notifications, settings and every step of an organic application fit', async ({ page, request }) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  // a farmer of their own: others' tests submit organic applications for the demo farmer
  const account = await registeredAccount(request, 'client', 'layout');
  await signIn(page, account.username, 'Firstpass2026');
  await visitAll(page, ['/', '/news', '/notifications', '/contact', '/settings', '/settings?tab=profile', '/settings?tab=consultant'], found);
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const draft = await draftAt(request, farmer);
  for (const [step] of BIO_STEPS) {
    await draft.moveTo(step);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/applications/bio/edit/${draft.id}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await widthOverflow(page, width);
      if (overflow) found.push(`${step}: ${overflow}`);
    }
  }
  await request.delete(`/api/applications/${draft.id}`, { headers: farmer });
  expect(found).toEqual([]);
});

test('a consultant and staff: their pages fit', async ({ page }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  await signIn(page, 'demo.consultant');
  await visitAll(page, ['/', '/customers', '/customers/add', '/employees'], found);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'demo.staff');
  await visitAll(page, ['/staff/applications', '/staff/consultants', '/staff/customer-requests', '/staff/certificate-requests', '/news'], found);
  expect(found).toEqual([]);
});

test('sanctions and the inspection history fit, for the farmer and for staff', async ({ page, request }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  const { account, id, farmerId } = await sanctionedFarmer(request, 'fit');
  await signIn(page, account.username, 'Firstpass2026');
  await visitAll(page, [`/applications/global/inner/${id}`, '/'], found);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'demo.staff');
  await visitAll(page, [`/staff/applications/${id}`, `/staff/customers/${farmerId}/profile`], found);
  expect(found).toEqual([]);
});

test('the built page takes Chakra’s reset and colours from its linked stylesheet, once', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const styles = await page.evaluate(() => ({
    linked: document.querySelectorAll('link[rel="stylesheet"][data-chakra-global]').length,
    insertedAgain: document.querySelectorAll('style[data-emotion="css-global"]').length,
    green: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-green-700').trim(),
    // the reset: no margin on the body, as Chakra's preflight sets
    bodyMargin: getComputedStyle(document.body).margin,
  }));
  expect(styles).toEqual({ linked: 1, insertedAgain: 0, green: expect.stringMatching(/^#/), bodyMargin: '0px' });
});
