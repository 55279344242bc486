import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe-support';
import { actAs, certifiedFarmer } from './sanction-support';

test.use({ actionTimeout: 15_000 });
const slow = expect.configure({ timeout: 60_000 });

// The register's search page without JavaScript (a basic phone, a crawler): the server renders
// the search form and its results (register-page-html.ts). A guest finds a holder typed surname
// first, and by the regional unit of the holder's address.
test('a guest with JavaScript off finds a holder surname first and by regional unit on the register page', async ({ request, browser }) => {
  test.setTimeout(300_000);
  const tag = `nojs${Date.now() % 100_000}`;
  const { account, farmer, farmerId, staff, id } = await certifiedFarmer(request, tag);
  // a partial suspension a week ahead: announced, not in force
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await actAs(request, staff, id, `/staff/applications/${id}/certificate/status`, { change: 'suspend_partially', items: ['Olives'], reason: 'Υπολείμματα.', effective_from: inAWeek });
  // the holder's address in Chalkidiki (Central Macedonia), town Arnaia
  const profile = await (await request.get('/api/users/profile', { headers: farmer })).json();
  const { country: _country, ...details } = profile.user_details as Record<string, unknown>;
  const saved = await request.put('/api/users/profile', {
    headers: farmer,
    data: { id: farmerId, user_details: { ...details, address: { division: { region: '2', prefecture: '0207', municipal_unit: '905601' } } } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  for (const width of [360, 1280]) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'el-GR', viewport: { width, height: 900 } });
    const guest = await context.newPage();
    await guest.goto('/public-register');
    await expect(guest).toHaveTitle('Μητρώο πιστοποιημένων παραγωγών');
    await expect(guest.getByRole('heading', { level: 1, name: 'Μητρώο πιστοποιημένων παραγωγών' })).toBeVisible();

    // surname first, each word a start of a word, without accents
    await guest.getByLabel('Όνομα κατόχου').fill(`δοκιμη ${tag} αννα`);
    await guest.getByRole('button', { name: 'Αναζήτηση' }).click();
    await expect(guest).toHaveURL(/\/public-register\?.*name=/);
    const found = guest.getByTestId('register-entry').filter({ hasText: account.name });
    await slow(found).toHaveCount(1);
    await expect(found).toContainText('Χαλκιδικής');
    await expect(found).toContainText(/Σε ισχύ.*Προγραμματισμένο: Σε μερική αναστολή από/s);
    await expect(guest.getByLabel('Όνομα κατόχου')).toHaveValue(`δοκιμη ${tag} αννα`);

    // by the regional unit, in Latin letters, narrowed to this holder by the surname's start
    await guest.getByLabel('Όνομα κατόχου').fill(tag);
    await guest.getByLabel('Περιφέρεια, περιφερειακή ενότητα ή δήμος').fill('Chalkidiki');
    await guest.getByRole('button', { name: 'Αναζήτηση' }).click();
    await slow(guest.getByTestId('register-entry').filter({ hasText: account.name })).toHaveCount(1);
    // the certificate's own page, without JavaScript too
    await guest.getByRole('link', { name: /^Πιστοποιητικό / }).first().click();
    await slow(guest.getByRole('heading', { level: 1, name: 'Επαλήθευση πιστοποιητικού' })).toBeVisible();
    await expect(guest.getByText(/Έκδοση, σε ισχύ από/)).toBeVisible();

    await guest.goBack();
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await guest.screenshot({ path: test.info().outputPath(`register-no-script-${width}.png`), fullPage: true });
    await context.close();
  }

  // the same page with JavaScript: the app's, which the block above leaves alone
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ locale: 'el-GR', viewport: { width, height: 900 } });
    const guest = await context.newPage();
    await guest.goto(`/public-register?name=${tag}`);
    const entry = guest.getByTestId('register-entry').filter({ hasText: account.name });
    await slow(entry).toBeVisible();
    await expect(entry.getByTestId('certificate-scheduled')).toContainText('Προγραμματισμένο: Σε μερική αναστολή από');
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await guest.screenshot({ path: test.info().outputPath(`register-app-${width}.png`), fullPage: true });
    await entry.getByRole('link').click();
    await slow(guest.getByTestId('certificate-live-status')).toContainText('Σε ισχύ');
    await expect(guest.getByTestId('certificate-as-of')).toHaveText(/Κατάσταση στις .*\d{1,2}:\d{2}.*(EET|EEST|UTC|GMT|ΩΑΕ)/);
    await expect(guest.getByTestId('certificate-scheduled')).toContainText('Σε μερική αναστολή');
    await expect(guest.getByTestId('history-line').first()).toContainText('Έκδοση, σε ισχύ από');
    expect(await wcagViolations(guest)).toEqual([]);
    await guest.screenshot({ path: test.info().outputPath(`verify-app-${width}.png`), fullPage: true });
    await context.close();
  }
});
