import { expect, test, type Page } from '@playwright/test';
import { sanctionedFarmer } from './sanction-support';
import { signIn } from './support';
import { weakFocusRings } from './keyboard-support';
import { wcagViolations } from './axe-support';

/** WCAG 1.4.11, which axe does not check: the page's first 12 stops, from its start, each show a ring of 3:1 or more. */
async function weakRingsFromTheStart(page: Page) {
  await page.locator('body').evaluate((body) => (body as HTMLElement).focus());
  return weakFocusRings(page, 12);
}

// Every route of the app, visited as a role its guards let in; axe must find nothing against
// WCAG 2.2 AA on any of them, whatever its impact. A person's own application is checked where
// there is one: every page of both wizards (accessibility-tree.spec.ts), an organic
// application's page and staff's page of it after the keyboard walk (keyboard.spec.ts), a
// certified one's with its sanctions below.
const visits: { user: string | null; paths: string[] }[] = [
  { user: null, paths: ['/login', '/register', '/forgot-password', '/forgot-username', '/verify-email', '/reset-password?token=t&username=u', '/no/such/page', `/verify/${'0'.repeat(64)}`, '/public-register'] },
  { user: 'demo.farmer.gr', paths: ['/', '/news', '/notifications', '/contact', '/settings', '/settings?tab=profile', '/settings?tab=consultant', '/applications/bio/add', '/applications/global/add'] },
  { user: 'demo.consultant', paths: ['/', '/customers', '/customers/add', '/customers/edit/1', '/customers/edit/1?tab=profile', '/customers/preview/1', '/employees'] },
  { user: 'demo.employee', paths: ['/employees', '/profile'] },
  { user: 'demo.staff', paths: ['/news', '/staff/consultants', '/staff/customer-requests', '/staff/certificate-requests', '/staff/applications', '/staff/applications?waiting_on=staff&overdue=true'] },
];

for (const { user, paths } of visits) {
  test(`nothing against WCAG 2.2 AA on every route, for ${user ?? 'guests'}`, async ({ page }) => {
    // a dozen pages, each analysed whole: longer than one ordinary test on a busy machine
    test.setTimeout(180_000);
    if (user) await signIn(page, user);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const violation of await wcagViolations(page)) found.push(`${path}: ${violation}`);
      for (const ring of await weakRingsFromTheStart(page)) found.push(`${path}: focus ring below 3:1: ${ring}`);
    }
    expect(found).toEqual([]);
  });
}

// Sanctions and the inspection history, with something in them: a certified farmer with one
// sanction answered and one waiting (tests/e2e/sanction-support.ts). An application's page is
// analysed whole once its lifecycle panel is there: the panel and the read-only answers below it.
test('nothing against WCAG 2.2 AA on sanctions and the inspection history', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { account, id, farmerId } = await sanctionedFarmer(request, 'axe');
  const found: string[] = [];
  const check = async (path: string, within?: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (within) await expect(page.locator(within)).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    for (const violation of await wcagViolations(page)) found.push(`${path}: ${violation}`);
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
