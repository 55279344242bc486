import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sanctionedFarmer } from './sanction-support';
import { signIn } from './support';
import { focusRingContrast } from './keyboard-support';

// WCAG 2.2 AA: axe's rules for levels A and AA of 2.0, 2.1 and 2.2.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 1.4.11, which axe does not check: the first stops of the page, reached with Tab, each
 * show a focus ring of 3:1 or more against what surrounds it.
 */
async function weakFocusRings(page: Page, stops = 12) {
  const weak: string[] = [];
  await page.locator('body').evaluate((body) => (body as HTMLElement).focus());
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRingContrast(page);
    if (ring.what === 'body') break;
    if (ring.width < 2 || ring.contrast < 3) weak.push(`${ring.what} (${ring.ring} on ${ring.around}: ${ring.contrast.toFixed(2)})`);
  }
  return weak;
}

// Every route of the app, visited as a role its guards let in; axe must find no serious or
// critical violation on any of them.
const visits: { user: string | null; paths: string[] }[] = [
  { user: null, paths: ['/login', '/register', '/forgot-password', '/forgot-username', '/verify-email', '/reset-password?token=t&username=u', '/no/such/page', `/verify/${'0'.repeat(64)}`] },
  { user: 'demo.farmer.gr', paths: ['/', '/news', '/notifications', '/contact', '/settings', '/settings?tab=profile', '/settings?tab=consultant', '/applications/bio/add', '/applications/bio/edit/1', '/applications/bio/inner/1', '/applications/global/add', '/applications/global/edit/1', '/applications/global/inner/1'] },
  { user: 'demo.consultant', paths: ['/', '/customers', '/customers/add', '/customers/edit/1', '/customers/edit/1?tab=profile', '/customers/preview/1', '/employees'] },
  { user: 'demo.employee', paths: ['/employees', '/profile'] },
  { user: 'demo.staff', paths: ['/news', '/staff/consultants', '/staff/customer-requests', '/staff/certificate-requests', '/staff/applications', '/staff/applications?waiting_on=staff&overdue=true'] },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const { user, paths } of visits) {
  test(`no serious accessibility violations for ${user ?? 'guests'}`, async ({ page }) => {
    // a dozen pages, each analysed whole: longer than one ordinary test on a busy machine
    test.setTimeout(180_000);
    if (user) await signIn(page, user);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
      for (const ring of await weakFocusRings(page)) found.push(`${path}: focus ring below 3:1: ${ring}`);
    }
    expect(found).toEqual([]);
  });
}

// Sanctions and the inspection history, with something in them: a certified farmer with one
// sanction answered and one waiting (tests/e2e/sanction-support.ts). An application's page is
// analysed whole once its lifecycle panel is there: the panel and the read-only answers below it.
test('no serious accessibility violations on sanctions and the inspection history', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { account, id, farmerId } = await sanctionedFarmer(request, 'axe');
  const found: string[] = [];
  const check = async (path: string, within?: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (within) await expect(page.locator(within)).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) found.push(`${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  };
  const lifecycle = 'section[aria-labelledby="lifecycle-heading"]';
  await signIn(page, account.username, 'Firstpass2026');
  await check(`/applications/global/inner/${id}`, lifecycle);
  await check('/');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'demo.staff');
  await check(`/staff/applications/${id}`, lifecycle);
  await check(`/staff/customers/${farmerId}/profile`);
  expect(found).toEqual([]);
});
