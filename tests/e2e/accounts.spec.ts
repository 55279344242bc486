import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { afm, mailedLink, mailsTo, registeredAccount } from './outbox';

// These screens are checked in English; the other languages share the same message ids.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
  });
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a farmer registers, confirms the e-mail from the outbox, and completes the profile with two handling sites', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const n = Date.now() % 10_000_000;
  const username = `e2e.farmer.${n}`;
  const email = `${username}@example.org`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const form = page.locator('form#forms-register-individual');
  // in English the form asks for the country (in Greek or Spanish it follows the language)
  await form.locator('#root_user_details_country').selectOption({ label: 'Greece' });
  await form.getByLabel(/^First name/).fill('Ελένη');
  await form.getByLabel(/^Last name/).fill('Δημητρίου');
  await form.getByLabel(/^Tax number/).fill(afm(n));
  await form.getByLabel(/^Mobile phone/).fill('6912345678');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Password/).fill('Kalimera2026');
  await form.getByLabel(/^Confirm password/).fill('Kalimera2026');
  await form.getByText('By post', { exact: true }).click();
  expect(await fitsWidth(page)).toBe(true);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // not verified yet: sign-in says so and offers to send the link again
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill('Kalimera2026');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not verified');
  await expect(page.getByRole('button', { name: 'Send the confirmation email again' })).toBeVisible();

  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
  // the link opened a second time says so, and leads to the sign-in
  await page.reload();
  await expect(page.getByText('Your email was already confirmed with this link. You can sign in.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();

  await signIn(page, username, 'Kalimera2026');
  // the first page says the profile is incomplete and leads to it
  await expect(page.getByTestId('profile-incomplete')).toContainText('Your profile is not complete yet');
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByTestId('profile-status')).toContainText('incomplete');
  // the handling manager's fields share their labels with the user's: reach them by id
  await page.locator('#root_handling_manager_first_name').fill('Κώστας');
  await page.locator('#root_handling_manager_last_name').fill('Δημητρίου');
  await page.locator('#root_handling_manager_phone').fill('6987654321');

  await page.getByRole('button', { name: 'Add handling site' }).click();
  await page.getByRole('button', { name: 'Add handling site' }).click();
  const first = page.getByRole('listitem', { name: /Handling site 1/ });
  const second = page.getByRole('listitem', { name: /Handling site 2/ });
  await first.getByLabel(/^Name/).fill('Κτήμα Λιοσίων');
  await first.getByLabel(/^Latitude/).fill('38.0800');
  await first.getByLabel(/^Longitude/).fill('23.7000');
  await second.getByLabel(/^Name/).fill('Αποθήκη');
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // the save that locks the profile asks first; keeping on editing saves nothing
  const lock = page.getByRole('alertdialog', { name: 'Save and lock your profile?' });
  await lock.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByTestId('profile-status')).toContainText('incomplete');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await lock.getByRole('button', { name: 'Save and lock' }).click();

  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByTestId('profile-status')).toContainText('Your profile is complete');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  // locked: it says who may change it, and a farmer without a consultant asks the body from here
  await page.getByTestId('profile-locked').getByRole('link', { name: 'Ask the certification body for a change' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=profile$/);
  await expect(page.getByLabel(/^Subject/)).toHaveValue('A change to my profile details');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'My applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByTestId('profile-incomplete')).toHaveCount(0);
});

test('staff approve a consultant registration and the consultant is told by e-mail', async ({ page, request }) => {
  const consultant = await registeredAccount(request, 'consultant', 'consultant');
  await signIn(page, 'demo.staff');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Consultant registrations' }).click();
  await expect(page).toHaveURL(/\/staff\/consultants$/);
  await page.getByRole('button', { name: `Approve: ${consultant.name}` }).click();
  await expect(page.getByText(`${consultant.name} was approved and notified by email.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve: ${consultant.name}` })).toHaveCount(0);
  // mail goes through the queue: it arrives within a poll or two
  await expect.poll(() => mailsTo(consultant.email).at(-1)?.subject).toBe('Your registration was approved');

  await page.getByRole('button', { name: 'Exit' }).click();
  await signIn(page, consultant.username, 'Firstpass2026');
  await expect(page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Customers' })).toBeVisible();
});

test('a user resets a forgotten password with the mailed link', async ({ page, request }) => {
  const farmer = await registeredAccount(request, 'client', 'reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // the sign-in page, with its own Username field, stays until the next page's code has come
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel(/^Username/).fill(farmer.username);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('If an account matches, we have sent it an email.')).toBeVisible();

  await page.goto(await mailedLink(farmer.email, '/reset-password'));
  await page.getByLabel(/^New password/).fill('Secondpass2026');
  await page.getByLabel(/^Confirm password/).fill('Secondpass2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  await signIn(page, farmer.username, 'Secondpass2026');
});

test('an invalid reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-token&username=demo.farmer.gr');
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText('If an account matches, we have sent it an email.')).toBeVisible();
});
