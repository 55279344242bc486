import { expect, test, type Page } from '@playwright/test';
import { apiAuth, submittedApplication } from './api-support';
import { registeredAccount } from './outbox';
import { pressUntilFocused, shot } from './keyboard-support';
import { signIn } from './support';
import { wcagViolations } from './axe-support';

// The long lists come a page at a time (issue 36): the count of how many there are, and a
// "Load more" button the keyboard reaches and presses, which keeps the focus while the next
// page joins the rows. The page size in the address (`limit`) makes a few rows more than one page.

// the farmers registered in English; staff read either language
const LOAD_MORE = /^(Load more|Φόρτωση περισσότερων)$/;

/** Presses "Load more" by keyboard until the list has no more, checking the count and the focus each time. */
async function loadAllByKeyboard(page: Page, rows: () => Promise<number>, pageSize: number) {
  const more = page.getByRole('button', { name: LOAD_MORE });
  await pressUntilFocused(page, more);
  for (let presses = 0; presses < 100 && (await more.count()) > 0; presses += 1) {
    const before = await rows();
    await page.keyboard.press('Enter');
    await expect.poll(rows).toBeGreaterThan(before);
    expect(await rows()).toBeLessThanOrEqual(before + pageSize);
    // the button keeps the focus while there is more to load
    if ((await more.count()) > 0) await expect(more).toBeFocused();
  }
  await expect(more).toHaveCount(0);
}

test("a farmer's applications and staff's queue, page by page, by keyboard", async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  // one active application per farmer and standard: three farmers submit one each (staff's
  // queue); the first also has four drafts, five of their own
  const submitted: string[] = [];
  const farmers = [];
  for (const tag of ['paging-a', 'paging-b', 'paging-c']) {
    const account = await registeredAccount(request, 'client', tag);
    const headers = await apiAuth(request, account.username, 'Firstpass2026');
    const { id } = await (await request.get('/api/users/profile', { headers })).json();
    submitted.push(await submittedApplication(request, headers, id));
    farmers.push({ account, headers });
  }
  const [{ account, headers: farmer }] = farmers;
  for (let i = 0; i < 4; i += 1) {
    const created = await request.post('/api/applications', { headers: farmer, data: { type: 'globalgap' } });
    expect(created.status()).toBe(201);
  }

  // the farmer: two at a time, "2 of 5", then all five
  await signIn(page, account.username, 'Firstpass2026');
  await page.goto('/?limit=2');
  const table = page.getByRole('table').first();
  const farmerRows = () => table.locator('tbody tr').count();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 2 of 5' })).toBeVisible();
  await expect.poll(farmerRows).toBe(2);
  await shot(page, 'paging-farmer');
  await loadAllByKeyboard(page, farmerRows, 2);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 5 of 5' })).toBeVisible();
  expect(await farmerRows()).toBe(5);
  // the filter stays in the address, with the page size, and the pages start again under it
  await page.goto('/?limit=2&status=draft');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 2 of 4' })).toBeVisible();

  // staff: the queue two at a time until every application is there, the farmer's three among them
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, 'demo.staff');
  await staffPage.goto('/staff/applications?limit=2&type=globalgap');
  const staffTable = staffPage.getByRole('table');
  const queueRows = () => staffTable.locator('tbody tr').count();
  const count = staffPage.getByRole('status').filter({ hasText: /^(Showing|Εμφανίζονται) 2 (of|από) \d+$/ });
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(/(?:of|από) (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(3);
  await shot(staffPage, 'paging-staff');
  await staffPage.setViewportSize({ width: 360, height: 800 });
  await shot(staffPage, 'paging-staff');
  await loadAllByKeyboard(staffPage, queueRows, 2);
  expect(await queueRows()).toBe(total);
  for (const id of submitted) await expect(staffPage.locator(`a[href="/staff/applications/${id}"]`)).toHaveCount(1);
  await staffContext.close();
});

/** A Greek tax number (ΑΦΜ) with its check digit: eight digits, then Σ dᵢ·2⁸⁻ⁱ mod 11 mod 10. */
const afm = (eight: string) => eight + String((eight.split('').reduce((sum, d, i) => sum + Number(d) * 2 ** (8 - i), 0) % 11) % 10);

test("an employee's assigned customers: the first five, the rest by keyboard behind Load more", async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await apiAuth(request, 'demo.consultant');
  // new names and tax numbers on each run: the server keeps what an earlier try made
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const made = await request.post('/api/employees', {
    headers,
    data: { fullName: 'Σοφία Παγκράτη', username: `sofia.paging.${run}`, email: 'sofia@e2e.invalid', password: 'Initial2026pass' },
  });
  expect(made.status()).toBe(201);
  const employeeId = (await made.json()).id as number;
  for (let i = 0; i < 7; i += 1) {
    const customer = await request.post('/api/customers', {
      headers,
      data: { country: 1, type: 'individual', fullName: `Πελάτης Σελίδας ${i}`, identification: afm(`${i + 1}${run}${i}`), email: `paging.customer.${run}.${i}@e2e.invalid` },
    });
    expect(customer.status(), await customer.text()).toBe(201);
    const assigned = await request.put(`/api/customers/${(await customer.json()).id}/employee`, { headers, data: { employee_id: employeeId } });
    expect(assigned.status()).toBe(204);
  }
  await signIn(page, 'demo.consultant');
  await page.goto('/employees');
  const row = page.getByTestId(`employee-${employeeId}`);
  const customers = () => row.getByRole('cell').nth(4).getByRole('listitem').count();
  await expect.poll(customers).toBe(5);
  await shot(page, 'employee-assignments');
  // the button names whose list it loads: each employee's has a name of its own
  // (in the language the consultant's account speaks now: another spec may have switched it)
  const more = row.getByRole('button', { name: /^(Load more — Assigned customers|Φόρτωση περισσότερων — Ανατεθειμένοι πελάτες|Cargar más — Clientes asignados): Σοφία Παγκράτη$/ });
  await pressUntilFocused(page, more);
  await page.keyboard.press('Enter');
  await expect.poll(customers).toBe(7);
  await expect(row.getByRole('status').first()).toContainText('7');
  await expect(more).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await row.getByRole('cell').nth(4).scrollIntoViewIfNeeded();
  await shot(page, 'employee-assignments');
});
