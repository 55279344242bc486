import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAuth, completeGlobalgapAnswers, withOwnUploads } from './api-support';
import { registeredAccount } from './outbox';
import { signedPdf } from './wizard-support';
import { chooseWithArrows, expectNamedFocus, expectVisibleFocusRing, pressUntilFocused, signInByKeyboard } from './keyboard-support';

// Keyboard alone (no clicks), in Greek, on a wide screen and a phone's: after every action
// focus is on a named element, never the page's body, and shows a ring of 3:1 or more.
test.use({ actionTimeout: 15_000 });
const slow = expect.configure({ timeout: 60_000 });
const fixture = (name: string) => JSON.parse(fs.readFileSync(`schemas/fixtures/${name}.json`, 'utf8')) as Record<string, unknown>;
const shots = process.env.A11Y_SHOTS;

/** Every control, link, image and landmark of the open step has a name (axe's naming rules over the accessibility tree). */
async function expectEverythingNamed(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules(['label', 'button-name', 'link-name', 'select-name', 'input-button-name', 'aria-input-field-name', 'aria-toggle-field-name', 'image-alt', 'landmark-unique', 'frame-title', 'scrollable-region-focusable'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 740 } });

    test('a farmer signs in, walks the organic wizard to the submission step and uploads, by keyboard alone', async ({ page, request }) => {
      test.setTimeout(300_000);
      const account = await registeredAccount(request, 'client', `kb${width}`);
      const headers = await apiAuth(request, account.username, 'Firstpass2026');
      // a Greek farmer: the portal speaks the saved language after sign-in
      expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);
      const created = await request.post('/api/applications', { headers, data: { type: 'bio' } });
      expect(created.status()).toBe(201);
      const { id, row_version } = (await created.json()).application;
      // Every step answered but the purpose (step 1), so that the error summary has a radio group to lead to.
      const answers = await withOwnUploads(request, headers, {
        general: { ...fixture('common/general'), year: 2027, purpose: undefined, transfer: undefined },
        scope: { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: ['olives', 'vines', 'vegetables', 'wild_collection'] }, activities: ['production'] },
        'handling-sites': fixture('common/handling-sites'),
        'certification-options': fixture('common/certification-options'),
        'plant-production': fixture('bio/plant-production'),
        'responsible-statement': fixture('common/responsible-statement'),
        gdpr: fixture('common/gdpr'),
        terms: fixture('common/terms-of-use'),
      });
      const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'general', row_version } });
      expect(saved.ok(), await saved.text()).toBe(true);

      await signInByKeyboard(page, account.username, 'Firstpass2026');
      await shot(page, `home-${width}`);
      await page.goto(`/applications/bio/edit/${id}`);
      await slow(page.getByTestId('wizard-position')).toHaveText(/^Βήμα 1 από 10$/);
      await expect(page).toHaveTitle(/^Βήμα 1 από 10: .+ · Πύλη AgriCert$/);
      await slow(page.getByRole('button', { name: 'Αποθήκευση και συνέχεια' })).toBeVisible();

      // The skip link is the first stop and leads past the header and the step list to the step.
      await page.keyboard.press('Tab');
      await expect(await expectNamedFocus(page)).toHaveAccessibleName('Μετάβαση στο περιεχόμενο');
      await page.keyboard.press('Enter');
      const stepHeading = await expectNamedFocus(page);
      await expect(stepHeading).toHaveJSProperty('tagName', 'H2');

      // Continue without the purpose: the error summary takes focus, its link lands on the first choice.
      const continueButton = page.getByRole('button', { name: 'Αποθήκευση και συνέχεια' });
      await pressUntilFocused(page, continueButton);
      await expectVisibleFocusRing(page);
      await shot(page, `continue-focused-${width}`);
      await page.keyboard.press('Enter');
      const summary = page.getByRole('alert').filter({ hasText: 'Υπάρχει πρόβλημα' });
      await expect(summary).toBeFocused();
      const links = summary.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await expectVisibleFocusRing(page);
      await page.keyboard.press('Enter');
      const purpose = page.getByRole('radiogroup', { name: /^Σκοπός της αίτησης/ });
      await expect(purpose).toHaveAttribute('aria-required', 'true');
      await expect(purpose.getByRole('radio').first()).toBeFocused();
      await expectVisibleFocusRing(page);
      await shot(page, `radio-focused-${width}`);
      await page.keyboard.press('Space');
      await expect(purpose.getByRole('radio', { name: 'Αρχική πιστοποίηση' })).toBeChecked();

      // Every step by Save and continue, focus on the heading that names the new step.
      const goOn = async (position: number) => {
        await pressUntilFocused(page, page.getByRole('button', { name: 'Αποθήκευση και συνέχεια' }));
        await page.keyboard.press('Enter');
        const heading = page.getByRole('heading', { level: 1, name: new RegExp(`Βήμα ${position} από 10`) });
        await slow(heading).toBeFocused();
        await expect(page).toHaveTitle(new RegExp(`^Βήμα ${position} από 10: .+ · Πύλη AgriCert$`));
        await expectNamedFocus(page);
        await expectEverythingNamed(page);
      };
      await goOn(2);
      await goOn(3);

      // Handling sites: the location typed, then cleared, then typed again.
      const latitude = page.getByRole('textbox', { name: 'Γεωγραφικό πλάτος' }).first();
      await pressUntilFocused(page, latitude);
      await expectVisibleFocusRing(page);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('38.2466');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('21.7346');
      await page.keyboard.press('Tab');
      const clear = page.getByRole('button', { name: 'Καθαρισμός τοποθεσίας' }).first();
      await expect(clear).toBeFocused();
      await expectVisibleFocusRing(page);
      await page.keyboard.press('Enter');
      await expect(latitude).toBeFocused();
      await expect(latitude).toHaveValue('');
      await page.keyboard.type('38.2466');
      await page.keyboard.press('Tab');
      await page.keyboard.type('21.7346');
      // the map after them is a named stop
      await pressUntilFocused(page, page.getByRole('application', { name: /χάρτ|Χάρτ/ }).first(), 'Tab', 6).catch(() => undefined);
      await expectNamedFocus(page);
      await goOn(4);
      await goOn(5);

      // The parcel grid: Enter never sends the step, nor leaves blank rows behind.
      const grid = page.getByRole('grid', { name: /^Αγροτεμάχια/ });
      const rowsBefore = await grid.getAttribute('aria-rowcount');
      for (let i = 0; i < 80 && !(await grid.evaluate((element) => element.contains(document.activeElement))); i += 1) await page.keyboard.press('Tab');
      await expectNamedFocus(page);
      await expectVisibleFocusRing(page);
      await shot(page, `grid-focused-${width}`);
      await page.keyboard.press('PageDown');
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Υπάρχει πρόβλημα' })).toHaveCount(0);
      await expect(page.getByTestId('wizard-position')).toHaveText('Βήμα 5 από 10');
      await page.keyboard.press('ArrowUp');
      await expect(grid).toHaveAttribute('aria-rowcount', rowsBefore!);
      await expectNamedFocus(page);
      await goOn(6);
      await goOn(7);
      await goOn(8);
      await goOn(9);
      // the answers page
      await expect(page.getByRole('heading', { level: 2, name: 'Έλεγχος απαντήσεων' })).toBeVisible();
      await shot(page, `answers-${width}`);
      // At 200 % text (WCAG 1.4.4) the answers still fit the width: nothing scrolls sideways.
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const sideways = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1 && !element.closest('[role="region"][tabindex]'))
          .map((element) => `${element.tagName}.${element.className}: ${element.textContent?.slice(0, 40)}`);
        return { overflow: document.documentElement.scrollWidth - width, wide: wide.slice(-5) };
      });
      await shot(page, `answers-200pc-${width}`);
      expect(sideways.overflow, sideways.wide.join('\n')).toBeLessThanOrEqual(0);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '';
      });
      const reviewContinue = page.getByRole('button', { name: 'Αποθήκευση και συνέχεια' });
      await pressUntilFocused(page, reviewContinue, 'Tab', 400);
      await page.keyboard.press('Enter');
      await slow(page.getByRole('heading', { level: 1, name: /Βήμα 10 από 10/ })).toBeFocused();

      // The uploads: each button says what it uploads, and is used with the keyboard.
      const upload = page.getByLabel('Επιλογή αρχείων: Υπογεγραμμένη αίτηση', { exact: false }).first();
      await pressUntilFocused(page, upload);
      await expect(upload).toHaveAccessibleName(/^Επιλογή αρχε.+: .+/);
      await expectVisibleFocusRing(page);
      await shot(page, `upload-focused-${width}`);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(signedPdf('υπογεγραμμένη-αίτηση.pdf'));
      await slow(page.getByText('υπογεγραμμένη-αίτηση.pdf').first()).toBeVisible();
      await expectNamedFocus(page);
      await request.delete(`/api/applications/${id}`, { headers });
    });
  });
}

test('staff open an application and send the offer by keyboard; focus lands on what was done', async ({ page, request }) => {
  test.setTimeout(300_000);
  const account = await registeredAccount(request, 'client', 'kbstaff');
  const farmer = await apiAuth(request, account.username, 'Firstpass2026');
  const created = await request.post('/api/applications', { headers: farmer, data: { type: 'globalgap' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).application;
  const signed = { id: 'fixture-signed', name: 'application.pdf', size: 1, media_type: 'application/pdf' };
  const answers = await withOwnUploads(request, farmer, { ...completeGlobalgapAnswers(), submission: { signed_application: [signed] } });
  expect((await request.put(`/api/applications/${id}/answers`, { headers: farmer, data: { answers, row_version: 1 } })).ok()).toBe(true);
  const submitted = await request.post(`/api/applications/${id}/submit`, { headers: farmer, data: { row_version: 2 } });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  // staff in Greek for this test; the demo account speaks English to the other specs again after it
  const staff = await apiAuth(request, 'demo.staff');
  expect((await request.post('/api/users/locale', { headers: staff, data: { locale: 'el' } })).ok()).toBe(true);
  try {
    await staffSendsOffer(page, account.name);
  } finally {
    await request.post('/api/users/locale', { headers: staff, data: { locale: 'en' } });
  }
});

async function staffSendsOffer(page: Page, customerName: string) {
  await signInByKeyboard(page, 'demo.staff', 'DemoPass2026');
  // the work queue, then the application by its link: focus goes to the new page's heading
  await page.goto('/staff/applications?step=review');
  const open = page.getByRole('link', { name: `Άνοιγμα της αίτησης του/της ${customerName}` });
  await slow(open).toBeVisible();
  await pressUntilFocused(page, open, 'Tab', 200);
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await slow(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNamedFocus(page);
  const outcome = page.getByRole('combobox', { name: 'Αποτέλεσμα του ελέγχου' });
  await slow(outcome).toBeVisible();
  await pressUntilFocused(page, outcome, 'Tab', 200);
  await expectVisibleFocusRing(page);
  await shot(page, 'staff-select-focused-1280');
  await chooseWithArrows(page, outcome, 'Πλήρης: προετοιμασία προσφοράς');
  const risk = page.getByRole('combobox', { name: /^Επίπεδο κινδύνου/ });
  await pressUntilFocused(page, risk);
  await chooseWithArrows(page, risk, 'Μεσαίο');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Καταχώριση ελέγχου' }));
  await page.keyboard.press('Enter');
  const done = page.getByTestId('lifecycle-done');
  await slow(done).toBeFocused();
  await expectNamedFocus(page);

  const amount = page.getByLabel(/^Ποσό/);
  await pressUntilFocused(page, amount);
  await page.keyboard.type('850');
  const validUntil = page.getByLabel(/^Ισχύει έως/);
  await pressUntilFocused(page, validUntil);
  await page.keyboard.type(`30/06/${new Date().getUTCFullYear() + 1}`);
  const send = page.getByRole('button', { name: 'Αποστολή προσφοράς' });
  await pressUntilFocused(page, send);
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await slow(page.getByTestId('lifecycle-state')).toHaveText(/Η προσφορά στάλθηκε/);
  await expect(done).toBeFocused();
  await expect(done).toHaveText('Ολοκληρώθηκε. Ενημερώθηκαν όλοι οι ενδιαφερόμενοι.');
}
