import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// A guest's screens come with only the guests' part of the messages
// (src/i18n/namespaces.ts): /login on a phone does not wait for the signed-in portal's
// 27 kB. This walks every guest screen, with its errors, and fails on any id that part
// lacks or cannot format (the app reports either in the console) or if a guest's page fetched
// the rest. Signing in then brings the rest before the portal shows.

// an English browser: the page is sent in English, as a first visit (every language holds the same ids)
test.use({ locale: 'en-GB' });

const MORE_MESSAGES = /\/assets\/messages-(more|casework)-[a-z]{2}-[^/]+\.js$/;
// the rich fields' texts (tables, maps, uploads): registration's, not /login's
const FIELDS_MESSAGES = /\/assets\/messages-fields-[a-z]{2}-[^/]+\.js$/;

function watch(page: Page) {
  const missing: string[] = [];
  const moreFetched: string[] = [];
  const fieldsFetched: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Missing message|Error formatting/.test(message.text())) missing.push(`${page.url()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (MORE_MESSAGES.test(request.url())) moreFetched.push(`${page.url()} fetched ${request.url()}`);
    if (FIELDS_MESSAGES.test(request.url())) fieldsFetched.push(request.url());
  });
  return { missing, moreFetched, fieldsFetched };
}

test('every guest screen, with its errors, shows in the guests’ messages alone', async ({ page }) => {
  const seen = watch(page);

  await page.goto('/login');
  await page.getByLabel(/^Username/).fill('nobody.here');
  await page.getByLabel(/^Password/).fill('WrongPass2026');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.fieldsFetched).toEqual([]);

  await page.getByRole('link', { name: 'Create account' }).click();
  // registration's addresses, handling sites and uploads bring their texts along
  await expect.poll(() => seen.fieldsFetched.length).toBeGreaterThan(0);
  for (const [role, type] of [
    ['Farmer / customer', 'Individual'],
    ['Farmer / customer', 'Legal entity'],
    ['Consultant / partner', 'Individual'],
    ['Third party', 'Legal entity'],
  ]) {
    await page.getByRole('radio', { name: role }).check();
    await page.getByRole('radio', { name: type }).check();
    // an empty form sent: every required field says so
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  }
  const legal = page.getByRole('radio', { name: 'Legal entity' });
  await page.getByRole('radio', { name: 'Farmer / customer' }).check();
  await legal.check();
  const addSite = page.getByRole('button', { name: 'Add handling site' });
  if (await addSite.count()) await addSite.first().click();

  for (const path of ['/forgot-password', '/forgot-username']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('form').getByRole('button').last().click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  }
  await page.goto('/reset-password?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/verify-email?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/verify/NO-SUCH-CERTIFICATE');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // the public register, its search form and an answer without results
  await page.goto('/public-register?name=nobody-has-this-name');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').last()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(seen.missing).toEqual([]);
  expect(seen.moreFetched).toEqual([]);

  // signed in, the portal waits for the rest and shows no raw id
  await signIn(page, 'demo.farmer.gr');
  // (in the farmer's own language, Greek)
  await expect(page.getByRole('heading', { level: 1, name: 'Οι αιτήσεις μου' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.missing).toEqual([]);
});

// A questionnaire family's texts (src/i18n/namespaces.ts: bio*, globalgap*) come only with the
// screens that show its questions: its wizard (once it shows), its applications' pages, the
// staff's application page.
const FAMILY_MESSAGES = /\/assets\/messages-(bio|globalgap)-[a-z]{2}-[^/]+\.js$/;
// what the wizard's first step does not wait for: its family's texts and the casework texts
const HELD_BACK = /\/assets\/messages-(bio|globalgap|casework)-[a-z]{2}-[^/]+\.js$/;

test('the portal fetches a questionnaire family’s texts only for the screens that show its questions', async ({ page }) => {
  const missing: string[] = [];
  const families: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Missing message|Error formatting/.test(message.text())) missing.push(`${page.url()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    const family = FAMILY_MESSAGES.exec(request.url())?.[1];
    if (family) families.push(family);
  });

  await signIn(page, 'demo.farmer.gr');
  await expect(page.getByRole('heading', { level: 1, name: 'Οι αιτήσεις μου' })).toBeVisible();
  for (const path of ['/notifications', '/news', '/contact', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(families).toEqual([]);

  // the organic wizard: its first step (a common form) and its list of steps show while the
  // organic texts and the casework texts are held back: a phone's first step does not wait for them
  // a gate, not a list of held requests: one the page sent just before the release still waits
  // for it, then goes (a list emptied at the release would leave that one hanging)
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(HELD_BACK, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/applications/bio/add');
  await page.waitForURL(/\/applications\/bio\/edit\//);
  await expect(page.getByRole('heading', { level: 2, name: 'Γενικά στοιχεία' })).toBeVisible();
  await expect(page.locator('#wizard-steps').getByRole('button', { name: /Πεδίο πιστοποίησης/ })).toBeAttached();
  // once it shows, they come (the organic ones only)
  release();
  await expect.poll(() => [...new Set(families)]).toEqual(['bio']);
  // every step of the organic wizard, then the list: no raw id
  const steps = page.locator('#wizard-steps').getByRole('button');
  for (let i = 0; i < (await steps.count()); i += 1) {
    if (!(await steps.nth(i).isVisible())) await page.getByRole('button', { name: 'Όλα τα βήματα' }).click();
    await steps.nth(i).click();
    await expect(page.locator('main').getByRole('button').last()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Οι αιτήσεις μου' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Οι αιτήσεις μου' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
