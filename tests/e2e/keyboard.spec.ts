import { expect, test, type Page } from '@playwright/test';
import { apiAuth } from './api-support';
import { registeredAccount } from './outbox';
import { signedPdf } from './wizard-support';
import { expectNamedFocus, expectVisibleFocusRing, fillByKeyboard, follow, press, pressUntilFocused, shot, signInByKeyboard } from './keyboard-support';
import { continueTo, expectSummaryLinksLand, uploadByKeyboard } from './keyboard-wizard';
import { acceptDeclarations, answerCertificationOptions, answerGeneral, answerHandlingSites, answerPlantProduction, answerScope } from './keyboard-steps';
import { staffSendsOffer } from './keyboard-staff';
import { expectNoViolations, wcagViolations } from './axe-support';

// Keyboard alone (no clicks, no answers arranged through the API), in Greek, on a wide screen
// and a phone's: a farmer from sign-in through every step of the organic wizard to the
// submission, then staff review it and send the offer. After every key press focus is on a
// named element, never the page's body; focused controls show a ring of 3:1 or more.
test.use({ actionTimeout: 15_000 });
const slow = expect.configure({ timeout: 60_000 });

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 740 } });

    test('a farmer answers every step of the organic wizard and submits; staff send the offer; by keyboard alone', async ({ page, request }) => {
      test.setTimeout(600_000);
      const account = await registeredAccount(request, 'client', `kb${width}`);
      const headers = await apiAuth(request, account.username, 'Firstpass2026');
      // a Greek farmer: the portal speaks the saved language after sign-in
      expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);

      await signInByKeyboard(page, account.username, 'Firstpass2026');
      await shot(page, 'home');
      await pressUntilFocused(page, page.getByRole('link', { name: 'Νέα αίτηση βιολογικών' }));
      await expectVisibleFocusRing(page);
      await follow(page);
      await slow(page.getByRole('heading', { level: 1, name: /Βήμα 1 από 9/ })).toBeFocused();
      await expect(page).toHaveTitle(/^Βήμα 1 από 9: .+ · Πύλη AgriCert$/);

      // "Skip to content", first stop of the page, leads past the header and the step list to the step.
      const skip = page.getByRole('link', { name: 'Μετάβαση στο περιεχόμενο' });
      await pressUntilFocused(page, skip, 'Shift+Tab', 30);
      await expectVisibleFocusRing(page);
      await shot(page, 'skip-link-focused');
      await press(page, 'Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Γενικά στοιχεία' })).toBeFocused();

      const t0 = Date.now();
      // each step, as the person arrives at it by keyboard, has nothing against WCAG 2.2 AA (issue 46: axe on every state of the walk, at 1,280 px)
      const lap = async (what: string) => {
        if (process.env.A11Y_DEBUG) console.log(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        if (width > 400) await expectNoViolations(page, `the step after ${what}`);
      };
      if (width > 400) await expectNoViolations(page, 'the first step');
      await answerGeneral(page, new Date().getFullYear() + 1);
      await lap('general');
      await answerScope(page);
      await lap('scope');
      await answerHandlingSites(page);
      await lap('sites');
      await answerCertificationOptions(page);
      await lap('options');
      await answerPlantProduction(page);
      await lap('plant');
      await acceptDeclarations(page, 7);
      await lap('declaration 1');
      await acceptDeclarations(page, 8);
      await lap('declaration 2');
      await acceptDeclarations(page, 9);
      await lap('declarations');

      // the answers page, which fits its width at 200 % text (WCAG 1.4.4)
      await expect(page.getByRole('heading', { level: 2, name: 'Έλεγχος απαντήσεων' })).toBeVisible();
      await expect(page.getByText('Βιολογικός Ελαιώνας Δοκιμής').first()).toBeVisible();
      await shot(page, 'answers');
      await expectNoSidewaysScroll(page);
      await continueTo(page, 10);
      await lap('review');

      // Submission: the application as a PDF first (what its instructions ask), then the names in
      // Greek and the two signed documents, then "Submit". The download keeps focus on its button.
      await pressUntilFocused(page, page.getByRole('button', { name: 'Λήψη της αίτησης (PDF)' }));
      await expectVisibleFocusRing(page);
      const download = page.waitForEvent('download');
      await press(page, 'Enter');
      expect((await download).suggestedFilename()).toMatch(/^application-BIO-\d{4}-\d{6}\.pdf$/);
      await expect(page.getByRole('button', { name: 'Λήψη της αίτησης (PDF)' })).toBeFocused();
      await shot(page, 'pdf-downloaded-focused');
      await expectSummaryLinksLand(page, page.getByRole('button', { name: 'Υποβολή αίτησης' }));
      if (width > 400) await expectNoViolations(page, 'submission, refused before the signed documents');
      // the first name came from the profile (it is in Greek letters); the last name is not ("Δοκιμή kb…")
      await expect(page.getByRole('textbox', { name: /^Όνομα \(στα ελληνικά\)/ })).toHaveValue('Άννα');
      await fillByKeyboard(page, page.getByRole('textbox', { name: /^Επώνυμο \(στα ελληνικά\)/ }), 'Δοκιμή');
      await uploadByKeyboard(page, 'Υπογεγραμμένη αίτηση', signedPdf('υπογεγραμμένη-αίτηση.pdf'));
      await shot(page, 'upload-focused');
      await uploadByKeyboard(page, 'Υπογεγραμμένη πάγια εντολή', signedPdf('πάγια-εντολή.pdf'));
      if (width > 400) await expectNoViolations(page, 'submission, signed documents uploaded');
      await pressUntilFocused(page, page.getByRole('button', { name: 'Υποβολή αίτησης' }), 'Tab', 100);
      await expectVisibleFocusRing(page);
      await shot(page, 'submit-focused');
      await follow(page);
      await expect(page).toHaveURL(/\/applications\/bio\/inner\//, { timeout: 30_000 });
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await slow(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByText('Η αίτησή σας υποβλήθηκε και αναμένει αξιολόγηση. Θα σας σταλεί προσφορά.').first()).toBeVisible();
      await expectNamedFocus(page);
      // the application's page, as its farmer sees it: nothing against WCAG 2.2 AA
      await page.waitForLoadState('networkidle');
      expect(await wcagViolations(page)).toEqual([]);
      if (process.env.A11Y_DEBUG) console.log(`submitted: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

      // Signed out by keyboard; staff take it from here.
      await signOutByKeyboard(page, width);
      const staff = await apiAuth(request, 'demo.staff');
      expect((await request.post('/api/users/locale', { headers: staff, data: { locale: 'el' } })).ok()).toBe(true);
      try {
        await staffSendsOffer(page, { id, customerName: account.name }, width);
      } finally {
        // the demo account speaks English to the other specs
        await request.post('/api/users/locale', { headers: staff, data: { locale: 'en' } });
      }
    });
  });
}

/** "Έξοδος" reached by keyboard (behind "Μενού" on a phone); the sign-in page starts in its first field. */
async function signOutByKeyboard(page: Page, width: number) {
  if (width < 1000) {
    await pressUntilFocused(page, page.getByRole('button', { name: 'Μενού' }), 'Shift+Tab', 60);
    await press(page, 'Enter');
  }
  await pressUntilFocused(page, page.getByRole('button', { name: 'Έξοδος' }), width < 1000 ? 'Tab' : 'Shift+Tab', 60);
  await follow(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Όνομα χρήστη')).toBeFocused();
}

/** At 200 % text (WCAG 1.4.4) nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
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
  expect(sideways.overflow, sideways.wide.join('\n')).toBeLessThanOrEqual(0);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
}
