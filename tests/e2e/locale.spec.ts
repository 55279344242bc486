import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a guest switches the language; it survives a reload and sets the cookie', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Όνομα χρήστη')).toBeVisible();
  await page.getByLabel('Γλώσσα').selectOption('en');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  // 365 days, give or take the seconds the test took
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
});

test('a signed-in user switches to Spanish; it is saved on the server and kept after reload', async ({ page }) => {
  await signIn(page, 'demo.consultant');
  await page.getByLabel('Γλώσσα').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis solicitudes');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis solicitudes');
  const saved = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('session')!);
    const response = await fetch('/api/users/profile?properties=locale', { headers: { Authorization: `Bearer ${accessToken}` } });
    return response.json();
  });
  expect(saved).toEqual({ locale: 'es' });
  // sign out and in again on a fresh device: the saved language comes back
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, 'demo.consultant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis solicitudes');
});

test.describe('a first visit follows the browser\'s languages', () => {
  test('a Spanish browser opens the login page in Spanish', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'es-ES', baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByLabel('Nombre de usuario')).toBeVisible();
    await context.close();
  });

  test('a browser in a language the portal does not speak gets Greek', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByLabel('Όνομα χρήστη')).toBeVisible();
    await context.close();
  });
});
