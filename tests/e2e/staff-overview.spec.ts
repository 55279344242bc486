import { expect, test, type Page } from '@playwright/test';
import { apiAuth, submittedApplication } from './api-support';
import { registeredAccount } from './outbox';
import { shot } from './keyboard-support';
import { signIn } from './support';
import { wcagViolations } from './axe-support';

// The certification body at a glance (issue 51): staff open the overview from the menu, in
// Greek, filter it to one standard and one region and follow a figure of the pipeline into the queue, where
// they find as many applications as the figure said, a farmer's new GLOBALG.A.P. application
// among them (the end-to-end server has no demo applications).

/** The whole page, for a person to look at (A11Y_SHOTS names the folder, as for `shot`). */
const wholePage = async (page: Page, width: number) => {
  if (process.env.A11Y_SHOTS) await page.screenshot({ path: `${process.env.A11Y_SHOTS}/staff-overview-whole-${width}.png`, fullPage: true });
};

test('staff open the overview, filter to one standard and one region and follow a figure into the queue to the same applications', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await registeredAccount(request, 'client', 'overview');
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const { id: customerId } = await (await request.get('/api/users/profile', { headers: farmer })).json();
  const id = await submittedApplication(request, farmer, customerId);
  // the operator's address in Central Macedonia (region 2), which the overview's region filter reads
  const profile = await (await request.get('/api/users/profile', { headers: farmer })).json();
  const { country: _country, ...details } = profile.user_details as Record<string, unknown>;
  const saved = await request.put('/api/users/profile', {
    headers: farmer,
    data: { id: customerId, user_details: { ...details, address: { division: { region: '2', prefecture: '0207', municipal_unit: '905601' } } } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const staff = await apiAuth(request, 'demo.staff');
  const locale = (await (await request.get('/api/users/profile', { headers: staff })).json()).locale as string;
  try {
    expect((await request.post('/api/users/locale', { headers: staff, data: { locale: 'el' } })).ok()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'demo.staff');
    await page.getByRole('link', { name: 'Συνοπτική εικόνα' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ο φορέας με μια ματιά' })).toBeVisible();

    // one standard: kept in the address, every pipeline row of it alone
    await page.getByLabel('Πρότυπο', { exact: true }).selectOption('globalgap');
    await expect(page).toHaveURL(/[?&]standard=globalgap/);
    // and one region: the farmer's
    await page.getByLabel('Περιφέρεια', { exact: true }).selectOption('2');
    await expect(page).toHaveURL(/[?&]region=2(&|$)/);
    const pipeline = page.getByTestId('overview-pipeline');
    // the page has drawn the region: the address changes first and the page after it, in a
    // transition, so until then it showed the last figures without being busy (on a busy machine
    // a figure read in that moment counted the whole country's applications: 8 against 1)
    await expect(pipeline.getByRole('link').first()).toHaveAttribute('href', /[?&]region=2(&|$)/);
    // the figures of both filters have come: until then the page shows the last ones, marked busy
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(pipeline.locator('tbody tr')).toHaveCount(6);
    await expect(pipeline.locator('tbody th', { hasText: 'Βιολογική' })).toHaveCount(0);
    // the farmer's application waits for its review
    const review = pipeline.locator('tbody tr', { hasText: 'Έλεγχος αίτησης' }).locator('td').first().getByRole('link');
    const figure = Number((await review.textContent())?.replace(/\D/g, ''));
    expect(figure).toBeGreaterThan(0);

    // sanctions and suspensions: a row a month with the figures of both years
    await expect(page.getByTestId('overview-sanctions').locator('tbody tr')).toHaveCount(12);

    expect(await wcagViolations(page)).toEqual([]);
    await shot(page, 'staff-overview');
    await wholePage(page, 1280);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(pipeline).toBeVisible();
    // nothing wider than the phone: tables scroll inside their frames
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(page)).toEqual([]);
    await shot(page, 'staff-overview');
    await wholePage(page, 360);

    // the figure is a link to the queue filtered to those applications: as many rows
    await review.click();
    await expect(page).toHaveURL(/\/staff\/applications\?/);
    const queueAddress = new URL(page.url()).searchParams;
    expect(Object.fromEntries(queueAddress)).toMatchObject({ step: 'review', type: 'globalgap', region: '2' });
    await expect(page.getByLabel('Στάδιο', { exact: true })).toHaveValue('review');
    await expect(page.getByLabel('Τύπος', { exact: true })).toHaveValue('globalgap');
    // a page holds 50: beyond, the first page of them (the whole suite leaves many)
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(figure, 50));
    if (figure <= 50) await expect(page.locator(`a[href="/staff/applications/${id}"]`)).toHaveCount(1);
  } finally {
    await request.post('/api/users/locale', { headers: staff, data: { locale } });
  }
});
