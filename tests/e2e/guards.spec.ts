import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { wcagViolations } from './axe-support';

const guestPages = ['/login', '/register', '/forgot-password', '/forgot-username', '/verify-email', '/reset-password?token=t&username=u'];
const signedInPages = ['/', '/news', '/notifications', '/contact', '/settings', '/customers', '/employees', '/profile', '/applications/global/add'];

test('guests reach only the guest pages; everything else sends them to /login', async ({ page }) => {
  for (const path of guestPages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  }
  for (const path of signedInPages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('/reset-password without token and username goes to /login', async ({ page }) => {
  for (const path of ['/reset-password', '/reset-password?token=abc', '/reset-password?username=u']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('signed-in users on guest pages go to /', async ({ page }) => {
  await signIn(page, 'demo.farmer.es');
  for (const path of guestPages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

const roleCases: { user: string; allowed: string[]; refused: string[] }[] = [
  {
    user: 'demo.farmer.gr',
    allowed: ['/applications/bio/add', '/applications/global/add', '/news', '/settings'],
    // an application that is not theirs (here: none) is refused by validate-application-access
    refused: ['/customers', '/customers/add', '/customers/edit/1', '/customers/preview/1', '/employees', '/profile', '/applications/bio/edit/1'],
  },
  { user: 'demo.farmer.es', allowed: ['/applications/global/add'], refused: ['/applications/bio/add', '/applications/bio/inner/1'] },
  { user: 'demo.consultant', allowed: ['/customers', '/customers/add', '/customers/preview/2', '/employees'], refused: ['/profile'] },
  { user: 'demo.employee', allowed: ['/employees', '/profile'], refused: ['/customers', '/customers/add'] },
];

for (const { user, allowed, refused } of roleCases) {
  test(`role guards for ${user}: refused pages send the user to /`, async ({ page }) => {
    await signIn(page, user);
    for (const path of allowed) {
      await page.goto(path);
      // Starting an application opens the new draft in the wizard.
      const expected = path.endsWith('/add') ? `${path.slice(0, -'/add'.length)}/(add|edit/[0-9a-f-]{36})$` : `${path}$`;
      await expect(page, path).toHaveURL(new RegExp(expected));
    }
    for (const path of refused) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });
}

test('unknown routes and /playground show the 404 page', async ({ page }) => {
  await page.goto('/playground/button');
  await expect(page).toHaveURL(/\/404$/);
  for (const path of ['/404', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Η σελίδα δεν βρέθηκε')).toBeVisible();
    await expect(page.getByRole('img', { name: 'AgriCert' })).toBeVisible();
    await expect(page.getByTestId('not-found-splash')).toBeVisible();
    // what every page has: its title, "Skip to content" first, a banner and a main landmark
    await expect(page).toHaveTitle('Η σελίδα δεν βρέθηκε · Πύλη AgriCert');
    await expect(page.getByRole('banner').getByRole('img', { name: 'AgriCert' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Μετάβαση στο περιεχόμενο' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeFocused();
    expect(await wcagViolations(page, { bestPractice: true })).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('not-found-splash')).toBeHidden();
  await page.getByRole('link', { name: 'Επιστροφή στην πύλη' }).click();
  await expect(page).toHaveURL(/\/login$/); // a guest is then asked to sign in
});
