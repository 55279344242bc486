import { expect, test } from '@playwright/test';

// A guest's page comes with the portal's header drawn in HTML (scripts/vite-guest-shell.ts): on a
// slow phone the logo is there while the app's script still downloads, and the app's own header
// then takes its place without moving (src/app/guest-shell.ts).

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

test("only the guests' screens come with the drawn header", async ({ request }) => {
  for (const path of ['/login', '/forgot-password', '/public-register', '/verify/NO-SUCH-CERTIFICATE']) {
    expect(await (await request.get(path)).text(), path).toContain('id="guest-shell"');
  }
  // a signed-in screen's header is the portal's, not the guests'
  for (const path of ['/', '/settings', '/applications/bio/add']) {
    expect(await (await request.get(path)).text(), path).not.toContain('id="guest-shell"');
  }
});
