import { expect, test } from '@playwright/test';
import { apiAuth, submittedApplication } from './api-support';
import { registeredAccount } from './outbox';
import { shot } from './keyboard-support';
import { signIn } from './support';
import { wcagViolations } from './axe-support';

// Staff work a queue (issue 29): they find an application by the holder's name typed without
// accents, in Greek or Latin letters, and by its reference; sort the queue; and see how many
// wait in each step, with the open certificate requests and sanctions beside it. The demo
// staff member reads English or Greek (english-staff.setup.ts; this spec reads the queue in
// Greek for its own part and gives the account its English back).

const SEARCH = /^(Name, reference, tax number or GGN|Όνομα, αριθμός αίτησης, ΑΦΜ ή GGN)$/;
const SEARCH_BUTTON = /^(Search|Αναζήτηση)$/;
const SORT = /^(Sort by|Ταξινόμηση)$/;
const STEP = /^(Step|Στάδιο)$/;

test('staff search the queue by a name typed without accents and by reference, sort it and see its counts', async ({ page, request }) => {
  test.setTimeout(180_000);
  // a farmer whose last name carries an accent: "Άννα Δοκιμή qsearch"
  const account = await registeredAccount(request, 'client', 'qsearch');
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const { id: customerId } = await (await request.get('/api/users/profile', { headers: farmer })).json();
  const id = await submittedApplication(request, farmer, customerId);
  const reference = (await (await request.get(`/api/applications/${id}`, { headers: farmer })).json()).reference as string;
  const row = (p = page) => p.locator(`a[href="/staff/applications/${id}"]`);

  const staff = await apiAuth(request, 'demo.staff');
  const locale = (await (await request.get('/api/users/profile', { headers: staff })).json()).locale as string;
  try {
    // the queue in Greek, as the body's own staff read it
    expect((await request.post('/api/users/locale', { headers: staff, data: { locale: 'el' } })).ok()).toBe(true);
    await signIn(page, 'demo.staff');
    await page.goto('/staff/applications');
    await expect(page.getByRole('table')).toBeVisible();

    // by name, without the accent, in Greek letters and then in Latin ones
    const search = page.getByRole('searchbox', { name: SEARCH });
    for (const typed of ['δοκιμη qsearch', 'DOKIMI qsearch']) {
      await search.fill(typed);
      await page.getByRole('button', { name: SEARCH_BUTTON }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(typed).replace(/%20/g, '(\\+|%20)')}`));
      await expect(row()).toHaveCount(1);
    }
    // the search stays in the address: a reload shows the same
    await page.reload();
    await expect(search).toHaveValue('DOKIMI qsearch');
    await expect(row()).toHaveCount(1);

    // by reference, typed in lower case without hyphens: only this one
    await search.fill(reference.toLowerCase().replace(/-/g, ' '));
    await search.press('Enter');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(row()).toHaveCount(1);

    // too short to search: said at the box, the list stays
    await search.fill('δο');
    await search.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /3/ })).toBeVisible();
    await expect(row()).toHaveCount(1);

    // counts per step on the step filter's choices, and what else waits, with links
    await search.fill('');
    await search.press('Enter');
    await expect(page).not.toHaveURL(/[?&]q=/);
    const review = page.getByLabel(STEP).locator('option[value="review"]');
    await expect(review).toHaveText(/\(\d[\d.,]*\+?\)$/);
    await expect(page.getByTestId('queue-open-requests')).toHaveText(/\d/);
    await expect(page.getByTestId('queue-open-sanctions')).toHaveAttribute('href', '/staff/applications?sanction=open');

    // sorted by type, then by due date: in the address, the application still there
    await page.getByLabel(SORT).selectOption('type');
    await expect(page).toHaveURL(/[?&]sort=type/);
    await expect(row()).toHaveCount(1);
    await page.getByLabel(SORT).selectOption('due');
    await expect(page).toHaveURL(/[?&]sort=due/);
    await expect(row()).toHaveCount(1);

    expect(await wcagViolations(page)).toEqual([]);
    await shot(page, 'staff-queue');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(row()).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await shot(page, 'staff-queue');
  } finally {
    await request.post('/api/users/locale', { headers: staff, data: { locale } });
  }
});

test('the queue fits 1,280 px with a long company name and a state with its badges: every column shown, no sideways scrolling, badges their own size', async ({ page }) => {
  // the rows staff meet at their longest (issue 47): a company with its tax number and contact
  // person, a partly suspended certificate, an overdue contract; the server's answer is replaced
  // so that the page is measured with them whatever the database holds
  const row = (n: number, over: Record<string, unknown> = {}) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`, reference: `GG-2027-00012${n}`, type: 'globalgap', status: 'certified', year: 2027,
    certificate: { status: 'partially_suspended', suspended_items: ['Πορτοκάλια Valencia Late', 'Μανταρίνια Clementine'] },
    state: 'contract_sent', step: 'contract', waiting_on: 'customer', overdue: true, risk_level: 'high',
    customer_name: 'Μαρία Σταυρακάκη', customer_company: 'Αγροτικός Συνεταιρισμός Εσπεριδοειδών Αργολίδας «Η Δήμητρα» Ι.Κ.Ε. (ΑΦΜ 801234567)',
    submitted_at: '2026-10-19T15:52:29.798Z', state_since: '2026-11-28T15:52:29.850Z', due_at: '2026-12-28T00:00:00.000Z', ...over,
  });
  await page.route(/\/api\/staff\/applications(\?|$)/, (route) =>
    route.fulfill({ json: { items: [row(1), row(2, { status: 'submitted', certificate: null, state: 'offer_sent', overdue: false, customer_company: null })], nextCursor: null, total: 2 } }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo.staff');
  await page.goto('/staff/applications');
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const frame = await table.evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth }));
  expect(frame.scroll).toBeLessThanOrEqual(frame.client);
  const edge = (await table.boundingBox())!;
  const risk = (await table.locator('thead th').last().boundingBox())!;
  expect(risk.x + risk.width).toBeLessThanOrEqual(edge.x + edge.width + 1);
  await expect(table.getByRole('cell', { name: /High|Υψηλό/ }).first()).toBeInViewport();
  // the status badge as wide as its word, not its column
  const badge = (await table.getByTestId('application-status').boundingBox())!;
  const cell = (await table.getByTestId('application-status').locator('xpath=ancestor::td').boundingBox())!;
  expect(badge.width).toBeLessThan(cell.width / 2);
  await shot(page, 'staff-queue-long');
});
