import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuth, submittedApplication } from './api-support';
import { wcagViolations } from './axe-support';
import { mailedLink, registeredAccount } from './outbox';
import { signIn } from './support';
import { actAs, uploadAs } from './sanction-support';

// Staff accounts (docs/staff-accounts.md): the administrator adds an inspector on the screen,
// plans an inspection choosing them, the inspector finds it under "My inspections", and once
// deactivated signs in no more.
test.use({ actionTimeout: 15_000 });
// a farmer, an application taken to the inspection, two people signing in: long on a shared machine
test.setTimeout(300_000);
const slow = expect.configure({ timeout: 60_000 });
const nextYear = new Date().getUTCFullYear() + 1;

/** An application whose inspection is to be planned, its farmer's name. */
async function awaitingInspection(request: APIRequestContext) {
  const account = await registeredAccount(request, 'client', 'inspected');
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const staff = await apiAuth(request, 'demo.staff');
  const { id: farmerId } = await (await request.get('/api/users/profile', { headers: farmer })).json();
  const id = await submittedApplication(request, farmer, farmerId);
  await actAs(request, staff, id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
  await actAs(request, staff, id, `/staff/applications/${id}/offer`, { amount: 300, expires_on: `${nextYear}-12-31` });
  await actAs(request, farmer, id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await uploadAs(request, farmer, 'offer.pdf') });
  await actAs(request, staff, id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: `${nextYear}-01-01` });
  await actAs(request, farmer, id, `/applications/${id}/contract/signature`, { signed_contract: await uploadAs(request, farmer, 'contract.pdf') });
  return { id, customer: account.name };
}

async function expectNoViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

test('a staff administrator adds an inspector, plans an inspection for them, the inspector sees it as theirs, and a deactivated inspector signs in no more', async ({ page, browser, request }) => {
  const n = Date.now() % 10_000_000;
  const username = `e2e.inspector.${n}`;
  const email = `${username}@example.org`;
  const { id, customer } = await awaitingInspection(request);

  // The administrator adds the inspector on the staff accounts screen.
  await signIn(page, 'demo.staff');
  await page.getByRole('link', { name: 'Staff accounts' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await slow(page.getByTestId('staff-account-demo.inspector1')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  const form = page.locator('form');
  await form.getByLabel(/^First name/).fill('Ηλίας');
  await form.getByLabel(/^Last name/).fill(`Δοκιμαστής ${n}`);
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Language/).selectOption({ label: 'Ελληνικά' });
  await form.getByRole('checkbox', { name: 'Inspector' }).check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Add and send the invitation' }).click();
  const row = page.getByTestId(`staff-account-${username}`);
  // the list is in the order accounts were added: the new one may be behind "Load more"
  await expect(page.getByText(`Ηλίας Δοκιμαστής ${n} was added`)).toBeVisible();
  while (!(await row.isVisible()) && (await page.getByRole('button', { name: /Load more|Show more/ }).isVisible())) {
    await page.getByRole('button', { name: /Load more|Show more/ }).click();
  }
  await expect(row).toContainText('Inspector');
  await expect(row).toContainText('Active');

  // The inspector sets a password through the mailed link.
  const inspectorContext = await browser.newContext();
  const inspector = await inspectorContext.newPage();
  await inspector.goto(await mailedLink(email, '/reset-password'));
  await inspector.getByLabel(/^(New password|Νέος κωδικός)/).fill('Inspector2026pass');
  await inspector.getByLabel(/^(Confirm password|Επιβεβαίωση)/).fill('Inspector2026pass');
  await inspector.locator('form').getByRole('button').click();
  await expect(inspector.getByText(/Sign in with the new one|Συνδεθείτε με τον νέο/)).toBeVisible();

  // The administrator plans the inspection, choosing the new inspector from the list.
  await page.goto(`/staff/applications/${id}`);
  await slow(page.getByLabel('Inspection date')).toBeVisible();
  await page.getByLabel('Inspection date').fill(`15/03/${nextYear}`);
  await page.getByLabel('Inspector').selectOption({ label: `Ηλίας Δοκιμαστής ${n}` });
  await page.getByRole('button', { name: 'Save the inspection plan' }).click();
  await slow(page.getByTestId('sent-line')).toContainText('Inspection planned');

  // The inspector signs in (in Greek, the account's language) and finds it under "My inspections".
  await signIn(inspector, username, 'Inspector2026pass');
  await inspector.getByRole('link', { name: 'Οι επιθεωρήσεις μου' }).first().click();
  await expect(inspector.getByTestId('queue-mine').locator('input')).toBeChecked();
  await slow(inspector.getByRole('link', { name: customer })).toBeVisible();
  await expect(inspector.getByRole('table').getByRole('row')).toHaveCount(2);

  // Deactivated: the inspector's next call ends the session, and signing in is refused.
  await page.goto('/staff/accounts');
  while (!(await row.isVisible()) && (await page.getByRole('button', { name: /Load more|Show more/ }).isVisible())) {
    await page.getByRole('button', { name: /Load more|Show more/ }).click();
  }
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');

  await inspector.reload();
  await slow(inspector).toHaveURL(/\/login/);
  await inspector.getByLabel('Όνομα χρήστη').fill(username);
  await inspector.getByLabel(/^Κωδικός πρόσβασης/).fill('Inspector2026pass');
  await inspector.locator('form').getByRole('button').click();
  await expect(inspector.getByText('Ο λογαριασμός αυτός έχει απενεργοποιηθεί.', { exact: false })).toBeVisible();
  await inspectorContext.close();
});
