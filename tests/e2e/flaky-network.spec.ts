import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';
import { wcagViolations } from './axe-support';

// A phone between masts: one of the portal's files does not arrive. The browser will not fetch
// a module that failed again in the same page, so the portal must say so and offer a reload,
// never leave a blank page or call an existing page missing (404).

/** Makes requests for a file matching `file` fail, as a dropped connection does, until `heal`. */
async function dropping(page: Page, file: RegExp, { once = false } = {}) {
  let dropped = 0;
  let healed = false;
  await page.route(file, (route) => {
    if (healed) return route.continue();
    dropped += 1;
    if (once) healed = true;
    return route.abort('internetdisconnected');
  });
  return { dropped: () => dropped, heal: () => (healed = true) };
}

test("a screen's code that did not download says so, and Try again brings the screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'demo.farmer.gr');
  const { dropped } = await dropping(page, /\/assets\/notifications-page-[^/]+\.js$/, { once: true });
  await page.getByRole('link', { name: 'Ειδοποιήσεις' }).first().click();
  // focus was on the link, now gone: the page's heading has it, the title names the page
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Η σελίδα δεν κατέβηκε' })).toBeFocused();
  await expect(page).toHaveTitle('Η σελίδα δεν κατέβηκε · Πύλη AgriCert');
  await expect(page.getByRole('link', { name: 'Μετάβαση στο περιεχόμενο' })).toHaveCount(1);
  expect(await wcagViolations(page, { bestPractice: true })).toEqual([]);
  expect(dropped()).toBe(1);
  await expect(page.getByText('404')).toHaveCount(0);
  await page.getByRole('button', { name: 'Δοκιμάστε ξανά' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ειδοποιήσεις' })).toBeVisible();
});

test('texts that did not download say so in the words already here, and Try again brings the screen', async ({ page }) => {
  const { dropped } = await dropping(page, /\/assets\/messages-casework-el-[^/]+\.js$/, { once: true });
  await page.goto('/login');
  await page.getByLabel(/Username|Όνομα χρήστη/).fill('demo.farmer.gr');
  await page.getByLabel(/^(Password|Κωδικός πρόσβασης)/).fill(DEMO_PASSWORD);
  await page.locator('form').getByRole('button').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Η σελίδα δεν κατέβηκε' })).toBeVisible();
  expect(dropped()).toBe(1);
  await page.getByRole('button', { name: 'Δοκιμάστε ξανά' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Οι αιτήσεις μου' })).toBeVisible();
});

test("the wizard's first step form that did not download says so; Try again opens the step", async ({ page }) => {
  await signIn(page, 'demo.farmer.gr');
  // the page's own preload of the form and the wizard's import of it both fail
  const network = await dropping(page, /\/assets\/general-[^/]+\.js$/);
  await page.goto('/applications/bio/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Η σελίδα δεν κατέβηκε' })).toBeVisible();
  expect(network.dropped()).toBeGreaterThan(0);
  network.heal();
  await page.getByRole('button', { name: 'Δοκιμάστε ξανά' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Γενικά στοιχεία' })).toBeVisible();
});
