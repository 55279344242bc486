import { expect, test } from '@playwright/test';
import { apiAuth } from './api-support';
import { registeredAccount } from './outbox';
import { signedPdf } from './wizard-support';
import { expectNamedFocus, expectVisibleFocusRing, follow, press, pressUntilFocused, signInByKeyboard } from './keyboard-support';
import { continueTo, errorSummary, uploadByKeyboard } from './keyboard-wizard';
import { acceptDeclarations, answerCertificationOptions, answerFirstSite, answerGeneral, ORGANIC_OPTIONS } from './keyboard-steps';
import { answerAppendix1, answerAppendix2, answerGgn, answerGlobalgapScope, GLOBALGAP_STEPS } from './keyboard-globalgap-steps';
import { expectNoViolations } from './axe-support';

// Issue 46: a GLOBALG.A.P. application answered and submitted by keyboard alone (Tab, typing,
// Space, Enter, arrows; no clicks, no answers arranged through the API), at 1,280 px, in Greek,
// with axe on every step as the person arrives at it. A single producer (option 1) of fruit and
// vegetables, the smallest scope that still brings the appendices' grids: the steps both wizards
// share are the organic walk's (keyboard-steps.ts, keyboard.spec.ts), GLOBALG.A.P.'s own in
// keyboard-globalgap-steps.ts. Refused once at submission (the signed document missing: the
// error summary takes focus, in view), the signed document uploaded through the file chooser
// opened with Space, then submitted.

test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });
const slow = expect.configure({ timeout: 60_000 });

test('globalgap: a producer answers every step by keyboard alone at 1,280 px, axe on each, and submits', async ({ page, request }) => {
  test.setTimeout(600_000);
  const account = await registeredAccount(request, 'client', 'walkglobalgap');
  const headers = await apiAuth(request, account.username, 'Firstpass2026');
  expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);

  await signInByKeyboard(page, account.username, 'Firstpass2026');
  await pressUntilFocused(page, page.getByRole('link', { name: 'Νέα αίτηση GLOBALG.A.P.' }));
  await follow(page);
  await slow(page.getByRole('heading', { level: 1, name: /Βήμα 1 από 9/ })).toBeFocused();

  const year = new Date().getFullYear() + 1;
  const steps: [string, () => Promise<void>][] = [
    // GLOBALG.A.P.'s appendices are counted from the scope's step on, its GGN once the standard is chosen
    ['general', () => answerGeneral(page, year, GLOBALGAP_STEPS - 1)],
    ['scope', () => answerGlobalgapScope(page)],
    ['ggn', () => answerGgn(page)],
    ['handling sites', async () => {
      await answerFirstSite(page);
      await continueTo(page, 5, GLOBALGAP_STEPS);
    }],
    ['certification options', () => answerCertificationOptions(page, [...ORGANIC_OPTIONS, 'Πρόγραμμα επιβράβευσης αιφνιδιαστικών επιθεωρήσεων', 'Κανόνας ευέλικτης κατανομής'], 6, GLOBALGAP_STEPS)],
    ['appendix 1', () => answerAppendix1(page)],
    ['appendix 2', () => answerAppendix2(page)],
    ['responsible statement', () => acceptDeclarations(page, 9, GLOBALGAP_STEPS)],
    ['gdpr', () => acceptDeclarations(page, 10, GLOBALGAP_STEPS)],
    ['terms', () => acceptDeclarations(page, 11, GLOBALGAP_STEPS)],
    ['answers', () => continueTo(page, 12, GLOBALGAP_STEPS)],
  ];
  for (const [name, answer] of steps) {
    await expectNoViolations(page, name);
    await answer();
  }

  // Submission: "Submit" before the signed document is there is refused where it is seen (the
  // summary takes focus); then the upload through the file chooser opened with Space, and "Submit"
  await expectNoViolations(page, 'submission');
  const submit = page.getByRole('button', { name: 'Υποβολή αίτησης' });
  await pressUntilFocused(page, submit, 'Tab', 200);
  await press(page, 'Enter');
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page)).toBeInViewport();
  await uploadByKeyboard(page, 'Υπογεγραμμένη αίτηση', signedPdf('υπογεγραμμένη-αίτηση.pdf'));
  await expectNoViolations(page, 'submission, signed');
  await pressUntilFocused(page, submit, 'Tab', 200);
  await expectVisibleFocusRing(page);
  await follow(page);
  await expect(page).toHaveURL(/\/applications\/global\/inner\//, { timeout: 30_000 });
  await slow(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNamedFocus(page);
  await expectNoViolations(page, 'submitted');
  await page.screenshot({ path: test.info().outputPath('walk-globalgap-submitted-1280-el.png') });

  // what was typed is what was sent: the boxes never touched as "No", the unit chosen in its dialog
  const id = new URL(page.url()).pathname.split('/').pop();
  const stored = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as { status: string; answers: Record<string, Record<string, unknown[]>> };
  expect(stored.status).toBe('submitted');
  expect(stored.answers.general).toMatchObject({ year, purpose: 'initial', proposed_inspection_date: `${year}-05-15` });
  expect(stored.answers['appendix-1'].production_units).toEqual([{ code: 'PU-01', name: 'Κάμπος', crop_kind: 'Μηλιές', open_area_ha: 4, covered_area_ha: 0, lat: '40.6401', lon: '22.9444' }]);
  expect(stored.answers['appendix-1'].products).toEqual([{ product: 'apples', harvest_included: true, parallel_production: false, parallel_ownership: false }]);
  expect(stored.answers['appendix-2'].products[0]).toMatchObject({ product: 'apples', production_units: ['PU-01'], area_ha: 4, cultivation: 'open', harvest: 'first', produce_handling: false, parallel_production: false });
});
