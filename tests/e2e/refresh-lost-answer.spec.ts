import { expect, test } from '@playwright/test';
import { signIn, storedSession } from './support';

// A phone's connection drops, or the person reloads, while the page exchanges its refresh token:
// the server has exchanged it, the page never got the answer. On the main server (15-minute
// access tokens), so that only the expiry this test makes starts a refresh.
test('an answer lost while the token is refreshed (a reload, a dropped connection) leaves the person signed in', async ({ page }) => {
  await signIn(page, 'demo.farmer.gr');
  // the refresh reaches the server and is exchanged there, but its answer never comes back
  let lost = false;
  await page.route('**/api/users/refresh-token', async (route) => {
    if (lost) return route.continue();
    await route.fetch();
    lost = true;
    await route.abort('connectionreset');
  });
  // the access token has expired, as after a while away: the page's next call refreshes it
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session')!);
    localStorage.setItem('session', JSON.stringify({ ...session, accessToken: 'expired.token.x' }));
  });
  const before = (await storedSession(page))!;
  await page.reload();
  await expect.poll(() => lost).toBe(true);
  // the page kept the person's session rather than signing them out (its next call may already
  // have presented the same token again and got in)
  expect(await storedSession(page)).not.toBeNull();
  // a load presents the kept token again, and the server takes it as the retry it is
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Γιώργος Παπαδόπουλος');
  await expect.poll(async () => (await storedSession(page))?.refreshToken).not.toBe(before.refreshToken);
});
