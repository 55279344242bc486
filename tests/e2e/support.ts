import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass2026';

/** Signs in through the login screen, as a person would, and waits for the home page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/Username|Όνομα χρήστη|Nombre de usuario/).fill(username);
  await page.getByLabel(/^(Password|Κωδικός πρόσβασης|Contraseña)/).fill(password);
  await page.locator('form').getByRole('button').click();
  await expect(page).toHaveURL(/\/$/);
  // The home page reloads the profile and writes the session back to storage: let that
  // finish, or a test that edits storage next would see its change overwritten.
  await page.waitForLoadState('networkidle');
}

export async function storedSession(page: Page): Promise<{ accessToken: string; refreshToken: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
}
