import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

// What the server's page does for a first paint on a slow phone (docs/performance.md, LCP):
// a guest's page comes with the portal's header drawn in HTML (scripts/vite-guest-shell.ts), so
// the logo is there while the app's script still downloads and the app's own header then takes
// its place without moving (src/app/guest-shell.ts); a certificate's public page asks for its
// certificate with the page, not after its script (src/server/core/plugins/page-preloads.ts).

const SCRIPTS = /\/assets\/[^/]+\.js$/;

for (const width of [360, 1280]) {
  test(`at ${width} px the sign-in page shows its header before its script, and the app's header takes its place where it was`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // the scripts wait behind a gate: what shows meanwhile is the page's HTML alone
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SCRIPTS, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const drawn = page.locator('#guest-shell img');
    await expect(drawn).toBeVisible();
    const before = await drawn.boundingBox();
    expect(before).toMatchObject({ width: 180, height: 40 });

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#guest-shell')).toHaveCount(0);
    const appLogo = page.getByRole('banner').getByRole('img', { name: 'AgriCert' });
    expect(await appLogo.boundingBox()).toEqual(before);
  });
}

test('from sign-in to the first screen the page is never white: a spinner while the portal\'s texts still come', async ({ page }) => {
  // the signed-in portal's texts (their language chunk) held back: the first screen must wait for them
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/messages-more-[a-z]{2}-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => localStorage.setItem('locale', 'el'));
  await page.goto('/login');
  await page.getByLabel('Όνομα χρήστη').fill('demo.farmer.gr');
  await page.getByLabel(/^Κωδικός πρόσβασης/).fill(DEMO_PASSWORD);
  // from here on, every change of the page is looked at: nothing shown and no spinner is a white page
  await page.evaluate(() => {
    const root = document.getElementById('root')!;
    const w = window as unknown as { whiteSeen: boolean };
    w.whiteSeen = false;
    new MutationObserver(() => {
      if (root.innerText.trim() === '' && !root.querySelector('[role="status"]')) w.whiteSeen = true;
    }).observe(root, { childList: true, subtree: true, characterData: true });
  });
  await page.locator('form').getByRole('button').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status', { name: 'Φόρτωση…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Οι αιτήσεις μου' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { whiteSeen: boolean }).whiteSeen)).toBe(false);
});

test("only the guests' screens come with the drawn header", async ({ request }) => {
  for (const path of ['/login', '/forgot-password', '/public-register', '/verify/NO-SUCH-CERTIFICATE']) {
    expect(await (await request.get(path)).text(), path).toContain('id="guest-shell"');
  }
  // a signed-in screen's header is the portal's, not the guests'
  for (const path of ['/', '/settings', '/applications/bio/add']) {
    expect(await (await request.get(path)).text(), path).not.toContain('id="guest-shell"');
  }
});

for (const reader of ['a guest', 'a signed-in reader']) {
  test(`a certificate's public page asks for its certificate once, with the page, for ${reader}`, async ({ page }) => {
    // signed in, the page's fetch carries the token (src/api/client.ts), which the preload does not
    if (reader === 'a signed-in reader') await signIn(page, 'demo.farmer.gr');
    await page.goto('/verify/NO-SUCH-CERTIFICATE');
    // the server's answer (no such certificate) is on screen: the page's only ask has ended
    await expect(page.getByTestId('certificate-not-found')).toBeVisible();
    // one request, the page's preload, which the screen's own fetch took over
    const asked = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/verify/')).map((entry) => (entry as PerformanceResourceTiming).initiatorType));
    expect(asked).toEqual(['link']);
  });
}
