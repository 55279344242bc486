import { expect, test } from '@playwright/test';
import { signIn, storedSession } from './support';

test('a farmer signs in, sees the main layout, and exits', async ({ page }) => {
  await signIn(page, 'demo.farmer.gr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Οι αιτήσεις μου');
  await expect(page.getByTestId('signed-in-as')).toHaveText('Γιώργος Παπαδόπουλος');
  const session = await storedSession(page);
  expect(session).toMatchObject({ role: 'client', country: 1, isEmployee: false, locale: 'el', email: 'farmer.gr@demo.invalid' });
  await page.getByRole('button', { name: 'Έξοδος' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
  // the refresh token was revoked on the server too: back is not a way in
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password gets one generic message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Όνομα χρήστη').fill('demo.staff');
  await page.getByLabel(/^Κωδικός πρόσβασης/).fill('not-the-password');
  await page.locator('form').getByRole('button').click();
  await expect(page.getByRole('alert')).toHaveText('Λάθος όνομα χρήστη ή κωδικός πρόσβασης.');
  await expect(page.getByLabel('Όνομα χρήστη')).toHaveValue('demo.staff');
  await expect(page).toHaveURL(/\/login$/);
});

test('the navigation shows what each role may reach', async ({ page }) => {
  await signIn(page, 'demo.consultant');
  const nav = page.getByRole('navigation', { name: 'Κύριο μενού' });
  await expect(nav.getByRole('link', { name: 'Πελάτες' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Υπάλληλοι' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Προφίλ' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Πελάτες' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page).toHaveTitle(/Πελάτες/);
});
