import { expect, type Page, type Request } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass2026';

/** Signs in through the login screen, as a person would, and waits for the home page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  // Sign-in reads the profile, and the home page reads it again and writes the session back
  // to storage. The second navigation is client-side, so 'networkidle' (reached by the first
  // page load) does not wait for it: count the profile reads instead.
  let profileReads = 0;
  const onFinished = (request: Request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/users/profile') profileReads += 1;
  };
  page.on('requestfinished', onFinished);
  await page.goto('/login');
  await page.getByLabel(/Username|Όνομα χρήστη|Nombre de usuario/).fill(username);
  await page.getByLabel(/^(Password|Κωδικός πρόσβασης|Contraseña)/).fill(password);
  await page.locator('form').getByRole('button').click();
  await expect(page).toHaveURL(/\/$/);
  // Let the home page's profile reload finish and be written, or a test that edits storage
  // next would see its change overwritten.
  await expect.poll(() => profileReads).toBeGreaterThanOrEqual(2);
  page.off('requestfinished', onFinished);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

export async function storedSession(page: Page): Promise<{ accessToken: string; refreshToken: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
}
