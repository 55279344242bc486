import { expect, test } from '@playwright/test';
import { signIn, storedSession } from './support';

// This project's server issues access tokens that live 3 seconds.
const ACCESS_TOKEN_LIFETIME_MS = 3_000;

test('an expired access token is refreshed and the call retried; the user stays signed in', async ({ page }) => {
  await signIn(page, 'demo.farmer.gr');
  const before = await storedSession(page);
  await page.waitForTimeout(ACCESS_TOKEN_LIFETIME_MS + 1_000);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/users/refresh-token'));
  const retried = page.waitForResponse(
    (r) => r.url().includes('/api/users/profile') && r.status() === 200,
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await retried;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Γιώργος Παπαδόπουλος');
  const after = await storedSession(page);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
  expect(after?.accessToken).not.toBe(before?.accessToken);
});

test('a reused refresh token revokes the session and the user is logged out', async ({ page, request }) => {
  await signIn(page, 'demo.farmer.es');
  const stolen = (await storedSession(page))!;
  // Somebody else uses the refresh token first, and its successor too: the page now holds a
  // token whose successor was used, which no lost answer explains.
  const theft = await request.post('/api/users/refresh-token', { headers: { Authorization: `Bearer ${stolen.refreshToken}` } });
  expect(theft.status()).toBe(200);
  const second = await request.post('/api/users/refresh-token', { headers: { Authorization: `Bearer ${(await theft.json()).refresh_token}` } });
  expect(second.status()).toBe(200);
  await page.waitForTimeout(ACCESS_TOKEN_LIFETIME_MS + 1_000);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
  // and the thief's latest token is dead too
  const thiefRefresh = await request.post('/api/users/refresh-token', {
    headers: { Authorization: `Bearer ${(await second.json()).refresh_token}` },
  });
  expect(thiefRefresh.status()).toBe(401);
});

test('no refresh token: a 401 logs the user out', async ({ page }) => {
  await signIn(page, 'demo.staff');
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session')!);
    localStorage.setItem('session', JSON.stringify({ ...session, accessToken: 'expired.token.x', refreshToken: '' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});
